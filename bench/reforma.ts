/**
 * Reforma Tributária bench: (1) a generated 100,000-row product register (.xlsx) read bare (readRows only) and with the
 * full check (readRows + engine), ratio full ÷ bare, target ≤ 1,5×; (2) 10,000 NF-e XMLs in a folder read, parsed and
 * checked, target ≥ 1.500 XMLs/s. Files go to the OS temp dir and are removed.
 */
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import { readNfeInputs } from '../src/fiscal/nfe/read-nfe-inputs';
import { createRegisterChecker } from '../src/fiscal/reforma/check-register';
import { createXmlChecker } from '../src/fiscal/reforma/check-xmls';
import { REFORMA_COLUMNS } from '../src/fiscal/reforma/columns';
import { buildNfe, cestaBasica, diferimento, integral } from '../src/fiscal/reforma/test-nfe-builder';
import { loadReformaTables } from '../src/fiscal/tables/load-reforma';
import { readRows } from '../src/sheets/read-rows';

const ROWS = 100_000;
const XMLS = 10_000;
// A retailer's mix: general goods, cesta básica, Anexo VII foods, medicines, prefix rows that need the description.
const PRODUCTS: [string, string, string, string][] = [
  ['73181500', 'PARAFUSO SEXTAVADO M8', '000', '000001'], ['10063021', 'ARROZ TIPO 1 5KG', '200', '200003'], ['20021000', 'TOMATE PELADO LATA', '200', '200034'],
  ['30049069', 'DIPIRONA 500MG', '000', '000001'], ['25232910', 'CIMENTO PORTLAND', '000', '000001'], ['85171300', 'SMARTPHONE', '000', '000001'],
  ['04011010', 'LEITE UHT INTEGRAL 1L', '200', '200003'], ['21039011', 'MAIONESE 500G', '200', '200030'], ['94033000', 'ARMARIO ESCRITORIO', '000', '000001'],
  ['33051000', 'SHAMPOO 300ML', '200', '200035'], ['07020000', 'TOMATE KG', '000', '000001'], ['84716053', 'MOUSE USB', '000', '000001'],
];

async function writeRegister(path: string): Promise<void> {
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: path, useSharedStrings: false, useStyles: false });
  const ws = wb.addWorksheet('Produtos');
  ws.addRow(['Código', 'Descrição', 'NCM', 'CST IBS/CBS', 'cClassTrib', 'Valor de venda']).commit();
  for (let i = 0; i < ROWS; i++) {
    const [ncm, desc, cst, cls] = PRODUCTS[i % PRODUCTS.length]!;
    ws.addRow([String(100000 + i), `${desc} ${i % 997}`, ncm, cst, cls, 10 + (i % 500)]).commit();
  }
  ws.commit();
  await wb.commit();
}

async function bare(path: string): Promise<number> {
  const { rows } = await readRows(path, REFORMA_COLUMNS);
  let n = 0;
  for await (const r of rows) if (r.line > 0) n++;
  return n;
}

async function full(path: string, tables: ReturnType<typeof loadReformaTables>): Promise<{ n: number; issues: number }> {
  const c = createRegisterChecker({ tables, data: '2026-11-24' });
  const { rows } = await readRows(path, REFORMA_COLUMNS);
  for await (const r of rows) c.check(r);
  const res = c.result();
  return { n: res.summary.total, issues: res.issues.length };
}

function writeXmls(dir: string): void {
  mkdirSync(dir, { recursive: true });
  const variants = [
    buildNfe({ itens: [integral(), cestaBasica(), diferimento()] }),
    buildNfe({ itens: [integral({ cbs: { p: 0.9, v: 8 } }), cestaBasica()] }),
    buildNfe({ itens: Array.from({ length: 8 }, () => integral()) }),
  ];
  for (let i = 0; i < XMLS; i++) writeFileSync(join(dir, `nfe-${i}.xml`), variants[i % variants.length]!);
}

