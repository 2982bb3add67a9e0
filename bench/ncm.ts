/**
 * NCM bench (issues 4, 14, 17): generates a 100,000-row product sheet (XLSX, streamed) and measures in one
 * run the bare streamed parse, the full check (parse + engine) and the engine's matching throughput
 * (target: full check ≤ 1.5 × bare parse, CPU time), then the real check in the engine child process with
 * every output (target: peak RSS ≤ 300 MB, read from /proc, per stage). Run alone: `npx tsx bench/ncm.ts`.
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import { createNcmChecker } from '../src/fiscal/ncm/check-ncm';
import { NCM_COLUMNS } from '../src/fiscal/ncm/columns';
import { descriptionIndexFor } from '../src/fiscal/ncm/description-index';
import { readExemplarSet } from '../src/fiscal/ncm/exemplar-corpus';
import type { NcmInputRow } from '../src/fiscal/ncm/types';
import { loadTables } from '../src/fiscal/tables/load-tables';
import { readRows } from '../src/sheets/read-rows';
import { runNcmQuality } from './ncm-quality';
import { measureEngineRun } from './engine-rss';
import type { CellValue } from '../src/fiscal/cell-value';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ROWS = Number(process.env.NCM_BENCH_ROWS ?? 100_000);
const BRANDS = ['ALFA', 'BETA', 'GAMA', 'PRIME', 'TOP', 'NOBRE', 'REAL', 'SOL', 'MAX', 'VIDA', 'BOA', 'UNIAO'];
const SIZES = ['', '1L', '2L', '500ML', '350ML', '1KG', '5KG', '200G', '90G', '10UN', 'CX 12', 'PCT 6', '1/4"', '3M'];

/** Deterministic pseudo-random numbers, so every run reads the same sheet. */
function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

interface GeneratedRow {
  product: string;
  description: string;
  ncm: string | number | null;
  unit: string;
  price: number;
}

/** The product rows of the bench sheet, generated on the fly (the same rows every run). */
function* generateRows(): Generator<GeneratedRow> {
  const base = readExemplarSet('labelled-products.tsv');
  const rand = rng(42);
  for (let i = 0; i < ROWS; i++) {
    const p = base[Math.floor(rand() * base.length)]!;
    const words = p.description.split(' ').slice(0, 3).join(' ');
    const desc = `${words} ${BRANDS[Math.floor(rand() * BRANDS.length)]} ${SIZES[Math.floor(rand() * SIZES.length)]} ${Math.floor(rand() * 50)}`.trim();
    const r = rand();
    // Mix seen in real registers: mostly text codes, some numeric cells (lost zeros), a few errors.
    let ncm: string | number | null = p.ncm;
    if (r < 0.2) ncm = Number(p.ncm);
    else if (r < 0.22) ncm = null;
    else if (r < 0.23) ncm = '59039000';
    else if (r < 0.24) ncm = p.ncm.slice(0, 6);
    else if (r < 0.26) ncm = `${p.ncm.slice(0, 4)}.${p.ncm.slice(4, 6)}.${p.ncm.slice(6)}`;
    yield { product: `P${String(i).padStart(6, '0')}`, description: desc, ncm, unit: 'UN', price: Math.round(rand() * 10000) / 100 };
  }
}

export async function writeSheet(file: string): Promise<void> {
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useSharedStrings: false, useStyles: false });
  const ws = wb.addWorksheet('Produtos');
  ws.addRow(['Código', 'Descrição do produto', 'NCM', 'Unidade', 'Preço']).commit();
  for (const g of generateRows()) ws.addRow([g.product, g.description, g.ncm, g.unit, g.price]).commit();
  await ws.commit();
  await wb.commit();
}

function text(v: CellValue | undefined): string | null {
  return v === null || v === undefined ? null : String(v);
}

const tablesDir = process.env.TABLES_DIR ?? path.resolve(root, '../shared/data');

