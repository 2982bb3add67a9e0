// pt-BR formatters used by every screen (house rule: dd/mm/aaaa hh:mm, R$ 1.234,56 via Intl).

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const integer = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });

function toDate(value: Date | string | number): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

function parts(date: Date, withTime: boolean, timeZone?: string): Record<string, string> {
  const formatter = new Intl.DateTimeFormat('pt-BR', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    ...(withTime ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' as const } : {}),
    timeZone,
  });
  const out: Record<string, string> = {};
  for (const part of formatter.formatToParts(date)) out[part.type] = part.value;
  return out;
}

/** R$ 1.234,56 — Intl puts a non-breaking space after "R$", which keeps the value on one line. */
export function formatBRL(value: number): string {
  return brl.format(value);
}

/** 1.234 — counts such as credits. */
export function formatInteger(value: number): string {
  return integer.format(value);
}

/** dd/mm/aaaa hh:mm. Built from parts because Intl's default pt-BR output puts a comma between them. */
export function formatDateTimeBR(value: Date | string | number, timeZone?: string): string {
  const date = toDate(value);
  if (!date) return '—';
  const p = parts(date, true, timeZone);
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}`;
}

/** dd/mm/aaaa. */
export function formatDateBR(value: Date | string | number, timeZone?: string): string {
  const date = toDate(value);
  if (!date) return '—';
  const p = parts(date, false, timeZone);
  return `${p.day}/${p.month}/${p.year}`;
}

/** Two-letter avatar initials: first and last word of the name, else the e-mail's first letter. */
export function initialsOf(name: string | null | undefined, email?: string | null): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length >= 2) return (words[0]![0]! + words[words.length - 1]![0]!).toUpperCase();
  if (words.length === 1) return words[0]!.slice(0, 2).toUpperCase();
  const local = (email ?? '').trim();
  return local ? local[0]!.toUpperCase() : 'U';
}

/** Competência 'AAAA-MM' → 'mm/aaaa' (how accountants write the month of a bookkeeping). */
export function formatCompetencia(value: string | null | undefined): string {
  const m = /^(\d{4})-(\d{2})$/.exec(value ?? '');
  return m ? `${m[2]}/${m[1]}` : '—';
}
