/**
 * Calendar months as the office sees them (America/Sao_Paulo). Brazil has had no daylight saving time
 * since 2019, so the month boundaries are fixed at 03:00 UTC.
 */
const OFFSET_HOURS = 3;

export interface MonthWindow {
  start: Date;
  end: Date;
  /** 'novembro de 2026' */
  label: string;
}

// Built once: constructing an Intl formatter costs more than the rest of the dashboard's arithmetic.
const monthLabel = new Intl.DateTimeFormat('pt-BR', { month: 'long', year: 'numeric', timeZone: 'America/Sao_Paulo' });

export function monthWindows(now: Date): { current: MonthWindow; previous: MonthWindow } {
  const local = new Date(now.getTime() - OFFSET_HOURS * 3600_000);
  const y = local.getUTCFullYear();
  const m = local.getUTCMonth();
  const at = (year: number, month: number) => new Date(Date.UTC(year, month, 1, OFFSET_HOURS));
  const label = (d: Date) => monthLabel.format(d);
  const current = { start: at(y, m), end: at(y, m + 1), label: '' };
  const previous = { start: at(y, m - 1), end: current.start, label: '' };
  current.label = label(current.start);
  previous.label = label(previous.start);
  return { current, previous };
}

/**
 * Percentage change against the previous month, rounded to an integer; null ('—' on screen)
 * when there is nothing to compare with (no previous data, or a previous value of zero).
 */
export function trendPercent(current: number, previous: number | null): number | null {
  if (previous === null || previous === 0) return null;
  return Math.round(((current - previous) / Math.abs(previous)) * 100);
}
