/**
 * `apura reforma <arquivo> [--data dd/mm/aaaa] [--tabelas PASTA] [--json] [--regime normal|simples|mei] [--cbs 8,4] [--pis-cofins 9,25]`:
 * the Reforma Tributária (CBS/IBS) check. A spreadsheet is read as a product register; .xml, .zip or a folder as NF-e/NFC-e XMLs.
 */
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readNfeInputs } from '../fiscal/nfe/read-nfe-inputs';
import { createRegisterChecker } from '../fiscal/reforma/check-register';
import { createXmlChecker } from '../fiscal/reforma/check-xmls';
import { REFORMA_COLUMNS } from '../fiscal/reforma/columns';
import { aliquotas2027 } from '../fiscal/reforma/simulation';
import type { ReformaResult, Regime } from '../fiscal/reforma/types';
import { tryLoadReformaTables } from '../fiscal/tables/load-reforma';
import { readRows } from '../sheets/read-rows';
import { SheetError } from '../sheets/types';
import { defaultTablesDir, parseBrDay } from './ncm';
import { formatReforma } from './format-reforma';

const USO = 'uso: apura reforma <arquivo.xlsx|.csv|.xml|.zip|pasta> [--data dd/mm/aaaa] [--tabelas PASTA] [--json] [--regime normal|simples|mei] [--cbs 8,4] [--pis-cofins 9,25]';

interface Args { file: string; data: string; tabelas: string; json: boolean; regime: Regime; cbs?: number; pisCofins?: number }

const pctArg = (v: string): number | null => { const n = Number(v.replace(',', '.')); return Number.isFinite(n) && n >= 0 && n <= 100 ? n : null; };

function parseArgs(argv: string[]): Args | string {
  const a: Args = { file: '', data: new Date().toISOString().slice(0, 10), tabelas: defaultTablesDir(), json: false, regime: 'normal' };
  for (let i = 0; i < argv.length; i++) {
    const x = argv[i]!;
    if (x === '--json') { a.json = true; continue; }
    if (['--data', '--tabelas', '--regime', '--cbs', '--pis-cofins'].includes(x)) {
      const v = argv[++i];
      if (!v) return `a opção ${x} precisa de um valor`;
      if (x === '--tabelas') a.tabelas = v;
      else if (x === '--data') { const d = parseBrDay(v); if (!d) return `data inválida em --data: "${v}" (use dd/mm/aaaa)`; a.data = d.toISOString().slice(0, 10); }
      else if (x === '--regime') { if (!['normal', 'simples', 'mei'].includes(v)) return `regime inválido: ${v} (use normal, simples ou mei)`; a.regime = v as Regime; }
      else { const n = pctArg(v); if (n === null) return `percentual inválido em ${x}: "${v}"`; if (x === '--cbs') a.cbs = n; else a.pisCofins = n; }
      continue;
    }
    if (x.startsWith('--')) return `opção desconhecida: ${x}`;
    if (!a.file) a.file = x;
    else return `argumento a mais: ${x}`;
  }
  return a.file ? a : 'informe o cadastro de produtos ou os XMLs';
}

const isXmlInput = (p: string): boolean => statSync(p).isDirectory() || /\.(xml|zip)$/i.test(p);

export async function run(argv: string[]): Promise<number> {
  const a = parseArgs(argv);
  if (typeof a === 'string') { process.stderr.write(`${a}\n${USO}\n`); return 2; }
  const file = path.resolve(a.file);
  if (!existsSync(file)) { process.stderr.write(`Arquivo não encontrado: ${a.file}\n`); return 1; }
  const loaded = tryLoadReformaTables(a.tabelas);
  if (!loaded.ok) { process.stderr.write(`${loaded.message}\n`); return 1; }
  const tables = loaded.tables;
  const aliquotas = aliquotas2027(tables, { cbs: a.cbs, pisCofinsEstimado: a.pisCofins });
  let result: ReformaResult;
  try {
    if (isXmlInput(file)) {
      const inp = await readNfeInputs(file);
      const c = createXmlChecker({ tables, aliquotas });
      for (const d of inp.notes) c.check(d);
      for (const s of inp.skipped) c.ignore(s.origem, s.motivo);
      result = c.result();
      if (!inp.notes.length) { process.stderr.write(`Nenhuma NF-e/NFC-e encontrada em ${a.file}.\n`); return 1; }
    } else {
      const { rows } = await readRows(file, REFORMA_COLUMNS);
      const c = createRegisterChecker({ tables, data: a.data, regime: a.regime, aliquotas });
      for await (const r of rows) c.check(r);
      result = c.result();
    }
  } catch (e) {
    process.stderr.write(`${e instanceof SheetError ? e.message : `Não foi possível ler o arquivo: ${e instanceof Error ? e.message : String(e)}`}\n`);
    return 1;
  }
  process.stdout.write(a.json ? `${JSON.stringify(result, null, 2)}\n` : formatReforma(result, a.file));
  return 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  run(process.argv.slice(2)).then((code) => process.exit(code));
}
