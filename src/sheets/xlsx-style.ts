/**
 * Look shared by every .xlsx export: bold header on a fill, frozen header row, autofilter,
 * widths from the content, pt-BR-friendly number formats (Excel shows "#,##0.00" as 1.234,56
 * in a pt-BR install), and text through safeText.
 */
import type ExcelJS from 'exceljs';
import { safeText } from './safe-cell';
import type { CellValue } from './types';

export const HEADER_FILL = 'FFDDE5F0';
export const ADDED_HEADER_FILL = 'FFFCE4C4';
export const NUMFMT_MONEY = '"R$" #,##0.00';
export const NUMFMT_DECIMAL = '#,##0.00';
export const NUMFMT_INTEGER = '0';
export const NUMFMT_PERCENT = '0.00"%"';
export const NUMFMT_DATE = 'dd/mm/yyyy';
export const NUMFMT_DATETIME = 'dd/mm/yyyy hh:mm';

export function solidFill(argb: string): ExcelJS.Fill {
  return { type: 'pattern', pattern: 'solid', fgColor: { argb } };
}

const THIN_BORDER: Partial<ExcelJS.Borders> = { bottom: { style: 'thin', color: { argb: 'FF8C9BB0' } } };

export function styleHeaderCell(cell: ExcelJS.Cell, fill = HEADER_FILL): void {
  cell.font = { bold: true };
  cell.fill = solidFill(fill);
  cell.border = THIN_BORDER;
  cell.alignment = { vertical: 'middle', wrapText: true };
}

/** Value for exceljs: text guarded against formulas; dates keep time only when they have one. */
export function exportValue(v: CellValue | undefined): ExcelJS.CellValue {
  if (v === undefined || v === null) return null;
  if (typeof v === 'string') return safeText(v);
  if (typeof v === 'number' && !Number.isFinite(v)) return null;
  return v;
}

export function dateFormatFor(d: Date): string {
  return d.getUTCHours() + d.getUTCMinutes() + d.getUTCSeconds() > 0 ? NUMFMT_DATETIME : NUMFMT_DATE;
}

/** Display length of a value, for column widths. */
export function displayLength(v: CellValue | undefined): number {
  if (v === null || v === undefined) return 0;
  if (v instanceof Date) return 16;
  if (typeof v === 'number') return Math.min(String(v).length + 3, 18);
  const s = String(v);
  const longestLine = s.split(/\r?\n/).reduce((m, l) => Math.max(m, l.length), 0);
  return longestLine;
}

/** Width in Excel characters: fits the header and sampled values, within 8..60. */
export function widthFor(header: string, samples: (CellValue | undefined)[]): number {
  const longest = samples.reduce<number>((m, v) => Math.max(m, displayLength(v)), Math.min(header.length, 40));
  return Math.max(8, Math.min(60, longest + 2));
}

/** Column letter(s) for a 1-based index (1 → A, 27 → AA). */
export function columnLetter(index: number): string {
  let s = '';
  for (let n = index; n > 0; n = Math.floor((n - 1) / 26)) s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
  return s;
}

/** Collects up to `n` items of a (possibly async) iterable and returns them with the rest of it. */
export async function peek<T>(
  source: Iterable<T> | AsyncIterable<T>,
  n: number,
): Promise<{ head: T[]; rest: AsyncIterator<T> | Iterator<T>; done: boolean }> {
  const it: AsyncIterator<T> | Iterator<T> =
    Symbol.asyncIterator in source ? (source as AsyncIterable<T>)[Symbol.asyncIterator]() : (source as Iterable<T>)[Symbol.iterator]();
  const head: T[] = [];
  let done = false;
  while (head.length < n) {
    const next = await it.next();
    if (next.done) {
      done = true;
      break;
    }
    head.push(next.value);
  }
  return { head, rest: it, done };
}

/** Every item: the peeked head then the rest. */
export async function* replay<T>(p: { head: T[]; rest: AsyncIterator<T> | Iterator<T>; done: boolean }): AsyncGenerator<T> {
  yield* p.head;
  if (p.done) return;
  for (;;) {
    const next = await p.rest.next();
    if (next.done) return;
    yield next.value;
  }
}
