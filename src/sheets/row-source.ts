/** What every format reader yields before header mapping: the sheet row number and its cells. */
import type { CellValue } from './types';

export interface RawRow {
  /** 1-based row number as the user sees it in Excel (CSV: record number). */
  line: number;
  /** Cells from column A (index 0); missing cells are null. */
  cells: CellValue[];
  /** Worksheet name (workbooks); absent for CSV/TXT, which have one sheet. */
  sheet?: string;
  /**
   * The sheet is hidden: only its first rows are offered, never read as data — they let readRows say
   * "the data is in the hidden sheet X" instead of "column not found".
   */
  hidden?: boolean;
  /**
   * Cells (0-based column → formula text, '' when unknown) holding a formula with no usable result,
   * read as null: a file written by a library that does not calculate, or (exceljs drops falsy and
   * error results) a formula giving "", 0 or an error. Only set on rows that have one.
   */
  formulas?: Record<number, string>;
}

/** Whitespace-only text counts as empty, like Excel's own "blank" rows. */
export function isEmptyCell(v: CellValue): boolean {
  return v === null || (typeof v === 'string' && v.trim() === '');
}

export function isEmptyRow(cells: CellValue[]): boolean {
  return cells.every(isEmptyCell);
}
