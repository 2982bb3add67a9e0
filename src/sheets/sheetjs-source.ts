/**
 * Non-streaming reader for what exceljs cannot stream: legacy .xls (BIFF), HTML tables and
 * "XML Spreadsheet 2003" files that ERPs save with an .xls extension, and .ods. The caller
 * limits the file size because SheetJS loads the whole workbook.
 */
import { readFile } from 'node:fs/promises';
import * as XLSX from '@e965/xlsx';
import iconv from 'iconv-lite';
import { excelSerialToDate } from './excel-date';
import { HEADER_SEARCH_ROWS } from './header-match';
import { decodeMarkup } from './markup-text';
import { zeroMaskText } from './zero-mask';
import { MAX_CELL_CHARS, MAX_COLUMNS, cellTooLong } from './read-limits';
import type { RawRow } from './row-source';
import { isEmptyRow } from './row-source';
import { SheetError, type CellValue } from './types';

export interface SheetJsReadOptions {
  sheetName?: string;
  /** HTML/XML text exports: keep cell text as typed ("04011000" must not become 4011000). */
  textual?: boolean;
}

/** BIFF error numbers, for error cells SheetJS leaves without their text. */
const ERROR_CODES: Readonly<Record<number, string>> = {
  0x00: '#NULL!', 0x07: '#DIV/0!', 0x0f: '#VALUE!', 0x17: '#REF!', 0x1d: '#NAME?', 0x24: '#NUM!', 0x2a: '#N/A',
};

function cellValue(cell: XLSX.CellObject | undefined, date1904: boolean): CellValue {
  if (!cell) return null;
  switch (cell.t) {
    case 'n': {
      const v = cell.v as number;
      if (!Number.isFinite(v)) return null;
      if (cell.z && XLSX.SSF.is_date(String(cell.z))) return excelSerialToDate(v, date1904);
      // As in .xlsx: an NCM stored as 4011000 and shown as '04011000' is the text the user sees.
      return typeof cell.z === 'string' ? zeroMaskText(v, cell.z) : v;
    }
    case 's': {
      const s = String(cell.v ?? '');
      return s.trim() === '' ? null : s;
    }
    case 'b':
      return Boolean(cell.v);
    case 'd':
      return cell.v instanceof Date ? cell.v : null;
    case 'e':
      // The code Excel stores ("#N/A"); pt-BR Excel shows it translated ("#N/D"), see ncm-cell.ts.
      return cell.w ?? (typeof cell.v === 'number' ? (ERROR_CODES[cell.v] ?? null) : null);
    default:
      return null;
  }
}

export function openWorkbook(buffer: Buffer, textual: boolean): XLSX.WorkBook {
  try {
    // Dense: rows are arrays of the cells really stored, so a lying <dimension> ("A1:XFD1048576")
    // cannot make the reader walk seventeen billion empty cells.
    const opts = { cellNF: true, cellDates: false, raw: textual, dense: true } as const;
    if (!textual) return XLSX.read(buffer, { ...opts, type: 'buffer' });
    // Markup is decoded here (windows-1252, HTML entities): SheetJS would read the bytes as UTF-8.
    const text = decodeMarkup(buffer);
    // SheetJS' module build reads SYLK/DIF text only as windows-1252 bytes (a JS string comes out garbled).
    if (/^(ID;P|TABLE\r?\n0,1\r?\n)/.test(text)) return XLSX.read(iconv.encode(text, 'win1252').toString('latin1'), { ...opts, type: 'binary' });
    return XLSX.read(text, { ...opts, type: 'string' });
  } catch (err) {
    const msg = err instanceof Error ? err.message : String(err);
    // "Unsupported ZIP encryption" also fires on damaged zips, so only password messages count.
    if (/password|EncryptionInfo|Encryption scheme|ODS Encryption/i.test(msg)) {
      throw new SheetError('CORROMPIDO', 'A planilha está protegida por senha. Abra-a no Excel, remova a senha e envie novamente.');
    }
    throw new SheetError('CORROMPIDO', 'Não foi possível ler o arquivo: ele parece estar corrompido ou não é uma planilha válida.');
  }
}

export async function* readSheetJsRows(filePath: string, opts: SheetJsReadOptions = {}): AsyncGenerator<RawRow> {
  const wb = openWorkbook(await readFile(filePath), opts.textual ?? false);
  const date1904 = Boolean(wb.Workbook?.WBProps?.date1904);
  // Hidden sheets (ERP lookups) are not read unless asked for by name; their first rows are offered,
  // tagged, so a missing column can be explained by them.
  const isHidden = (name: string) => Boolean(wb.Workbook?.Sheets?.[wb.SheetNames.indexOf(name)]?.Hidden);
  let names = wb.SheetNames;
  if (opts.sheetName !== undefined) {
    const wanted = opts.sheetName.trim().toLowerCase();
    names = wb.SheetNames.filter((n) => n.trim().toLowerCase() === wanted);
    if (names.length === 0) {
      throw new SheetError('VAZIO', `A aba "${opts.sheetName}" não existe nesta planilha. Abas encontradas: ${wb.SheetNames.join(', ')}.`);
    }
  }
  for (const name of names) {
    const ws = wb.Sheets[name];
    if (!ws || !ws['!ref']) continue;
    const hidden = opts.sheetName === undefined && isHidden(name);
    let offered = 0;
    const range = XLSX.utils.decode_range(ws['!ref']);
    const data = (ws['!data'] ?? []) as (XLSX.CellObject | undefined)[][];
    // Only the rows stored (dense mode): the sheet's declared range may be far larger than its data.
    for (let r = range.s.r; r < data.length && r <= range.e.r; r++) {
      if (hidden && offered >= HEADER_SEARCH_ROWS) break;
      const stored = data[r];
      if (!stored) continue;
      // A formula saved without its value is dropped by SheetJS (kept only with sheetStubs, which would
      // add a cell for every formatted blank): read as empty. Such files usually go to exceljs, which keeps it.
      const cells: CellValue[] = [];
      const last = Math.min(stored.length - 1, range.e.c, MAX_COLUMNS);
      for (let c = 0; c <= last; c++) {
        const v = c < range.s.c ? null : cellValue(stored[c], date1904);
        // Refused here, naming the cell, before the text reaches header matching (see read-limits.ts).
        if (typeof v === 'string' && v.length > MAX_CELL_CHARS) throw cellTooLong(r + 1, c);
        cells.push(v);
      }
      while (cells.length && cells[cells.length - 1] === null) cells.pop();
      if (isEmptyRow(cells)) continue;
      offered++;
      // Tagged with its sheet: readRows picks the sheet whose header has the columns.
      yield hidden ? { line: r + 1, cells, sheet: name, hidden: true } : { line: r + 1, cells, sheet: name };
    }
  }
}