export async function runReformaBench(): Promise<void> {
  const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const tables = loadReformaTables(process.env.TABLES_DIR ?? resolve(repo, '..', 'shared', 'data'));
  const dir = mkdtempSync(join(tmpdir(), 'apura-bench-reforma-'));
  try {
    const path = join(dir, 'cadastro-100k.xlsx');
    let t = performance.now();
    await writeRegister(path);
    const genMs = performance.now() - t;
    const bareMs: number[] = [], fullMs: number[] = [], bareCpu: number[] = [], fullCpu: number[] = [];
    const cpuMs = (c: NodeJS.CpuUsage) => (c.user + c.system) / 1000;
    let counts = { n: 0, issues: 0 };
    // Alternate bare/full twice and keep the best of each: a noisy neighbour on the shared CPU does not decide the ratio.
    for (let k = 0; k < 2; k++) {
      t = performance.now();
      let c0 = process.cpuUsage();
      const n = await bare(path);
      bareMs.push(performance.now() - t);
      bareCpu.push(cpuMs(process.cpuUsage(c0)));
      t = performance.now();
      c0 = process.cpuUsage();
      counts = await full(path, tables);
      fullMs.push(performance.now() - t);
      fullCpu.push(cpuMs(process.cpuUsage(c0)));
      if (n !== counts.n) throw new Error(`linhas divergentes: ${n} × ${counts.n}`);
    }
    const b = Math.min(...bareMs), f = Math.min(...fullMs);
    console.log(`Reforma (cadastro): ${counts.n.toLocaleString('pt-BR')} linhas (${(statSync(path).size / 1024 / 1024).toFixed(1)} MB, gerada em ${(genMs / 1000).toFixed(1)} s)`);
    console.log(`  leitura pura:    ${(b / 1000).toFixed(2)} s`);
    console.log(`  conferência:     ${(f / 1000).toFixed(2)} s  (${counts.issues.toLocaleString('pt-BR')} apontamentos)`);
    console.log(`  razão conferência/leitura: ${(f / b).toFixed(2)}× de relógio (meta ≤ 1,5×)`);
    console.log(`  razão por tempo de CPU do processo: ${(Math.min(...fullCpu) / Math.min(...bareCpu)).toFixed(2)}× (a máquina é compartilhada: o relógio inclui a espera por CPU)`);

    const xdir = join(dir, 'xmls');
    writeXmls(xdir);
    const rates: number[] = [], cpuRates: number[] = [];
    let found = 0;
    for (let k = 0; k < 2; k++) {
      t = performance.now();
      const cpu0 = process.cpuUsage();
      const inp = await readNfeInputs(xdir);
      const c = createXmlChecker({ tables });
      for (const d of inp.notes) c.check(d);
      found = c.result().issues.length;
      rates.push(inp.notes.length / ((performance.now() - t) / 1000));
      const cpu = process.cpuUsage(cpu0);
      cpuRates.push(inp.notes.length / ((cpu.user + cpu.system) / 1e6));
      if (inp.notes.length !== XMLS) throw new Error(`XMLs lidos: ${inp.notes.length}`);
    }
    console.log(`Reforma (XML): ${XMLS.toLocaleString('pt-BR')} NF-e lidas e conferidas (${found.toLocaleString('pt-BR')} apontamentos)`);
    console.log(`  vazão: ${Math.round(Math.max(...rates)).toLocaleString('pt-BR')} XMLs/s de relógio (meta ≥ 1.500 XMLs/s)`);
    // The machine is shared: wall time includes waiting for a CPU. CPU time of this process is the work itself.
    console.log(`  vazão por tempo de CPU do processo: ${Math.round(Math.max(...cpuRates)).toLocaleString('pt-BR')} XMLs/s; carga da máquina (loadavg 1 min): ${loadavg()[0]!.toFixed(1)}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  runReformaBench().catch((e: unknown) => { console.error(e); process.exit(1); });
}
