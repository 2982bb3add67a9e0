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

/** ddmmaaaa → aaaammdd, comparable as a string. */
export const ymd = (v: string) => v.slice(4) + v.slice(2, 4) + v.slice(0, 2);
/** ddmmaaaa → dd/mm/aaaa for messages. */
export const br = (v: string) => `${v.slice(0, 2)}/${v.slice(2, 4)}/${v.slice(4)}`;

function allDigits(v: string, from = 0, to = v.length): boolean {
  if (to <= from) return false;
  for (let i = from; i < to; i++) { const c = v.charCodeAt(i); if (c < 48 || c > 57) return false; }
  return true;
}

/**
 * Returns a pt-BR message when a non-empty value breaks the field's type/size/decimals, else null.
 * Decimal fields: digits with an optional decimal comma and at most `decimals` digits after it;
 * a leading minus is accepted (a few balance fields may be negative and the Guia is silent on sign).
 */
export function checkFieldFormat(f: FieldDef, v: string): string | null {
  switch (f.type) {
    case 'D':
      return isValidDdmmaaaa(v) ? null : `data inválida "${v}" (formato ddmmaaaa)`;
    case 'N': {
      if (f.decimals !== null && f.decimals > 0) {
        const start = v.charCodeAt(0) === 45 ? 1 : 0;
        const comma = v.indexOf(',');
        if (v.indexOf('.') >= 0) return `valor "${v}" com ponto; use vírgula decimal e nenhum separador de milhar`;
        if (comma < 0) return allDigits(v, start) ? null : `valor numérico inválido "${v}"`;
        if (!allDigits(v, start, comma) || !allDigits(v, comma + 1)) return `valor numérico inválido "${v}"`;
        const dec = v.length - comma - 1;
        return dec > f.decimals ? `valor "${v}" com ${dec} casas decimais (máximo ${f.decimals})` : null;
      }
      if (!allDigits(v)) return `campo numérico com conteúdo inválido "${v}"`;
      if (f.size !== null) {
        if (f.fixed && v.length !== f.size) return `tamanho ${v.length}, esperado exatamente ${f.size} dígitos`;
        if (v.length > f.size) return `tamanho ${v.length}, máximo ${f.size} dígitos`;
      }
      return null;
    }
    case 'C':
      if (f.size !== null) {
        if (f.fixed && v.length !== f.size) return `tamanho ${v.length}, esperado exatamente ${f.size} caracteres`;
        if (v.length > f.size) return `tamanho ${v.length}, máximo ${f.size} caracteres`;
      }
      return null;
    default:
      return null;
  }
}

/** SPED decimal ("1234,56") → number; empty → 0. */
export function dec(v: string | undefined): number {
  if (!v) return 0;
  const n = Number(v.replace(',', '.'));
  return Number.isFinite(n) ? n : 0;
}

/** Formats reais for messages (pt-BR). */
const BRL = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
export const money = (n: number) => BRL.format(n);

/** Equal to the cent (values in the EFD carry two decimals; float sums are rounded). */
export const sameCents = (a: number, b: number) => Math.abs(Math.round(a * 100) - Math.round(b * 100)) <= 1;
