/**
 * SPED bench: full validation of a generated 1,000,000-line EFD ICMS/IPI against a bare line-by-line read
 * of the same file (same chunking and decoding, no validation), measured in one run, plus the peak RSS;
 * then NF-e reconciliation throughput for 10,000 XMLs in a zip. Files go to the OS temp dir.
 */
import { createReadStream, mkdtempSync, openSync, rmSync, statSync, writeSync, closeSync, createWriteStream } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import yazl from 'yazl';
import { loadSpedLayouts } from '../src/fiscal/sped/layouts/load-layouts';
import { validateSpedFile } from '../src/fiscal/sped/read-sped-file';
import { readNfeInputs } from '../src/fiscal/nfe/read-nfe-inputs';
import { reconcileNfe } from '../src/fiscal/nfe/reconcile';
import { buildEfdIcms, nfeKey, OWN_CNPJ, partCnpj } from '../tests/fixtures/sped/efd-builder';
import { nfeXml } from '../tests/fixtures/sped/nfe-builder';

const TARGET_LINES = 1_000_000;
const XMLS = 10_000;

function writeEfd(path: string): number {
  const fd = openSync(path, 'w');
  let buf: string[] = [];
  let size = 0;
  // 8 items + 2 C190 + 1 C100 = 11 lines per document.
  const docs = Math.floor((TARGET_LINES - 2_100) / 11);
  const n = buildEfdIcms({
    participants: 500, items: 1_500, docs, itemsPerDoc: 8,
    emit: (l) => { buf.push(l); size += l.length; if (size > 1 << 22) { writeSync(fd, buf.join('\r\n') + '\r\n'); buf = []; size = 0; } },
  });
  if (buf.length) writeSync(fd, buf.join('\r\n') + '\r\n');
  closeSync(fd);
  return n;
}

async function bareRead(path: string): Promise<number> {
  const dec = new TextDecoder('utf-8');
  let rest = '', lines = 0;
  for await (const chunk of createReadStream(path, { highWaterMark: 1 << 20 })) {
    const s = rest + dec.decode(chunk as Buffer, { stream: true });
    let from = 0;
    for (let nl = s.indexOf('\n'); nl >= 0; nl = s.indexOf('\n', from)) { s.slice(from, nl); lines++; from = nl + 1; }
    rest = s.slice(from);
  }
  return lines + (rest ? 1 : 0);
}

function writeXmlZip(path: string): Promise<void> {
  return new Promise((res, rej) => {
    const zip = new yazl.ZipFile();
    for (let i = 1; i <= XMLS; i++) {
      const own = i % 2 === 0;
      const chave = nfeKey(own ? OWN_CNPJ : partCnpj(((i - 1) % 500) + 1), i);
      zip.addBuffer(Buffer.from(nfeXml({ chave, cnpjEmit: own ? OWN_CNPJ : partCnpj(1), cnpjDest: own ? partCnpj(1) : OWN_CNPJ, dhEmi: '2025-01-15T10:00:00-03:00', vNF: '100.00' })), `NFe${chave}.xml`);
    }
    zip.end();
    zip.outputStream.pipe(createWriteStream(path)).on('close', () => res()).on('error', rej);
  });
}

export async function runSpedBench(): Promise<void> {
  const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const tables = process.env.TABLES_DIR ?? resolve(repo, '..', 'shared', 'data');
  const dir = mkdtempSync(join(tmpdir(), 'apura-sped-bench-'));
  try {
    const efd = join(dir, 'efd_1m.txt');
    const lines = writeEfd(efd);
    const mb = statSync(efd).size / 1e6;
    const layouts = loadSpedLayouts(tables);
    let peak = 0;
    const timer = setInterval(() => { peak = Math.max(peak, process.memoryUsage().rss); }, 20);

    let t = performance.now();
    const bareLines = await bareRead(efd);
    const bareMs = performance.now() - t;
    t = performance.now();
    const r = await validateSpedFile(efd, { layouts, collectDocuments: true });
    const fullMs = performance.now() - t;
    peak = Math.max(peak, process.memoryUsage().rss);
    console.log(`SPED EFD ICMS/IPI gerado: ${lines.toLocaleString('pt-BR')} linhas, ${mb.toFixed(1)} MB`);
    console.log(`  leitura simples (linha a linha): ${bareMs.toFixed(0)} ms (${bareLines} linhas)`);
    console.log(`  validação completa:              ${fullMs.toFixed(0)} ms — ${r.summary.errors} erro(s), ${r.summary.warnings} aviso(s), ${r.documents.size} chaves`);
    console.log(`  razão validação / leitura:       ${(fullMs / bareMs).toFixed(2)}× (meta ≤ 3×)`);
    console.log(`  pico de memória (RSS):           ${(peak / 1e6).toFixed(0)} MB (meta < 300 MB); maxRSS do processo ${(process.resourceUsage().maxRSS / 1e3).toFixed(0)} MB`);

    const zip = join(dir, 'nfe_10k.zip');
    await writeXmlZip(zip);
    t = performance.now();
    const inputs = await readNfeInputs(zip);
    const readMs = performance.now() - t;
    const rec = reconcileNfe(r.documents, inputs.notes, inputs.cancelled, { cnpj: OWN_CNPJ, period: { start: '2025-01-01', end: '2025-01-31' } });
    const totalMs = performance.now() - t;
    clearInterval(timer);
    const byStatus = rec.rows.reduce<Record<string, number>>((a, x) => { a[x.status] = (a[x.status] ?? 0) + 1; return a; }, {});
    console.log(`Conciliação NF-e: ${inputs.files} XMLs (.zip) em ${totalMs.toFixed(0)} ms (leitura+parse ${readMs.toFixed(0)} ms) = ${(inputs.files / (totalMs / 1000)).toFixed(0)} XMLs/s; ${JSON.stringify(byStatus)}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  runSpedBench().catch((e) => { console.error(e); process.exitCode = 1; });
}
