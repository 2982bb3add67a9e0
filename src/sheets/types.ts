/**
 * The contract of `src/sheets`: every check reads its input through `readRows` and gets
 * header-mapped rows, so header detection, encodings and pt-BR numbers live in one place.
 */

import type { CellValue } from '../fiscal/cell-value';
export type { CellValue } from '../fiscal/cell-value';

/** One logical column a check looks for, matched against header cells ignoring case, accents and punctuation. */
export interface ColumnSpec {
  key: string;
  /** pt-BR header names accepted, e.g. ['NCM', 'Cód. NCM', 'NCM/SH', 'Classificação fiscal']. */
  synonyms: string[];
  required?: boolean;
  /**
   * When no column matches this spec, use the column found for the spec with this key: one column
   * holding both values ("CST PIS/COFINS" for the PIS CST and the COFINS CST).
   */
  sameAs?: string;
  /**
   * Header names too generic to accept alone ("Classificação" holds the NCM in some exports and a
   * product group in others): used only when no synonym matched and the cells under the column mostly
   * match `pattern` (see header-match-data.ts).
   */
  dataSynonyms?: { synonyms: string[]; pattern: RegExp };
}

export interface SheetHeader {
  /** The header row as the user sees it (1-based sheet row). */
  line: number;
  /** Every header cell of the original sheet, in order (for annotated copies of the original). */
  cells: string[];
  /** key → 0-based column index, for the ColumnSpecs that were found. */
  columns: Record<string, number>;
  /** Worksheet read (workbooks only): the first visible one whose header has the required columns. */
  sheetName?: string;
}

export interface MappedRow {
  /** Sheet row number as the user sees it: the header row is line 1 when it is the first row. */
  line: number;
  /** key → value for the found columns. */
  values: Record<string, CellValue>;
  /** Every cell of the original row, in order. */
  raw: CellValue[];
}

export type SheetErrorCode =
  | 'EXTENSAO'
  | 'CORROMPIDO'
  | 'VAZIO'
  | 'COLUNAS'
  | 'TAMANHO'
  | 'LINHAS';

/** A problem with the input file; `message` is pt-BR and safe to show to the user. */
export class SheetError extends Error {
  constructor(
    public readonly code: SheetErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'SheetError';
  }
}