export async function runNcmBench(): Promise<void> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'apura-ncm-bench-'));
  const file = path.join(dir, 'produtos.xlsx');
  try {
    let t = performance.now();
    const tables = loadTables(tablesDir);
    const loadMs = performance.now() - t;
    t = performance.now();
    descriptionIndexFor(tables);
    const indexMs = performance.now() - t;
    console.log(`[ncm] carga das tabelas: ${loadMs.toFixed(0)} ms (${tables.versions.length} tabelas); índice de descrições: ${indexMs.toFixed(0)} ms`);

    t = performance.now();
    await writeSheet(file);
    console.log(`[ncm] planilha gerada: ${ROWS.toLocaleString('pt-BR')} linhas, ${(statSync(file).size / 1024 / 1024).toFixed(1)} MB em ${(performance.now() - t).toFixed(0)} ms`);

    // The machine is shared: parse and full check alternate twice and the best time of each counts.
    let parseMs = Infinity;
    let fullMs = Infinity;
    // CPU time (all threads of the process) is steadier than wall time on a shared machine.
    let parseCpu = Infinity;
    let fullCpu = Infinity;
    const cpuMs = (since: NodeJS.CpuUsage): number => {
      const u = process.cpuUsage(since);
      return (u.user + u.system) / 1000;
    };
    let n = 0;
    let peakRss = process.memoryUsage().rss;
    let res: ReturnType<ReturnType<typeof createNcmChecker>['result']> | null = null;
    for (let round = 0; round < 2; round++) {
      // 1) bare streamed parse (the same reader, rows only counted)
      t = performance.now();
      let c0 = process.cpuUsage();
      n = 0;
      {
        const { rows } = await readRows(file, NCM_COLUMNS);
        for await (const r of rows) if (r.line > 0) n++;
      }
      parseMs = Math.min(parseMs, performance.now() - t);
      parseCpu = Math.min(parseCpu, cpuMs(c0));

      // 2) full check: parse + engine (fresh checker; the index is built once per loaded tables)
      const sampler = setInterval(() => {
        peakRss = Math.max(peakRss, process.memoryUsage().rss);
      }, 50);
      descriptionIndexFor(tables).clearCaches();
      t = performance.now();
      c0 = process.cpuUsage();
      const checker = createNcmChecker({ tables, referenceDate: new Date() });
      {
        const { rows } = await readRows(file, NCM_COLUMNS);
        for await (const r of rows) {
          const row = { line: r.line, product: text(r.values.product), description: text(r.values.description), ncm: r.values.ncm ?? null };
          checker.check(row);
        }
      }
      fullMs = Math.min(fullMs, performance.now() - t);
      fullCpu = Math.min(fullCpu, cpuMs(c0));
      clearInterval(sampler);
      res = checker.result();
    }
    if (!res) throw new Error('bench sem resultado');

    // 3) matching throughput: the engine alone on the same rows generated in memory (cold caches)
    const inMemory: NcmInputRow[] = [];
    let line = 2;
    for (const g of generateRows()) inMemory.push({ line: line++, product: g.product, description: g.description, ncm: g.ncm });
    const distinct = new Set(inMemory.map((r) => r.description)).size;
    descriptionIndexFor(tables).clearCaches();
    t = performance.now();
    const c2 = createNcmChecker({ tables, referenceDate: new Date() });
    for (const row of inMemory) c2.check(row);
    const engineMs = performance.now() - t;
    const kept = inMemory;

    console.log(`[ncm] leitura pura (streaming): ${parseMs.toFixed(0)} ms (CPU ${parseCpu.toFixed(0)} ms) para ${n.toLocaleString('pt-BR')} linhas`);
    console.log(`[ncm] conferência completa: ${fullMs.toFixed(0)} ms (CPU ${fullCpu.toFixed(0)} ms) (corretas ${res.summary.correct}, sugestões ${res.summary.suggestions}, erros ${res.summary.errors})`);
    console.log(`[ncm] casamento (motor sozinho): ${Math.round((kept.length / engineMs) * 1000).toLocaleString('pt-BR')} linhas/s (${distinct.toLocaleString('pt-BR')} descrições distintas)`);
    console.log(`[ncm] razão conferência/leitura: ${(fullMs / parseMs).toFixed(2)}× em tempo real, ${(fullCpu / parseCpu).toFixed(2)}× em CPU (meta ≤ 1,5×) ${fullCpu / parseCpu <= 1.5 ? 'OK' : 'ACIMA DA META'}`);
    console.log(`[ncm] memória (RSS) máxima deste processo durante leitura + motor: ${(peakRss / 1024 / 1024).toFixed(0)} MB (processo do bench: tabelas, gerador e as duas rodadas; sem os arquivos de saída)`);

    // 4) the real check, where production runs it: the engine child, with the corrected file, the reports
    // and the result JSON. Its peak RSS is the figure the target (≤ 300 MB) is about.
    const real = await measureEngineRun({
      kind: 'ncm', file, fileName: 'produtos.xlsx', dataDir: path.join(dir, 'dados'), tablesDir,
      params: { referenceDate: new Date().toISOString() }, gathered: { officeDecisions: [] },
      firstStage: 'tabelas, leitura e conferência (linhas guardadas em disco)',
    });
    console.log(`[ncm] conferência real no processo do motor (dist/engine/engine.mjs --role engine, como no worker): ${(real.wallMs / 1000).toFixed(1)} s, CPU ${(real.cpuMs / 1000).toFixed(1)} s (${(real.cpuMs / parseCpu).toFixed(2)}× a CPU da leitura pura, com arquivo corrigido, relatórios e tabelas)`);
    console.log(`[ncm]   processo do motor ocioso (Node e o pacote do motor, dist/engine): ${real.idleMb.toFixed(0)} MB`);
    for (const st of real.stages) console.log(`[ncm]   ${st.stage.replace(/\.\.\.$/, '').padEnd(58)} pico ${st.peakMb.toFixed(0).padStart(4)} MB, CPU ${(st.cpuMs / 1000).toFixed(1)} s`);
    console.log(`[ncm]   pico de RSS do motor (VmHWM): ${real.hwmMb.toFixed(0)} MB (meta ≤ 300 MB) ${real.hwmMb <= 300 ? 'OK' : 'ACIMA DA META'}`);
    console.log(`[ncm] carga da máquina (load average 1/5/15 min): ${os.loadavg().map((l) => l.toFixed(2)).join(' / ')} em ${os.cpus().length} núcleos`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  // Matching quality on the labelled set, printed with the timings so one run gives every figure.
  await runNcmQuality(false);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await runNcmBench();
}
