/**
 * Formula-injection guard for every export: text starting with = + - @ (or tab/CR) would be run
 * as a formula by Excel/LibreOffice, so it gets a leading apostrophe and is shown as typed.
 */
import type { CellValue } from './types';

const DANGEROUS_START = /^[=+\-@\t\r]/;

export function safeText(text: string): string {
  return DANGEROUS_START.test(text) ? `'${text}` : text;
}

/** Numbers, dates, booleans and null pass unchanged; only text can carry a formula. */
export function safeCell<T extends CellValue | undefined>(v: T): T | string {
  return typeof v === 'string' ? safeText(v) : v;
}
