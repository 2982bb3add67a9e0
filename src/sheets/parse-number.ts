/**
 * pt-BR numbers and dates as they appear in spreadsheets typed by people and exported by ERPs:
 * "R$ 1.234,56", "(1.234,56)", "1,65%", "1234.56", Excel date serials, "15/01/25".
 */
import { excelSerialToDate, isPlausibleDateSerial } from './excel-date';
import type { CellValue } from './types';

/**
 * A number from a cell, or null when the cell is empty, "-" or not a number.
 * A C/D (crédito/débito) mark of accounting exports ("1.234,56 C", "D 1.234,56") is dropped and
 * gives no sign: see dropDebitCreditMark.
 * Percentages keep their written value ("1,65%" → 1.65), the way aliquots are typed.
 * With both separators the last one is the decimal one; a lone "." followed by exactly three
 * digits ("1.234") is a pt-BR thousands separator.
 */
export function parseBrNumber(v: CellValue): number | null {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v !== 'string') return null;
  let s = dropDebitCreditMark(v.replace(/[\s\u00a0\u202f]/g, '').replace(/^R\$/i, '').replace(/R\$/i, ''));
  if (s === '' || /^[-–—]+$/.test(s)) return null;
  let negative = false;
  if (s.startsWith('(') && s.endsWith(')')) {
    negative = true;
    s = s.slice(1, -1);
  }
  s = s.replace(/^R\$/i, '');
  // The typographic minus and the en dash of accounting reports are minus signs too.
  if (/^[-\u2212\u2013]/.test(s)) {
    negative = !negative;
    s = s.slice(1);
  } else if (s.endsWith('-')) {
    // "1.234,56-": trailing minus of some ERP/accounting reports.
    negative = !negative;
    s = s.slice(0, -1);
  } else if (s.startsWith('+')) s = s.slice(1);
  s = s.replace(/^R\$/i, '').replace(/%$/, '');
  if (/^\d+(\.\d+)?e[+-]?\d+$/i.test(s)) return finish(Number(s), negative);
  if (!/^[\d.,]+$/.test(s) || !/\d/.test(s)) return null;
  const lastComma = s.lastIndexOf(',');
  const lastDot = s.lastIndexOf('.');
  let normalized: string;
  if (lastComma >= 0 && lastDot >= 0) {
    const decimal = lastComma > lastDot ? ',' : '.';
    const thousands = decimal === ',' ? '.' : ',';
    const [intPart, ...rest] = s.split(decimal);
    if (rest.length !== 1 || !validThousands(intPart, thousands)) return null;
    normalized = intPart.split(thousands).join('') + '.' + rest[0];
  } else if (lastComma >= 0) {
    const parts = s.split(',');
    if (parts.length === 2) normalized = parts[0] + '.' + parts[1];
    else if (validThousands(s, ',')) normalized = parts.join('');
    else return null;
  } else if (lastDot >= 0) {
    const parts = s.split('.');
    if (parts.length === 2 && !(parts[1].length === 3 && parts[0] !== '0' && parts[0] !== '')) normalized = s;
    else if (validThousands(s, '.')) normalized = parts.join('');
    else return null;
  } else normalized = s;
  if (normalized.startsWith('.')) normalized = '0' + normalized;
  if (!/^\d+(\.\d*)?$/.test(normalized)) return null;
  return finish(Number(normalized), negative);
}

/**
 * Drops the C/D (crédito/débito) mark ledger and accounting ERPs print beside an amount, in text
 * without spaces ("1.234,56C", "D1.234,56"). It gives no sign: which of C and D is negative depends
 * on the account's nature (a sale is a credit in revenue and a debit in the customer), so the amount
 * is read as written, positive unless a minus or parentheses say otherwise. Same rule as the PIS/COFINS
 * engine's parseDecimal (src/fiscal may not import this file). Char tests: runs for every value cell.
 */
function dropDebitCreditMark(s: string): string {
  const n = s.length;
  if (n < 2) return s;
  const isMark = (code: number) => (code & ~32) === 67 || (code & ~32) === 68;
  const isDigit = (code: number) => code >= 48 && code <= 57;
  if (isMark(s.charCodeAt(n - 1))) {
    const before = s.charCodeAt(n - 2);
    return isDigit(before) || before === 41 ? s.slice(0, -1) : s;
  }
  if (isMark(s.charCodeAt(0))) {
    const after = s.charCodeAt(1);
    return isDigit(after) || after === 40 || after === 45 ? s.slice(1) : s;
  }
  return s;
}

function validThousands(intPart: string, sep: string): boolean {
  if (!intPart.includes(sep)) return /^\d*$/.test(intPart);
  const groups = intPart.split(sep);
  return /^\d{1,3}$/.test(groups[0]) && groups.slice(1).every((g) => /^\d{3}$/.test(g));
}

function finish(n: number, negative: boolean): number | null {
  if (!Number.isFinite(n)) return null;
  return negative ? -n : n;
}

function utcDate(y: number, m: number, d: number, hh = 0, mi = 0, ss = 0): Date | null {
  if (m < 1 || m > 12 || d < 1 || d > 31 || hh > 23 || mi > 59 || ss > 59) return null;
  const date = new Date(Date.UTC(y, m - 1, d, hh, mi, ss));
  // Date.UTC rolls 31/02 over to March: refuse instead of inventing a date.
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return date;
}

/**
 * A date from a cell (UTC midnight of the calendar date; time kept when present), or null.
 * Accepts Date cells, Excel serials, "dd/mm/aaaa", "dd/mm/aa", "aaaa-mm-dd", "dd/mm/aaaa hh:mm[:ss]".
 */
export function parseBrDate(v: CellValue): Date | null {
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? null : v;
  if (typeof v === 'number') return isPlausibleDateSerial(v) ? excelSerialToDate(v) : null;
  if (typeof v !== 'string') return null;
  const s = v.trim();
  let m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})(?:[ T]+(\d{1,2}):(\d{2})(?::(\d{2}))?)?$/.exec(s);
  if (m) {
    let year = Number(m[3]);
    // Two-digit years: 00-69 → 2000s, 70-99 → 1900s (Excel's own pivot is 29/30).
    if (m[3].length === 2) year += year < 70 ? 2000 : 1900;
    return utcDate(year, Number(m[2]), Number(m[1]), Number(m[4] ?? 0), Number(m[5] ?? 0), Number(m[6] ?? 0));
  }
  m = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?(?:Z|[+-]\d{2}:?\d{2})?)?$/.exec(s);
  if (m) return utcDate(Number(m[1]), Number(m[2]), Number(m[3]), Number(m[4] ?? 0), Number(m[5] ?? 0), Number(m[6] ?? 0));
  // A serial typed as text ("45672") by CSV exports of date columns.
  if (/^\d{5}(\.\d+)?$/.test(s)) {
    const n = Number(s);
    return isPlausibleDateSerial(n) ? excelSerialToDate(n) : null;
  }
  return null;
}
