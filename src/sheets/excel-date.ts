/**
 * Excel date serials. Dates are returned as UTC midnight (+ time) of the calendar value the user
 * typed, so `toISOString().slice(0, 10)` is the date shown in Excel whatever the server timezone.
 */

const MS_PER_DAY = 86_400_000;
/** 1899-12-30: day 0 of the 1900 system once Excel's fictitious 29/02/1900 is accounted for. */
const EPOCH_1900 = Date.UTC(1899, 11, 30);
const EPOCH_1904 = Date.UTC(1904, 0, 1);

export function excelSerialToDate(serial: number, date1904 = false): Date {
  const base = date1904 ? EPOCH_1904 : EPOCH_1900;
  // Round to the millisecond: serials carry float noise (0.999999 of a day).
  return new Date(Math.round(base + serial * MS_PER_DAY));
}

/** Plausible serial for an invoice/entry date: 1/1/1950 .. 31/12/2100. */
export function isPlausibleDateSerial(n: number): boolean {
  return Number.isFinite(n) && n >= 18264 && n <= 73415;
}
