import { dropDebitCreditMark, parseDecimal } from './parse-decimal';

/**
 * Money cells typed as text ("1.234" or "1,234") are ambiguous: a pt-BR export means one thousand two
 * hundred and thirty-four, a US-style export (ERP CSVs with dot decimals) means 1.234. The convention
 * is learnt per file from the money cells that are not ambiguous ("1.234,56", "20,36" → comma decimal;
 * "1234.56", "20.36" → dot decimal), the current row first, so a row like "1.234 | … | 20.36" reads
 * 1,234 as dot-decimal from its own PIS value. Without any evidence pt-BR wins: money is exported
 * with two decimals, so three digits after a lone dot are a thousands group.
 * Rates are never read through this: no rate reaches 1.000%, so "1.650" is always 1,65.
 */
export type DecimalMark = ',' | '.';

/** Money keys of the PIS/COFINS columns (rates and codes excluded). */
export const MONEY_KEYS = ['valor', 'desconto', 'valor_icms', 'base_pis', 'valor_pis', 'base_cofins', 'valor_cofins', 'quantidade'] as const;

function clean(v: string): string {
  return dropDebitCreditMark(v.replace(/R\$|\s/gi, '')).replace(/^[-−(+]+|[-)]+$/g, '');
}

/** The decimal mark a text number proves, or null when it proves none ("1.234", "1234", "1,234"). */
export function evidenceOf(v: unknown): DecimalMark | null {
  if (typeof v !== 'string') return null;
  const s = clean(v);
  if (/^\d{1,3}(\.\d{3})+,\d+$/.test(s) || /^\d+,(\d{1,2}|\d{4,})$/.test(s) || /^0,\d+$/.test(s) || /^\d{4,},\d+$/.test(s)) return ',';
  if (/^\d{1,3}(,\d{3})+\.\d+$/.test(s) || /^\d+\.(\d{1,2}|\d{4,})$/.test(s) || /^0\.\d+$/.test(s) || /^\d{4,}\.\d+$/.test(s)) return '.';
  return null;
}

export class NumberConvention {
  /** The file's decimal mark, from the first money cell that proved one. */
  mark: DecimalMark | null = null;

  /** Learns from the row's money cells; returns the mark to use for this row. */
  observeRow(values: Record<string, unknown>): DecimalMark {
    let rowMark: DecimalMark | null = null;
    for (const k of MONEY_KEYS) {
      const e = evidenceOf(values[k]);
      if (e) {
        rowMark ??= e;
        this.mark ??= e;
      }
    }
    return rowMark ?? this.mark ?? ',';
  }
}

/** A money cell read under a decimal mark: only the ambiguous "d.ddd" / "d,ddd" forms depend on it. */
export function parseMoney(v: unknown, mark: DecimalMark = ','): number | null {
  if (typeof v === 'string') {
    const s = clean(v);
    // The sign is read without the currency: "R$ (1.234)" and "R$ -1.234" are negative.
    // A C/D mark is not a sign (see dropDebitCreditMark): "1.234 D" is as positive as "1.234".
    const negative = /^[-−–(]|-$/.test(dropDebitCreditMark(v.replace(/R\$|\s/gi, '')));
    let n: number | null = null;
    if (/^[1-9]\d{0,2}\.\d{3}$/.test(s)) n = mark === ',' ? Number(s.replace('.', '')) : Number(s);
    else if (/^[1-9]\d{0,2},\d{3}$/.test(s)) n = mark === '.' ? Number(s.replace(',', '')) : Number(s.replace(',', '.'));
    else if (/^\d{1,3}(,\d{3})+$/.test(s) && mark === '.') n = Number(s.replace(/,/g, ''));
    if (n !== null) return negative ? -n : n;
  }
  return parseDecimal(v);
}
