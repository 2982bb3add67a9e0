/**
 * Simple styled table export (admin lists, findings tables): one or more sheets, each a header
 * plus rows of keyed values, streamed with exceljs' WorkbookWriter so large lists stay bounded.
 */
import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { toBrasiliaWallClock } from './format';
import type { CellValue } from './types';
import { NUMFMT_DATETIME, columnLetter, dateFormatFor, exportValue, peek, replay, styleHeaderCell, widthFor } from './xlsx-style';
import { ROWS_PER_DRAIN_CHECK, sheetDrained } from './xlsx-backpressure';

export interface TableColumn {
  header: string;
  key: string;
  /** Excel characters; default from the header and the first rows. */
  width?: number;
  /** e.g. NUMFMT_MONEY from xlsx-style; dates get dd/mm/aaaa automatically. */
  numFmt?: string;
  /** Date values are instants (createdAt…): shown in Brasília time instead of UTC. */
  moment?: boolean;
}

export type TableRow = Record<string, CellValue | undefined>;

export interface TableSheet {
  name: string;
  columns: TableColumn[];
  rows: Iterable<TableRow> | AsyncIterable<TableRow>;
}

/** Rows sampled to size the columns before streaming. */
const WIDTH_SAMPLE = 200;

/** Excel forbids : \ / ? * [ ] in sheet names and limits them to 31 characters. */
export function safeSheetName(name: string, used: Set<string>): string {
  const base = name.replace(/[:\\/?*[\]]/g, ' ').trim().slice(0, 31) || 'Planilha';
  let candidate = base;
  for (let i = 2; used.has(candidate.toLowerCase()); i++) candidate = `${base.slice(0, 28)} (${i})`;
  used.add(candidate.toLowerCase());
  return candidate;
}

/** Appends one table sheet to a streaming workbook and commits it. */
export async function addTableSheet(wb: ExcelJS.stream.xlsx.WorkbookWriter, sheet: TableSheet, usedNames: Set<string>): Promise<void> {
  const sample = await peek(sheet.rows, WIDTH_SAMPLE);
  const ws = wb.addWorksheet(safeSheetName(sheet.name, usedNames), { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.columns = sheet.columns.map((c) => ({
    key: c.key,
    width: c.width ?? widthFor(c.header, sample.head.map((r) => r[c.key])),
  }));
  if (sheet.columns.length > 0) ws.autoFilter = `A1:${columnLetter(sheet.columns.length)}1`;
  const headerRow = ws.addRow(sheet.columns.map((c) => c.header));
  headerRow.eachCell((cell) => styleHeaderCell(cell));
  headerRow.commit();
  let written = 0;
  for await (const r of replay(sample)) {
    const row = ws.addRow(
      sheet.columns.map((c) => {
        const v = r[c.key];
        return exportValue(c.moment && v instanceof Date ? toBrasiliaWallClock(v) : v);
      }),
    );
    sheet.columns.forEach((c, i) => {
      const v = r[c.key];
      if (v instanceof Date) row.getCell(i + 1).numFmt = c.numFmt ?? (c.moment ? NUMFMT_DATETIME : dateFormatFor(v));
      else if (c.numFmt && typeof v === 'number') row.getCell(i + 1).numFmt = c.numFmt;
    });
    row.commit();
    if (++written % ROWS_PER_DRAIN_CHECK === 0) await sheetDrained(ws);
  }
  ws.commit();
}

/** Writes the sheets to a file path or a writable stream (e.g. an HTTP response). */
export async function writeTableXlsx(target: string | Writable, sheets: TableSheet[]): Promise<void> {
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({
    ...(typeof target === 'string' ? { filename: target } : { stream: target }),
    useStyles: true,
    useSharedStrings: false,
  });
  wb.creator = 'Apura';
  const used = new Set<string>();
  for (const s of sheets) await addTableSheet(wb, s, used);
  await wb.commit();
}
