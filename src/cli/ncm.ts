/**
 * `apura ncm <arquivo> [--data dd/mm/aaaa] [--tabelas PASTA] [--catalogo ARQUIVO] [--json]`: the NCM check from the
 * command line, with the same reader, tables and engine as the server.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createNcmChecker } from '../fiscal/ncm/check-ncm';
import { isTransactionDate, NCM_COLUMNS } from '../fiscal/ncm/columns';
import { tryLoadTables } from '../fiscal/tables/load-tables';
import { withSkippedNote, type SkippedRows } from '../sheets/read-rows-skip';
import { readRows } from '../sheets/read-rows';
import { SheetError, type CellValue } from '../sheets/types';
import { formatNcmReport } from './format-ncm';
import { withOfficeCatalogue } from '../fiscal/ncm/office-catalogue';
import { readOfficeCatalogue } from './read-office-catalogue';

const USO = 'uso: apura ncm <arquivo> [--data dd/mm/aaaa] [--tabelas PASTA] [--catalogo catalogo.csv|xlsx] [--json]';

interface Args {
  file: string;
  date: Date;
  tables: string;
  json: boolean;
  /** The office catalogue exported by the web app (issue 14), or null. */
  catalogue: string | null;
}

/** TABLES_DIR, else ../shared/data next to the repository. */
export function defaultTablesDir(): string {
  if (process.env.TABLES_DIR) return process.env.TABLES_DIR;
  const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
  const shared = path.resolve(repo, '..', 'shared', 'data');
  return existsSync(shared) ? shared : path.resolve(repo, 'data');
}

/** 'dd/mm/aaaa' → Date at UTC midnight (a calendar day), or null. */
export function parseBrDay(s: string): Date | null {
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(s.trim());
  if (!m) return null;
  const d = new Date(Date.UTC(Number(m[3]), Number(m[2]) - 1, Number(m[1])));
  return d.getUTCDate() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 ? d : null;
}

function parseArgs(argv: string[]): Args | string {
  const a: Args = { file: '', date: new Date(), tables: defaultTablesDir(), json: false, catalogue: null };
  for (let i = 0; i < argv.length; i++) {
    const x = argv[i]!;
    if (x === '--json') a.json = true;
    else if (x === '--data' || x === '--tabelas' || x === '--catalogo') {
      const v = argv[++i];
      if (!v) return `a opção ${x} precisa de um valor`;
      if (x === '--tabelas') a.tables = v;
      else if (x === '--catalogo') a.catalogue = v;
      else {
        const d = parseBrDay(v);
        if (!d) return `data inválida em --data: "${v}" (use dd/mm/aaaa)`;
        a.date = d;
      }
    } else if (x.startsWith('--')) return `opção desconhecida: ${x}`;
    else if (!a.file) a.file = x;
    else return `argumento a mais: ${x}`;
  }
  return a.file ? a : 'informe o arquivo da planilha';
}

function text(v: CellValue | undefined): string | null {
  if (v === null || v === undefined) return null;
  if (v instanceof Date) return v.toLocaleDateString('pt-BR');
  const s = String(v).trim();
  return s === '' ? null : s;
}

export async function run(argv: string[]): Promise<number> {
  const args = parseArgs(argv);
  if (typeof args === 'string') {
    process.stderr.write(`${args}\n${USO}\n`);
    return 2;
  }
  const loaded = tryLoadTables(args.tables);
  if (!loaded.ok) {
    process.stderr.write(`${loaded.message}\n`);
    return 3;
  }
  let checker = createNcmChecker({ tables: loaded.tables, referenceDate: args.date });
  if (args.catalogue) {
    try {
      const { catalogue, refused } = await readOfficeCatalogue(args.catalogue, loaded.tables);
      for (const m of refused.slice(0, 20)) process.stderr.write(`Catálogo: ${m}\n`);
      if (refused.length > 20) process.stderr.write(`Catálogo: mais ${refused.length - 20} linhas recusadas.\n`);
      checker = withOfficeCatalogue(checker, catalogue, { tables: loaded.tables, referenceDate: args.date });
    } catch (err) {
      if (err instanceof SheetError) {
        process.stderr.write(`Catálogo ${path.basename(args.catalogue)}: ${err.message}\n`);
        return 1;
      }
      throw err;
    }
  }
  let planilha: { aba: string | null; linhaCabecalho: number } = { aba: null, linhaCabecalho: 0 };
  let canceladas: SkippedRows = { canceladas: 0 };
  try {
    const { header, rows, skipped } = await readRows(args.file, NCM_COLUMNS);
    canceladas = skipped;
    planilha = { aba: header.sheetName ?? null, linhaCabecalho: header.line };
    const dated = header.columns.date !== undefined && isTransactionDate(header.cells[header.columns.date] ?? '');
    for await (const r of rows) {
      checker.check({ line: r.line, product: text(r.values.product), description: text(r.values.description), ncm: r.values.ncm ?? null, date: dated ? (r.values.date ?? null) : null });
    }
  } catch (err) {
    if (err instanceof SheetError) {
      process.stderr.write(`${err.message}\n`);
      return 1;
    }
    throw err;
  }
  const result = withSkippedNote(checker.result(), canceladas);
  if (args.json) {
    process.stdout.write(
      `${JSON.stringify(
        {
          summary: result.summary,
          issues: result.issues,
          referenceDate: result.referenceDate,
          tables: result.versions.map((v) => v.label),
          notes: result.notes,
          planilha,
        },
        null,
        2,
      )}\n`,
    );
  } else {
    process.stdout.write(`Lido: ${planilha.aba ? `aba "${planilha.aba}", ` : ''}cabeçalho na linha ${planilha.linhaCabecalho}\n`);
    process.stdout.write(formatNcmReport(result, path.basename(args.file)));
  }
  return 0;
}
