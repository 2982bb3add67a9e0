/**
 * The competência of a check: the month the bookkeeping refers to, stored as 'AAAA-MM' and shown as
 * 'mm/aaaa'. Pure helpers shared by the upload form, the SPED/NF-e readers and the client register.
 */

const ISO = /^(\d{4})-(\d{2})$/;
const BR = /^(\d{1,2})\/(\d{4})$/;

function valid(year: number, month: number): boolean {
  return month >= 1 && month <= 12 && year >= 2000 && year <= 2100;
}

function iso(year: number, month: number): string {
  return `${year}-${String(month).padStart(2, '0')}`;
}

/** 'mm/aaaa' (as typed in the form) or 'AAAA-MM' (as stored) → 'AAAA-MM'; null when it is not a month. */
export function parseCompetencia(input: string): string | null {
  const s = input.trim();
  const m = ISO.exec(s) ?? null;
  if (m) return valid(Number(m[1]), Number(m[2])) ? iso(Number(m[1]), Number(m[2])) : null;
  const b = BR.exec(s);
  if (b) return valid(Number(b[2]), Number(b[1])) ? iso(Number(b[2]), Number(b[1])) : null;
  return null;
}

/** A SPED date (DDMMAAAA, 0000 DT_INI) → 'AAAA-MM'; null when malformed. */
export function competenciaFromSpedDate(ddmmaaaa: string): string | null {
  if (!/^\d{8}$/.test(ddmmaaaa)) return null;
  const year = Number(ddmmaaaa.slice(4)), month = Number(ddmmaaaa.slice(2, 4));
  return valid(year, month) ? iso(year, month) : null;
}

/** An NF-e dhEmi/dEmi ('2026-03-15T10:00:00-03:00' or '2026-03-15') → 'AAAA-MM', as the issuer wrote it. */
export function competenciaFromIsoDate(date: string): string | null {
  const m = /^(\d{4})-(\d{2})-\d{2}/.exec(date.trim());
  return m && valid(Number(m[1]), Number(m[2])) ? iso(Number(m[1]), Number(m[2])) : null;
}

/** 'AAAA-MM' → 'mm/aaaa' for people. */
export function formatCompetencia(c: string): string {
  const m = ISO.exec(c);
  return m ? `${m[2]}/${m[1]}` : c;
}
