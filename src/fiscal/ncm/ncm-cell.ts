import type { CellValue } from '../cell-value';

export type ParsedNcmCell =
  /** `formula`: the cell holds a formula with no usable result ("=FORMULA" from the sheet reader). */
  | { kind: 'empty'; formula?: string }
  | { kind: 'digits'; raw: string; digits: string }
  /** `excelError`: the cell shows an Excel error, named as pt-BR Excel shows it ("#N/D", "#VALOR!"). */
  | { kind: 'invalid'; raw: string; excelError?: string };

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
  const raw = v.replace(/[\u200b-\u200d\u2060\ufeff]/g, '').replace(/\u00a0/g, ' ').trim();
  if (raw === '' || PLACEHOLDER.test(raw)) return { kind: 'empty' };
  const first = raw.charCodeAt(0);
  // '="04011000"' is the text trick of CSV exports (Excel shows the text), not a formula.
  if (first === 61 /* = */ && raw.charCodeAt(1) !== 34 /* " */) return { kind: 'empty', formula: raw.slice(1) };
  if (first === 35 /* # */) {
    const shown = EXCEL_ERRORS[raw.toUpperCase()];
    if (shown !== undefined) return { kind: 'invalid', raw: shown, excelError: shown };
  }
  // A leading apostrophe (straight or the typographic one Word/Outlook substitute) is how users force text;
  // quotes around the code are left by CSVs quoted twice.
  const text = raw
    .replace(/^['\u2019\u2018`]/, '')
    .replace(/^["\u201c](.*)["\u201d]$/, '$1')
    .replace(LABEL, '');
  const digits = exportedNumber(text) ?? plainCode(text) ?? leadingCode(text);
  return digits === null ? { kind: 'invalid', raw } : { kind: 'digits', raw, digits };
}

/**
 * Excel error values, as the file stores them (English) and as pt-BR Excel shows and exports them to
 * CSV, → the pt-BR name the user sees in the cell.
 */
const EXCEL_ERRORS: Readonly<Record<string, string>> = {
  '#N/A': '#N/D', '#N/D': '#N/D',
  '#VALUE!': '#VALOR!', '#VALOR!': '#VALOR!',
  '#REF!': '#REF!',
  '#DIV/0!': '#DIV/0!',
  '#NAME?': '#NOME?', '#NOME?': '#NOME?',
  '#NUM!': '#NÚM!', '#NÚM!': '#NÚM!',
  '#NULL!': '#NULO!', '#NULO!': '#NULO!',
  '#SPILL!': '#DESPEJAR!', '#DESPEJAR!': '#DESPEJAR!',
  '#CALC!': '#CALC!',
  '#GETTING_DATA': '#OBTENDO_DADOS', '#OBTENDO_DADOS': '#OBTENDO_DADOS',
};

/** What ERPs print in an empty NCM field: a dash, "N/A", "SEM NCM". Read as not informed, not as a bad code. */
const PLACEHOLDER = /^([-\u2013\u2014.]+|n\/?[ad]|s\/? ?ncm|sem ncm|nao informado|não informado)$/i;

/** A label before the code: "NCM:", "NCM/SH:", "Cód. NCM", "Classificação fiscal:". */
const LABEL = /^(c[oó]d(igo)?\.?\s*)?(ncm(\s*\/\s*sh)?|classifica[cç][aã]o fiscal)\s*[:.-]?\s*/i;

/**
 * The code as an ERP or a Python/BI export prints a number: "84713012.0", "84713012,00",
 * "8.4713012E7". Only whole values count ("8471.3" is not a code with its decimals dropped).
 */
function exportedNumber(text: string): string | null {
  const float = /^(\d{7,8})[.,]0+$/.exec(text);
  if (float) return float[1];
  if (!/^\d[.,]\d+e\+?\d{1,2}$/i.test(text)) return null;
  const n = Number(text.replace(',', '.'));
  return Number.isInteger(n) && n > 0 && n < 1e9 ? String(n) : null;
}

/** Digits once dots, spaces and hyphens are dropped ("8471.30.12", "8471 30 12", "8471-30-12"). */
function plainCode(text: string): string | null {
  const cleaned = text.replace(/[.\s\-\u2013]/g, '');
  return /^\d+$/.test(cleaned) ? cleaned : null;
}

/**
 * "8471.30.12 - Máquinas portáteis", "84713012 (ex 01)": ERPs that print the code with its
 * description in one column. The code must be a whole NCM followed by a break, so "8471.30.12.000"
 * or a 9-digit number is not cut down to 8 digits.
 */
function leadingCode(text: string): string | null {
  const m = /^(\d{4}[.\s-]?\d{2}[.\s-]?\d{2}|\d{7})(?=\s*[-\u2013\u2014:(]\s*\D|\s+\D)/.exec(text);
  return m ? m[1].replace(/\D/g, '') : null;
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
