import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { NfeInputError } from '../fiscal/nfe/nfe-input-limits';
import { readNfeInputs } from '../fiscal/nfe/read-nfe-inputs';
import type { ReconRow } from '../fiscal/nfe/reconcile';
import { reconcileIntoResult, type XmlSummary } from '../fiscal/nfe/reconcile-summary';
import { loadSpedLayouts } from '../fiscal/sped/layouts/load-layouts';
import { validateSpedFile } from '../fiscal/sped/read-sped-file';
import { SpedReadError } from '../fiscal/sped/sped-read-error';
import type { SpedFinding } from '../fiscal/sped/types';
import { loadNcmTable } from '../fiscal/tables/load-ncm';
import type { NcmValidity } from '../fiscal/tables/contracts';

const USO = 'uso: apura sped <arquivo.txt|.zip> [--xml PASTA|ZIP] [--tabelas PASTA] [--json]';

interface Args { file: string; xml: string[]; tabelas: string; json: boolean }

function defaultTables(): string {
  const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
  return process.env.TABLES_DIR ?? resolve(repo, '..', 'shared', 'data');
}

function parseArgs(argv: string[]): Args | string {
  const a: Args = { file: '', xml: [], tabelas: defaultTables(), json: false };
  for (let i = 0; i < argv.length; i++) {
    const x = argv[i]!;
    if (x === '--json') a.json = true;
    else if (x === '--xml' || x === '--tabelas') {
      const v = argv[++i];
      if (!v) return `a opção ${x} precisa de um caminho`;
      if (x === '--xml') a.xml.push(v); else a.tabelas = v;
    } else if (x.startsWith('--')) return `opção desconhecida: ${x}`;
    else if (!a.file) a.file = x;
    else return `argumento a mais: ${x}`;
  }
  return a.file ? a : 'informe o arquivo SPED';
}

const fmtLine = (f: SpedFinding) =>
  `${f.type === 'error' ? 'ERRO ' : 'AVISO'} ${f.code.padEnd(22)} linha ${String(f.line).padStart(7)}  ${f.register}${f.field ? '.' + f.field : ''}  ${f.message}`;

/** `apura sped`: validates an EFD (and optionally reconciles NF-e XMLs). Exit 0 when the file was read. */
export async function run(argv: string[]): Promise<number> {
  const a = parseArgs(argv);
  if (typeof a === 'string') { process.stderr.write(`${a}\n${USO}\n`); return 2; }
  if (!existsSync(a.tabelas)) { process.stderr.write(`pasta de tabelas não encontrada: ${a.tabelas}\n`); return 2; }
  try {
    const layouts = loadSpedLayouts(a.tabelas);
    let ncm: NcmValidity | undefined;
    try { ncm = loadNcmTable(a.tabelas); } catch { process.stderr.write('aviso: tabela NCM indisponível; a verificação SPED_NCM não será feita\n'); }
    const r = await validateSpedFile(resolve(a.file), { layouts, ncm, collectDocuments: a.xml.length > 0 });
    let issues = r.issues;
    let rows: ReconRow[] = [];
    let xml: XmlSummary | undefined;
    if (a.xml.length) {
      const rec = reconcileIntoResult(r, await readNfeInputs(a.xml));
      issues = rec.issues;
      rows = rec.rows;
      xml = rec.xml;
    }
    if (a.json) {
      const { documents: _d, ...rest } = r;
      process.stdout.write(JSON.stringify({ summary: r.summary, issues, info: rest.info, ...(xml ? { xml, reconciliacao: rows } : {}) }, null, 2) + '\n');
    } else {
      const s = r.summary;
      process.stdout.write(`${r.info.name} — CNPJ ${r.info.cnpj} — leiaute ${r.info.codVer} (validado com ${r.info.layoutUsed})${r.info.signed ? ' — assinado pelo PVA' : ''}\n`);
      process.stdout.write(`${s.lines} linhas, ${s.registers} tipos de registro: ${s.errors} erro(s), ${s.warnings} aviso(s)${s.omitted ? ` (${s.omitted} ocorrência(s) além do limite por código não listadas)` : ''}\n`);
      if (r.info.skipped?.length) {
        process.stdout.write('Regras não aplicadas:\n');
        for (const x of r.info.skipped) process.stdout.write(`  - ${x}\n`);
      }
      for (const f of issues) process.stdout.write(fmtLine(f) + '\n');
      if (xml) {
        process.stdout.write(`XMLs: ${xml.arquivos} arquivo(s), ${xml.notas} nota(s), ${xml.ignorados.length} ignorado(s)${xml.ignorados.length ? ':' : ''}\n`);
        for (const i of xml.ignorados) process.stdout.write(`  - ${i.origem}: ${i.motivo}\n`);
      }
    }
    return 0;
  } catch (e) {
    const msg = e instanceof SpedReadError || e instanceof NfeInputError ? e.message : e instanceof Error && /ENOENT|EACCES|EISDIR/.test(e.message) ? `arquivo ou pasta não encontrado: ${e.message.split("'")[1] ?? ''}` : 'não foi possível ler o arquivo SPED';
    process.stderr.write(`erro: ${msg}\n`);
    return 1;
  }
}

// Runnable alone: npx tsx src/cli/sped.ts <arquivo> ...
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  run(process.argv.slice(2)).then((c) => { process.exitCode = c; });
}
