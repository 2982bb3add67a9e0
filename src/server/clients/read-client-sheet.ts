import { readRows } from '../../sheets/read-rows';
import type { CellValue } from '../../sheets/types';
import { CLIENT_COLUMNS, MAX_CLIENT_ROWS, MAX_CLIENT_SHEET_BYTES } from './client-sheet-columns';

/** One row of a client spreadsheet as written (validated later, in pt-BR, row by row). */
export interface ClientSheetRow {
  linha: number;
  cnpj: string;
  razao_social: string;
  regime: string;
  uf: string;
}

function text(v: CellValue | undefined): string {
  if (v === null || v === undefined) return '';
  if (v instanceof Date) return '';
  return String(v).trim();
}

/** A CNPJ typed in a numeric cell lost its leading zeros (00.123.456/0001-…): they are put back. */
function cnpjText(v: CellValue | undefined): string {
  if (typeof v === 'number' && Number.isInteger(v) && v > 0) return String(v).padStart(14, '0');
  return text(v);
}

/** Reads the rows of a client spreadsheet (bounded: 5 MB, 5 000 rows); runs in the uploads engine child. */
export async function readClientSheet(path: string, fileName: string): Promise<ClientSheetRow[]> {
  const { rows } = await readRows(path, CLIENT_COLUMNS, { fileName, maxRows: MAX_CLIENT_ROWS, maxBytes: MAX_CLIENT_SHEET_BYTES });
  const out: ClientSheetRow[] = [];
  for await (const r of rows) {
    const row = { linha: r.line, cnpj: cnpjText(r.values.cnpj), razao_social: text(r.values.razao_social), regime: text(r.values.regime), uf: text(r.values.uf) };
    if (row.cnpj || row.razao_social) out.push(row);
  }
  return out;
}
