import { normalizeCst } from '../tables/pis-cofins-build';
import { parseCfop, type CfopInfo } from './cfop-kind';
import { parseMoney, type DecimalMark } from './number-convention';
import { parseDecimal } from './parse-decimal';

export interface TributoValues {
  /** False when the sheet has no CST column for this tributo (then CST rules are skipped, not failed). */
  cstColumn: boolean;
  /** Raw CST text as the user typed it ('' when empty). */
  cstRaw: string;
  /** Two-digit CST, or null when empty/unreadable. */
  cst: string | null;
  /** The cell holds an ICMS CSOSN (101…900) instead of a PIS/COFINS CST: shared "CST/CSOSN" columns of Simples companies. */
  csosn: boolean;
  base: number | null;
  /** As read; scaling to percent happens in the checker (per-file detection). */
  aliquota: number | null;
  valor: number | null;
}

export interface ItemValues {
  date: Date | null;
  documento: string;
  produto: string;
  /** Digits of the NCM ('' when absent); a 7-digit number gets its lost leading zero back. */
  ncm: string;
  exTipi: string | undefined;
  cfopRaw: string;
  cfop: CfopInfo | null;
  valor: number | null;
  desconto: number;
  quantidade: number | null;
  icms: number | null;
  pis: TributoValues;
  cofins: TributoValues;
}

export function cellText(v: unknown): string {
  if (v === null || v === undefined) return '';
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  return String(v).trim();
}

/** Excel serial day 25569 = 1970-01-01. Serials in this range are 1982–2119. */
function fromExcelSerial(n: number): Date | null {
  if (n < 30000 || n > 80000) return null;
  return new Date(Math.round((n - 25569) * 86400000));
}

/** A calendar date or null: "31/02" and "15/13" are refused instead of rolling into the next month. */
function utcDate(y: number, m: number, d: number): Date | null {
  if (y < 1900 || y > 2100 || m < 1 || m > 12 || d < 1 || d > 31) return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCMonth() === m - 1 && date.getUTCDate() === d ? date : null;
}

export function parseDate(v: unknown): Date | null {
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? null : v;
  // A date field exported as a number: 20250315 (Protheus' aaaammdd once in Excel) or 1032025
  // (ddmmaaaa that lost its leading zero) are read like their text; other numbers are serials.
  if (typeof v === 'number') return Number.isInteger(v) && v >= 1_000_000 && v < 100_000_000 ? parseDate(String(v).padStart(8, '0')) : fromExcelSerial(v);
  if (typeof v !== 'string') return null;
  const s = v.trim();
  let m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})(?:\D|$)/.exec(s);
  if (m) {
    let year = Number(m[3]);
    // Two-digit years: 00-69 → 2000s, 70-99 → 1900s (the sheets reader's pivot).
    if (m[3].length === 2) year += year < 70 ? 2000 : 1900;
    return utcDate(year, Number(m[2]), Number(m[1]));
  }
  m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:\D|$)/.exec(s);
  if (m) return utcDate(Number(m[1]), Number(m[2]), Number(m[3]));
  // Eight digits: "20250315" (aaaammdd, ERP/XML exports) or "15032025" (ddmmaaaa, SPED style).
  // Both can never be valid at once: a year 19xx/20xx in the last four digits is month 19/20 in the first reading.
  m = /^(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(s);
  if (m) {
    return utcDate(Number(m[1] + m[2]), Number(m[3]), Number(m[4])) ?? utcDate(Number(m[3] + m[4]), Number(m[2]), Number(m[1]));
  }
  const n = parseDecimal(s);
  return n === null ? null : fromExcelSerial(n);
}

/** "30049099.0", "3.0049099E7": an NCM written as a number by a script or a BI export, as its digits. */
function printedNumber(text: string): string | null {
  if (/^\d{7,8}[.,]0+$/.test(text)) return text.replace(/[.,]0+$/, '');
  if (!/^\d[.,]\d+e\+?\d{1,2}$/i.test(text)) return null;
  const n = Number(text.replace(',', '.'));
  return Number.isInteger(n) && n > 0 && n < 1e9 ? String(n) : null;
}

