/**
 * pt-BR / mixed-format number parsing for spreadsheet cells. src/fiscal may not import src/sheets,
 * so the engine keeps its own small parser.
 *
 * Accepts real numbers, `1.234,56`, `1234,56`, `1234.56`, `1,234.56`, `1,65%`, `R$ 1.234,56`,
 * `(1.234,56)`, `R$ (1.234,56)`, `-1.234,56`, `−1.234,56`, `1.5E+3` and the debit/credit marks of
 * accounting exports (`1.234,56 C`, `1.234,56 D`, `D 1.234,56`). Empty, `-` and unparseable text → null.
 */
export function parseDecimal(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  // Currency and spaces go first so "R$ (1.234,56)" and "(R$ 1.234,56)" read alike; the typographic
  // minus and the en dash of accounting reports are a minus sign.
  let s = dropDebitCreditMark(value.replace(/R\$|%|\s|\u00a0/gi, '')).replace(/^[\u2212\u2013\u2014]/, '-').replace(/[\u2212\u2013\u2014]$/, '-');
  if (s === '' || /^[-(]+\)?$/.test(s)) return null;
  let negative = false;
  if (/^\(.*\)$/.test(s)) {
    negative = true;
    s = s.slice(1, -1);
  }
  if (s.startsWith('-')) {
    negative = !negative;
    s = s.slice(1);
  } else if (s.endsWith('-')) {
    // Some ERPs print negatives with a trailing minus ("123,45-").
    negative = !negative;
    s = s.slice(0, -1);
  } else if (s.startsWith('+')) s = s.slice(1);
  // Scientific notation: CSVs written by scripts and BI tools ("1.5E+3").
  if (/^\d+([.,]\d+)?e[+-]?\d+$/i.test(s)) {
    const n = Number(s.replace(',', '.'));
    return Number.isFinite(n) ? (negative ? -n : n) : null;
  }
  if (!/^[\d.,]+$/.test(s) || !/\d/.test(s)) return null;
  const lastComma = s.lastIndexOf(',');
  const lastDot = s.lastIndexOf('.');
  let normalized: string;
  if (lastComma >= 0 && lastDot >= 0) {
    // Both separators: the last one is the decimal separator.
    normalized =
      lastComma > lastDot ? s.replace(/\./g, '').replace(',', '.') : s.replace(/,/g, '');
  } else if (lastComma >= 0) {
    // Only commas: one comma is decimal (pt-BR); several are thousands ("1,234,567").
    normalized = (s.match(/,/g)?.length ?? 0) > 1 ? s.replace(/,/g, '') : s.replace(',', '.');
  } else if (lastDot >= 0) {
    const dots = s.match(/\./g)?.length ?? 0;
    // "1.234.567" is pt-BR thousands; a single dot is decimal ("1234.56", "0.0165"), except the
    // pt-BR thousands pattern "1.234" is ambiguous — treated as decimal, as ERPs export it that way.
    normalized = dots > 1 ? s.replace(/\./g, '') : s;
  } else normalized = s;
  const n = Number(normalized);
  if (!Number.isFinite(n)) return null;
  return negative ? -n : n;
}

function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}

/** C, D, c or d. */
function isDebitCreditLetter(code: number): boolean {
  const upper = code & ~32;
  return upper === 67 || upper === 68;
}

/**
 * Drops the C/D (crédito/débito) mark ledger and accounting ERPs print beside an amount: "1.234,56C",
 * "1.234,56D", "D1.234,56" (text already without spaces). The amount is read without a sign from it:
 * which of C and D is the negative one depends on the account (a sale is a credit in revenue and a debit
 * in the customer's account), so for an item value the mark says nothing the check can rely on, and
 * an item is read as the positive amount it is. An explicit minus or parentheses beside the mark still
 * count. Checked with char codes: it runs for every money cell.
 */
export function dropDebitCreditMark(s: string): string {
  const n = s.length;
  if (n < 2) return s;
  const last = s.charCodeAt(n - 1);
  if (isDebitCreditLetter(last)) {
    const before = s.charCodeAt(n - 2);
    return isDigit(before) || before === 41 /* ) */ ? s.slice(0, -1) : s;
  }
  const first = s.charCodeAt(0);
  if (isDebitCreditLetter(first)) {
    const after = s.charCodeAt(1);
    return isDigit(after) || after === 40 /* ( */ || after === 45 /* - */ ? s.slice(1) : s;
  }
  return s;
}
