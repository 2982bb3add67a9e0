import type { FieldDef } from './layouts/layout-types';

/** Days per month; February checked separately for leap years. */
const DAYS = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** ddmmaaaa → true when it is a real calendar date. */
export function isValidDdmmaaaa(v: string): boolean {
  if (v.length !== 8) return false;
  for (let i = 0; i < 8; i++) { const c = v.charCodeAt(i); if (c < 48 || c > 57) return false; }
  const d = +v.slice(0, 2), m = +v.slice(2, 4), y = +v.slice(4);
  if (m < 1 || m > 12 || d < 1 || d > DAYS[m - 1]! || y < 1900) return false;
  if (m === 2 && d === 29) return (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  return true;
}

/** Same as isValidDdmmaaaa on the 8 bytes of `b` from `at` (hot path on undecoded lines). */
export function isDateBytes(b: Uint8Array, at: number): boolean {
  let d = 0, m = 0, y = 0;
  for (let i = 0; i < 8; i++) {
    const c = b[at + i]! - 48;
    if (c < 0 || c > 9) return false;
    if (i < 2) d = d * 10 + c; else if (i < 4) m = m * 10 + c; else y = y * 10 + c;
  }
  if (m < 1 || m > 12 || d < 1 || d > DAYS[m - 1]! || y < 1900) return false;
  if (m === 2 && d === 29) return (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  return true;
}

/** ddmmaaaa → aaaammdd, comparable as a string. */
export const ymd = (v: string) => v.slice(4) + v.slice(2, 4) + v.slice(0, 2);
/** ddmmaaaa → dd/mm/aaaa for messages. */
export const br = (v: string) => `${v.slice(0, 2)}/${v.slice(2, 4)}/${v.slice(4)}`;

function allDigits(t: string, from: number, to: number): boolean {
  if (to <= from) return false;
  for (let i = from; i < to; i++) { const c = t.charCodeAt(i); if (c < 48 || c > 57) return false; }
  return true;
}

/**
 * CNPJ fields (N 014*) and access keys (N 044*) may carry the alphanumeric CNPJ assigned from July 2026
 * (IN RFB 2.229/2024): 12 characters 0–9/A–Z then 2 digits; in a key, at positions 7–20.
 */
function alphanumericCnpj(f: FieldDef, v: string): boolean {
  if (!f.fixed) return false;
  if (f.size === 14 && f.name.startsWith('CNPJ')) return /^[0-9A-Z]{12}\d{2}$/.test(v);
  if (f.size === 44 && f.name.startsWith('CH')) return /^\d{6}[0-9A-Z]{12}\d{26}$/.test(v);
  return false;
}

/**
 * Returns a pt-BR message when the non-empty value `t[from..to)` breaks the field's type/size/decimals,
 * else null. Works in place (no substring) because it runs for every field of every line.
 * Decimal fields: digits with an optional decimal comma and at most `decimals` digits after it;
 * a leading minus is accepted (a few balance fields may be negative and the Guia is silent on sign).
 */
export function checkFieldAt(f: FieldDef, t: string, from: number, to: number): string | null {
  const len = to - from;
  switch (f.type) {
    case 'D':
      return len === 8 && isValidDdmmaaaa(t.slice(from, to)) ? null : `data inválida "${t.slice(from, to)}" (formato ddmmaaaa)`;
    case 'N': {
      if (f.decimals !== null && f.decimals > 0) {
        // One pass: digits, at most one comma with digits on both sides, optional leading minus.
        let i = t.charCodeAt(from) === 45 ? from + 1 : from, comma = -1;
        const start = i;
        for (; i < to; i++) {
          const c = t.charCodeAt(i);
          if (c >= 48 && c <= 57) continue;
          if (c === 44 && comma < 0 && i > start) { comma = i; continue; }
          if (c === 46) return `valor "${t.slice(from, to)}" com ponto; use vírgula decimal e nenhum separador de milhar`;
          return `valor numérico inválido "${t.slice(from, to)}"`;
        }
        if (i === start || comma === to - 1) return `valor numérico inválido "${t.slice(from, to)}"`;
        const dec = comma < 0 ? 0 : to - comma - 1;
        return dec > f.decimals ? `valor "${t.slice(from, to)}" com ${dec} casas decimais (máximo ${f.decimals})` : null;
      }
      if (!allDigits(t, from, to) && !alphanumericCnpj(f, t.slice(from, to))) return `campo numérico com conteúdo inválido "${t.slice(from, to)}"`;
      if (f.size !== null) {
        if (f.fixed && len !== f.size) return `tamanho ${len}, esperado exatamente ${f.size} dígitos`;
        if (len > f.size) return `tamanho ${len}, máximo ${f.size} dígitos`;
      }
      return null;
    }
    case 'C':
      if (f.size !== null) {
        if (f.fixed && len !== f.size) return `tamanho ${len}, esperado exatamente ${f.size} caracteres`;
        if (len > f.size) return `tamanho ${len}, máximo ${f.size} caracteres`;
      }
      return null;
    default:
      return null;
  }
}

/** Same check on a standalone value. */
export const checkFieldFormat = (f: FieldDef, v: string) => checkFieldAt(f, v, 0, v.length);

/** SPED decimal ("1234,56") → number; empty → 0. */
export function dec(v: string | undefined): number {
  return v ? decAt(v, 0, v.length) : 0;
}

/** `dec` on `v[from..to)`, in place. Hand-rolled: it runs for every value of every C170 of a 1 GB file. */
export function decAt(v: string, from: number, to: number): number {
  let i = from, neg = false, int = 0, frac = 0, scale = 1;
  if (v.charCodeAt(i) === 45) { neg = true; i++; }
  for (; i < to; i++) {
    const c = v.charCodeAt(i);
    if (c >= 48 && c <= 57) int = int * 10 + (c - 48);
    else if (c === 44 || c === 46) break;
    else return 0;
  }
  for (i++; i < to; i++) {
    const c = v.charCodeAt(i);
    if (c < 48 || c > 57) return 0;
    frac = frac * 10 + (c - 48);
    scale *= 10;
  }
  const n = int + frac / scale;
  return neg ? -n : n;
}

/** Formats reais for messages (pt-BR). */
const BRL = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
export const money = (n: number) => BRL.format(n);

/** Equal to the cent (values in the EFD carry two decimals; float sums are rounded). */
export const sameCents = (a: number, b: number) => Math.abs(Math.round(a * 100) - Math.round(b * 100)) <= 1;
