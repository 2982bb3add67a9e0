/**
 * pt-BR formatters shared by exports and reports. Calendar dates read from sheets/SPED are UTC
 * midnight (see excel-date.ts) and are formatted in UTC; moments (generatedAt, createdAt) are
 * shown in Brasília time.
 */

export const BR_TIMEZONE = 'America/Sao_Paulo';

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** "R$ 1.234,56" (plain space, so tests and CSVs compare as typed). */
export function formatBRL(value: number): string {
  return brl.format(value).replace(/[\u00a0\u202f]/g, ' ');
}

/** "1.234,56" with a fixed number of decimals. */
export function formatNumberBR(value: number, decimals = 2): string {
  return new Intl.NumberFormat('pt-BR', { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(value);
}

/** "1,65%" from 1.65 (aliquots are kept as written percentages). */
export function formatPercentBR(value: number, decimals = 2): string {
  return `${formatNumberBR(value, decimals)}%`;
}

function parts(date: Date, timeZone: string, withTime: boolean): Record<string, string> {
  const fmt = new Intl.DateTimeFormat('pt-BR', {
    timeZone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    ...(withTime ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' as const } : {}),
  });
  const out: Record<string, string> = {};
  for (const p of fmt.formatToParts(date)) out[p.type] = p.value;
  return out;
}

/** "dd/mm/aaaa hh:mm" in Brasília time. */
export function formatDateTimeBR(date: Date, timeZone = BR_TIMEZONE): string {
  const p = parts(date, timeZone, true);
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}`;
}

/**
 * "dd/mm/aaaa". Default UTC because dates read from files are UTC midnight; pass BR_TIMEZONE
 * for a moment in time (e.g. the day a report was generated).
 */
export function formatDateBR(date: Date, timeZone = 'UTC'): string {
  const p = parts(date, timeZone, false);
  return `${p.day}/${p.month}/${p.year}`;
}

/**
 * The same instant as a Date whose UTC fields read as Brasília wall-clock time: Excel has no
 * timezones, so a moment written to a sheet must be shifted to show "10:05" and not "13:05".
 */
export function toBrasiliaWallClock(date: Date, timeZone = BR_TIMEZONE): Date {
  const fmt = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  const p: Record<string, number> = {};
  for (const part of fmt.formatToParts(date)) if (part.type !== 'literal') p[part.type] = Number(part.value);
  return new Date(Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second, date.getUTCMilliseconds()));
}
