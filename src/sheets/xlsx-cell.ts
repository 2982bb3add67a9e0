/**
 * Converts an exceljs cell value (rich text, formula, hyperlink, error objects) into a CellValue.
 * Formula cells use the cached result Excel saved; numbers are never formatted (an NCM stored as
 * the number 4011000 stays a number so the NCM check can see the lost leading zero).
 */
import { excelSerialToDate } from './excel-date';
import type { CellValue } from './types';

interface RichTextRun {
  text?: unknown;
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !(v instanceof Date);
}

function richTextToString(runs: unknown): string {
  if (!Array.isArray(runs)) return '';
  return runs.map((r: RichTextRun) => (typeof r?.text === 'string' ? r.text : '')).join('');
}

/** exceljs does not apply date formats to formula results: a numeric result in a date cell becomes a Date here. */
export function xlsxCellValue(value: unknown, isDateFormat: boolean, date1904 = false): CellValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value.trim() === '' ? null : value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'boolean') return value;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (!isRecord(value)) return String(value);
  if ('richText' in value) return xlsxCellValue(richTextToString(value.richText), false);
  if ('formula' in value || 'sharedFormula' in value) {
    const result = value.result;
    if (typeof result === 'number' && isDateFormat && Number.isFinite(result)) return excelSerialToDate(result, date1904);
    // An error result (#N/D) is parsed by exceljs as NaN; show the cell as empty rather than a fake number.
    if (isRecord(result) && 'error' in result) return String(result.error);
    return xlsxCellValue(result, false, date1904);
  }
  if ('error' in value) return String(value.error);
  // Hyperlink cells carry the visible text in `text` (itself possibly rich text).
  if ('text' in value) {
    const t = value.text;
    return xlsxCellValue(isRecord(t) ? t : t, false);
  }
  return null;
}

/**
 * The formula text of a formula cell that came out of xlsxCellValue as null (no cached result; for
 * exceljs' streaming reader also a "", 0 or error result, which it drops), '' for a shared formula's
 * copies; null for any other cell.
 */
export function blankFormula(value: unknown): string | null {
  if (!isRecord(value) || !('formula' in value || 'sharedFormula' in value)) return null;
  return typeof value.formula === 'string' ? value.formula : '';
}
