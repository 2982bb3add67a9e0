/**
 * Limits every spreadsheet reader enforces, so one hostile cell or line cannot take the process's
 * memory (a 19 MB CSV cell used to grow the heap to 4.9 GB through string building, header matching
 * and regexes). They are Excel's own limits: a sheet Excel can open never exceeds them, so no real
 * export is refused by them, and the message can tell the user exactly which cell to fix.
 */
import { columnLetter } from './xlsx-style';
import type { RawRow } from './row-source';
import { SheetError } from './types';

/** Characters in one cell (Excel: "Total number of characters that a cell can contain: 32,767"). */
export const MAX_CELL_CHARS = 32_767;
/** Columns in one row (Excel: 16,384 columns, A to XFD). */
export const MAX_COLUMNS = 16_384;
/** Characters in one CSV record, all cells together: a wide sheet of long texts stays well under it. */
export const MAX_RECORD_CHARS = 1024 * 1024;

const fmt = (n: number) => n.toLocaleString('pt-BR');

/** The cell at `line` (1-based) and `col` (0-based) is longer than Excel allows. */
export function cellTooLong(line: number, col: number): SheetError {
  const ref = `${columnLetter(col + 1)}${line}`;
  return new SheetError(
    'TAMANHO',
    `A célula ${ref} (linha ${fmt(line)}, coluna ${columnLetter(col + 1)}) tem mais de ${fmt(MAX_CELL_CHARS)} caracteres, o máximo de uma célula do Excel. Corrija essa célula e envie o arquivo novamente.`,
  );
}

export function tooManyColumns(line: number): SheetError {
  return new SheetError(
    'TAMANHO',
    `A linha ${fmt(line)} tem mais de ${fmt(MAX_COLUMNS)} colunas, o máximo de uma planilha do Excel. Verifique o separador das colunas e envie o arquivo novamente.`,
  );
}

export function recordTooLong(line: number): SheetError {
  return new SheetError(
    'TAMANHO',
    `A linha ${fmt(line)} do arquivo tem mais de ${fmt(MAX_RECORD_CHARS)} caracteres; não é uma linha de planilha. Verifique o arquivo e envie-o novamente.`,
  );
}

/** Checks a row from any reader (the workbook readers build cells themselves; CSV checks while parsing). */
export function assertRowWithinLimits(row: RawRow): void {
  if (row.cells.length > MAX_COLUMNS) throw tooManyColumns(row.line);
  for (let c = 0; c < row.cells.length; c++) {
    const v = row.cells[c];
    if (typeof v === 'string' && v.length > MAX_CELL_CHARS) throw cellTooLong(row.line, c);
  }
}
