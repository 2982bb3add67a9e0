import type { CellValue } from '../cell-value';

export type ParsedNcmCell =
  | { kind: 'empty' }
  | { kind: 'digits'; raw: string; digits: string }
  | { kind: 'invalid'; raw: string };

/** Reads an NCM cell: numbers (Excel numeric cells) and text with dots, spaces and hyphens. */
export function parseNcmCell(v: CellValue): ParsedNcmCell {
  if (v === null || v === undefined) return { kind: 'empty' };
  if (typeof v === 'number') {
    if (!Number.isFinite(v) || v < 0 || !Number.isInteger(v)) return { kind: 'invalid', raw: String(v).replace('.', ',') };
    return { kind: 'digits', raw: String(v), digits: String(v) };
  }
  if (typeof v === 'boolean') return { kind: 'invalid', raw: v ? 'VERDADEIRO' : 'FALSO' };
  if (v instanceof Date) return { kind: 'invalid', raw: v.toLocaleDateString('pt-BR') };
  // Most cells are already 8 plain digits: skip the clean-up regexes for them (runs once per row).
  if (v.length === 8 && allDigits(v)) return { kind: 'digits', raw: v, digits: v };
  const raw = v.replace(/\u00a0/g, ' ').trim();
  if (raw === '') return { kind: 'empty' };
  // A leading apostrophe is how users force text in Excel; it is not part of the code.
  const cleaned = raw.replace(/^'/, '').replace(/[.\s\-–]/g, '');
  if (!/^\d+$/.test(cleaned)) return { kind: 'invalid', raw };
  return { kind: 'digits', raw, digits: cleaned };
}

function allDigits(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 48 || c > 57) return false;
  }
  return true;
}

/** '01012100' → '0101.21.00'. */
export function formatNcm(code: string): string {
  return code.length === 8 ? `${code.slice(0, 4)}.${code.slice(4, 6)}.${code.slice(6)}` : code;
}
