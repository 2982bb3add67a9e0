import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as XLSX from '@e965/xlsx';
import { CestTable } from './cest-table';
import { CfopTable } from './cfop-table';
import { brDateToIso, csvRecords, parseCsv } from './csv';
import { IbptTable, type IbptEntry } from './ibpt-table';
import { TipiTable } from './tipi-table';

/** TIPI from `tipi/tipi.csv` (fast) or else the official `tipi/*.xlsx` (sheet "Tabela Completa", header row "NCM"). */
export function loadTipi(dir: string): TipiTable | null {
  const csvPath = path.join(dir, 'tipi', 'tipi.csv');
  if (existsSync(csvPath)) {
    const rows = parseCsv(readFileSync(csvPath, 'utf8')).slice(1);
    return new TipiTable(rows.map((r) => [r[0] ?? '', r[1] ?? '', r[2] ?? '', r[3] ?? '']));
  }
  const tipiDir = path.join(dir, 'tipi');
  if (!existsSync(tipiDir)) return null;
  const xlsx = readdirSync(tipiDir).find((n) => /\.xlsx?$/i.test(n));
  if (!xlsx) return null;
  const wb = XLSX.read(readFileSync(path.join(tipiDir, xlsx)), { type: 'buffer' });
  const sheet = wb.Sheets[wb.SheetNames.find((n) => /completa/i.test(n)) ?? wb.SheetNames[0]!]!;
  const all = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: false, defval: '' });
  const headerIdx = all.findIndex((r) => String(r[0] ?? '').trim().toUpperCase() === 'NCM');
  const rows = all.slice(headerIdx + 1).map((r): [string, string, string, string] => [
    String(r[0] ?? ''),
    String(r[1] ?? ''),
    String(r[2] ?? ''),
    String(r[3] ?? ''),
  ]);
  return new TipiTable(rows);
}

export function loadCest(dir: string, knownPrefix: (p: string) => boolean): CestTable | null {
  const file = firstCsv(path.join(dir, 'cest'));
  if (!file) return null;
  const recs = csvRecords(readFileSync(file, 'utf8'));
  return new CestTable(
    recs.map((r) => ({ code: r.code ?? '', name: r.name ?? '', ncms: r.ncms ?? '' })),
    knownPrefix,
  );
}

export function loadCfop(dir: string): CfopTable | null {
  const file = firstCsv(path.join(dir, 'cfop'));
  if (!file) return null;
  const recs = csvRecords(readFileSync(file, 'utf8'));
  return new CfopTable(recs.map((r) => ({ code: r.code ?? '', name: r.name ?? '', type_in_out: r.type_in_out ?? '' })));
}

/** IBPT (`ibpt/TabelaIBPTax*.csv`, `;`-separated). When several files exist, the newest version wins. */
export function loadIbpt(dir: string): IbptTable | null {
  const ibptDir = path.join(dir, 'ibpt');
  if (!existsSync(ibptDir)) return null;
  const files = readdirSync(ibptDir)
    .filter((n) => /\.csv$/i.test(n))
    .sort();
  const name = files[files.length - 1];
  if (!name) return null;
  const recs = csvRecords(readFileSync(path.join(ibptDir, name), 'utf8'), ';');
  const entries: IbptEntry[] = [];
  const num = (s: string | undefined): number => Number((s ?? '').replace(',', '.')) || 0;
  for (const r of recs) {
    if ((r.tipo ?? '').trim() !== '0') continue;
    const code = (r.codigo ?? '').replace(/\D/g, '').padStart(8, '0');
    if (code.length !== 8) continue;
    entries.push({
      code,
      ex: (r.ex ?? '').trim() ? (r.ex ?? '').trim().padStart(2, '0') : null,
      description: (r.descricao ?? '').trim(),
      federalNacional: num(r.nacionalfederal),
      federalImportado: num(r.importadosfederal),
      estadual: num(r.estadual),
      municipal: num(r.municipal),
    });
  }
  const first = recs[0] ?? {};
  return new IbptTable(entries, {
    versao: (first.versao ?? '').trim(),
    validFrom: brDateToIso(first.vigenciainicio),
    validTo: brDateToIso(first.vigenciafim),
    fonte: (first.fonte ?? 'IBPT').trim(),
  });
}

function firstCsv(folder: string): string | null {
  if (!existsSync(folder)) return null;
  const name = readdirSync(folder).find((n) => /\.csv$/i.test(n));
  return name ? path.join(folder, name) : null;
}
