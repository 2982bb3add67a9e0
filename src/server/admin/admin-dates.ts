/**
 * Calendar dates chosen by the admin (aaaa-mm-dd) are days in Brasília: access 'expira em
 * 31/12/2026' means the user may work through that whole day. Brazil has had no daylight saving
 * since 2019, so Brasília is a fixed UTC-03:00.
 */
const BRASILIA_OFFSET = '-03:00';

/** The last millisecond of an aaaa-mm-dd day in Brasília. */
export function endOfDayBrasilia(isoDate: string): Date {
  return new Date(`${isoDate}T23:59:59.999${BRASILIA_OFFSET}`);
}

/** The first millisecond of an aaaa-mm-dd day in Brasília (period filters). */
export function startOfDayBrasilia(isoDate: string): Date {
  return new Date(`${isoDate}T00:00:00.000${BRASILIA_OFFSET}`);
}

/** aaaa-mm-dd of an instant, as the day in Brasília (what a date input shows). */
export function isoDayBrasilia(d: Date): string {
  return new Date(d.getTime() - 3 * 3600_000).toISOString().slice(0, 10);
}
