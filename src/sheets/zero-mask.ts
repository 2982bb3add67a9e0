/**
 * Whole numbers shown through a zero-mask format: '00000000' or '0000\.00\.00' on an NCM column,
 * '0000' on a CFOP. The user sees "04011000" or "0401.10.00", the file stores 4011000; the cell is
 * read as the text shown, so a leading zero the user can see is not reported as lost.
 */

/** Literal characters a mask may show between its zeros. */
const LITERAL = /^[.\-/ ]$/;

/** The mask's parts: '0' for a digit, anything else a literal; null when the format is more than a mask. */
function maskParts(fmt: string): string[] | null {
  const parts: string[] = [];
  // exceljs drops the backslashes of '0000\.00\.00'; a format with two points has no decimal point.
  const dotsAreLiteral = (fmt.match(/\./g)?.length ?? 0) >= 2;
  for (let i = 0; i < fmt.length; i++) {
    const ch = fmt[i];
    if (ch === '0') parts.push('0');
    else if (ch === '\\' && i + 1 < fmt.length && LITERAL.test(fmt[i + 1])) parts.push(fmt[++i]);
    else if (ch === '"') {
      const end = fmt.indexOf('"', i + 1);
      if (end < 0) return null;
      const lit = fmt.slice(i + 1, end);
      if (![...lit].every((c) => LITERAL.test(c))) return null;
      parts.push(...lit);
      i = end;
    } else if (ch === '-' || ch === ' ' || ch === '/' || (ch === '.' && dotsAreLiteral)) parts.push(ch);
    // A lone unescaped '.' is the decimal point: '00.00', '#,##0' or '0%' are not masks.
    else return null;
  }
  return parts;
}

/** The text a zero-mask format shows for `v`, or `v` itself when the format is not one. */
export function zeroMaskText(v: number, fmt: string): number | string {
  if (!fmt || !fmt.startsWith('00') || !Number.isInteger(v) || v < 0) return v;
  const parts = maskParts(fmt);
  if (!parts) return v;
  const zeros = parts.filter((p) => p === '0').length;
  const digits = String(v);
  if (zeros < 2 || digits.length > zeros) return v;
  const padded = digits.padStart(zeros, '0');
  let k = 0;
  return parts.map((p) => (p === '0' ? padded[k++] : p)).join('');
}
