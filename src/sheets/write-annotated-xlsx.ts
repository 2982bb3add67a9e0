/**
 * The "annotated copy" of a user's spreadsheet: the original header and cells, extra columns
 * added by a check (NCM sugerido, situação, mensagens…), each row filled by its status, plus
 * extra sheets (summary, findings, table versions). Streamed so 100k rows stay bounded.
 * Used by the NCM "arquivo corrigido" and the PIS/COFINS "relatório".
 */
import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { addTableSheet, safeSheetName, type TableColumn, type TableSheet } from './write-table-xlsx';
import { ROWS_PER_DRAIN_CHECK, sheetDrained } from './xlsx-backpressure';
import type { CellValue } from './types';
import {
  ADDED_HEADER_FILL,
  columnLetter,
  dateFormatFor,
  exportValue,
  peek,
  replay,
  solidFill,
  styleHeaderCell,
  widthFor,
} from './xlsx-style';

export type RowStatus = 'ok' | 'warning' | 'error' | 'suggestion';

/** Light fills that keep black text readable; 'ok' rows stay unfilled. */
export const STATUS_FILL: Record<RowStatus, string | null> = {
  ok: null,
  warning: 'FFFFF2CC',
  error: 'FFF8D7DA',
  suggestion: 'FFDCEBFA',
};

export const STATUS_LABEL: Record<RowStatus, string> = {
  ok: 'OK',
  warning: 'Aviso',
  error: 'Erro',
  suggestion: 'Sugestão',
};

export interface AnnotatedRow {
  /** Original cells, in the original column order (MappedRow.raw). */
  raw: CellValue[];
  /** Values of the added columns, in addedHeader order. */
  added: CellValue[];
  status: RowStatus;
  /** Row number in the original sheet (MappedRow.line): when given, the row keeps it in the copy. */
  line?: number;
}

export interface AnnotatedMainSheet {
  name: string;
  /** Original header cells (SheetHeader.cells). */
  header: string[];
  /** Headers of the added columns, written after the original ones on a different fill. */
  addedHeader: string[];
  /** Number formats for added columns by index in addedHeader (e.g. NUMFMT_MONEY). */
  addedNumFmts?: Record<number, string>;
  rows: Iterable<AnnotatedRow> | AsyncIterable<AnnotatedRow>;
  /**
   * Row of the header in the original sheet (SheetHeader.line). With `line` on each row, the copy keeps
   * the original row numbers, so 'linha 7' in a finding is row 7 in the corrected file too.
   */
  headerLine?: number;
}

export interface AnnotatedWorkbookSpec {
  mainSheet: AnnotatedMainSheet;
  /** Written after the main sheet, in order. */
  extraSheets?: TableSheet[];
}

const WIDTH_SAMPLE = 200;

/** A two-column "Item | Valor" sheet (summary, parameters, table versions). */
export function keyValueSheet(name: string, pairs: [string, CellValue][], headers: [string, string] = ['Item', 'Valor']): TableSheet {
  const columns: TableColumn[] = [
    { header: headers[0], key: 'label' },
    { header: headers[1], key: 'value' },
  ];
  return { name, columns, rows: pairs.map(([label, value]) => ({ label, value })) };
}

/** Writes the workbook to a file path or writable stream. */
export async function writeAnnotatedWorkbook(target: string | Writable, spec: AnnotatedWorkbookSpec): Promise<void> {
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({
    ...(typeof target === 'string' ? { filename: target } : { stream: target }),
    useStyles: true,
    useSharedStrings: false,
  });
  wb.creator = 'Apura';
  const used = new Set<string>();
  const main = spec.mainSheet;
  const sample = await peek(main.rows, WIDTH_SAMPLE);
  // Rows can be wider than the header (cells with no title): keep them, under an empty header.
  const originalWidth = Math.max(main.header.length, ...sample.head.map((r) => r.raw.length));
  const totalCols = originalWidth + main.addedHeader.length;

  const headerLine = Math.max(1, main.headerLine ?? 1);
  const ws = wb.addWorksheet(safeSheetName(main.name, used), { views: [{ state: 'frozen', ySplit: headerLine }] });
  ws.columns = Array.from({ length: totalCols }, (_, i) => {
    const isAdded = i >= originalWidth;
    const title = isAdded ? main.addedHeader[i - originalWidth] : (main.header[i] ?? '');
    const values = sample.head.map((r) => (isAdded ? r.added[i - originalWidth] : r.raw[i]));
    return { width: widthFor(title, values) };
  });
  if (totalCols > 0) ws.autoFilter = `A${headerLine}:${columnLetter(totalCols)}${headerLine}`;
  if (headerLine > 1) {
    const note = ws.getRow(1);
    note.getCell(1).value = 'Cópia anotada pelo Apura: cada linha mantém o número que tem no arquivo original.';
    note.commit();
  }
  const headerValues = [
    ...Array.from({ length: originalWidth }, (_, i) => exportValue(main.header[i] ?? '')),
    ...main.addedHeader.map((h) => exportValue(h)),
  ];
  const headerRow = ws.getRow(headerLine);
  headerRow.values = headerValues;
  for (let i = 1; i <= totalCols; i++) styleHeaderCell(headerRow.getCell(i), i > originalWidth ? ADDED_HEADER_FILL : undefined);
  headerRow.commit();

  let lastLine = headerLine;
  let written = 0;
  for await (const r of replay(sample)) {
    // Cells past the sampled width (untitled notes far to the right) are left out so the added
    // columns stay aligned under their headers.
    const values: ExcelJS.CellValue[] = [];
    for (let i = 0; i < originalWidth; i++) values.push(exportValue(r.raw[i]));
    main.addedHeader.forEach((_, j) => values.push(exportValue(r.added[j])));
    const at = r.line !== undefined && r.line > lastLine ? r.line : lastLine + 1;
    lastLine = at;
    const row = ws.getRow(at);
    row.values = values;
    const fill = STATUS_FILL[r.status];
    for (let i = 0; i < totalCols; i++) {
      const cell = row.getCell(i + 1);
      const v = i < originalWidth ? r.raw[i] : r.added[i - originalWidth];
      if (v instanceof Date) cell.numFmt = dateFormatFor(v);
      else if (i >= originalWidth && typeof v === 'number' && main.addedNumFmts?.[i - originalWidth]) {
        cell.numFmt = main.addedNumFmts[i - originalWidth];
      }
      if (fill) cell.fill = solidFill(fill);
    }
    row.commit();
    if (++written % ROWS_PER_DRAIN_CHECK === 0) await sheetDrained(ws);
  }
  ws.commit();
  for (const extra of spec.extraSheets ?? []) await addTableSheet(wb, extra, used);
  await wb.commit();
}