export function normalizeNcm(v: unknown): string {
  const text = typeof v === 'number' ? String(Math.trunc(v)) : cellText(v).replace(/[\u200b-\u200d\u2060\ufeff]/g, '');
  const printed = printedNumber(text);
  if (printed) return printed.length === 7 ? `0${printed}` : printed;
  // "9403.30.00 - Móveis de madeira": the code is the leading group, the description may hold digits.
  const lead = /^(\d{4})[.\s]?(\d{2})[.\s]?(\d{2})(?![\d.])/.exec(text);
  if (lead) return lead[1] + lead[2] + lead[3];
  const digits = text.replace(/\D/g, '');
  // Excel drops the leading zero of chapters 01–09 when the NCM is stored as a number.
  if (digits.length === 7 && (typeof v === 'number' || /^\d{7}$/.test(text))) return `0${digits}`;
  return digits;
}

/** CSOSN codes (Simples Nacional ICMS, Ajuste SINIEF 03/2010). */
const CSOSN = new Set(['101', '102', '103', '201', '202', '203', '300', '400', '500', '900']);

function cstOf(v: unknown, suffix: 'pis' | 'cofins'): { raw: string; cst: string | null; csosn: boolean } {
  const raw = typeof v === 'number' ? String(v) : cellText(v);
  // A label before the code ("CST 01", "Sit. Trib.: 01").
  let text = raw.replace(/^(cst|sit\.?\s*trib\.?|situa[cç][aã]o tribut[aá]ria)\s*[:.-]?\s*(?=\d)/i, '');
  // One "CST PIS/COFINS" column holding both codes ("01/01", "50 / 50"): PIS first, COFINS second.
  const pair = /^(\d{1,2})\s*\/\s*(\d{1,2})$/.exec(text);
  if (pair) text = suffix === 'pis' ? pair[1] : pair[2];
  // "01 - Operação tributável…", "01-Op. Tributável", "01 Tributável" and "1.0" are how ERPs print the CST.
  const lead = /^\s*(\d{1,3})(?:[.,]0+)?(?:(?:\s*[-–—:]|\s)\s*\D.*)?$/.exec(text);
  if (!lead) return { raw, cst: null, csosn: false };
  if (lead[1].length === 3) return { raw, cst: null, csosn: CSOSN.has(lead[1]) };
  return { raw, cst: normalizeCst(lead[1]), csosn: false };
}

function tributo(values: Record<string, unknown>, suffix: 'pis' | 'cofins', mark: DecimalMark): TributoValues {
  const c = cstOf(values[`cst_${suffix}`], suffix);
  return {
    cstColumn: `cst_${suffix}` in values,
    cstRaw: c.raw,
    cst: c.cst,
    csosn: c.csosn,
    base: parseMoney(values[`base_${suffix}`], mark),
    // Rates always read a lone separator as decimal: "1.65" and "1,65" are 1,65%.
    aliquota: parseDecimal(values[`aliq_${suffix}`]),
    valor: parseMoney(values[`valor_${suffix}`], mark),
  };
}

/**
 * The sheet reader hands a required cell holding a formula without a usable result over as "=FORMULA"
 * (so the NCM check can say so); here it is read as empty, as before: its text is not a CFOP, CST or value.
 */
function withoutBlankFormulas(values: Record<string, unknown>): Record<string, unknown> {
  let out: Record<string, unknown> | null = null;
  for (const k in values) {
    const v = values[k];
    // '="04011000"' is the CSV text trick, not a formula.
    if (typeof v === 'string' && v.charCodeAt(0) === 61 /* = */ && v.charCodeAt(1) !== 34 /* " */) (out ??= { ...values })[k] = null;
  }
  return out ?? values;
}

/** `mark`: the decimal mark of the file's money cells (see number-convention.ts); pt-BR by default. */
export function readItem(input: Record<string, unknown>, mark: DecimalMark = ','): ItemValues {
  const values = withoutBlankFormulas(input);
  const cfopRaw = cellText(values['cfop']);
  const exText = cellText(values['ex_tipi']).replace(/\D/g, '');
  return {
    date: parseDate(values['data']),
    documento: cellText(values['documento']),
    produto: cellText(values['produto']),
    ncm: normalizeNcm(values['ncm']),
    exTipi: exText ? exText.padStart(2, '0') : undefined,
    cfopRaw,
    cfop: parseCfop(values['cfop']),
    valor: parseMoney(values['valor'], mark),
    desconto: Math.abs(parseMoney(values['desconto'], mark) ?? 0),
    quantidade: parseMoney(values['quantidade'], mark),
    icms: parseMoney(values['valor_icms'], mark),
    pis: tributo(values, 'pis', mark),
    cofins: tributo(values, 'cofins', mark),
  };
}
