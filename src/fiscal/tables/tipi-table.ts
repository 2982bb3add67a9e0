/** One TIPI line for an 8-digit NCM: the code itself (ex = null) or one of its "Ex" refinements. */
export interface TipiLine {
  ex: string | null;
  description: string;
  /** As printed: '0', '3.25', 'NT' (não tributado) or '' when the source leaves it empty. */
  rate: string;
}

/** TIPI indexed by 8-digit NCM. Built from rows `[ncm, ex, descricao, aliquota]` of the official sheet. */
export class TipiTable {
  private readonly byCode = new Map<string, TipiLine[]>();

  constructor(rows: Iterable<[string, string, string, string]>) {
    let last: string | null = null;
    for (const [ncmRaw, exRaw, desc, rateRaw] of rows) {
      const digits = ncmRaw.replace(/\D/g, '');
      const ex = exRaw.trim() ? exRaw.trim().padStart(2, '0') : null;
      // Ex rows with an empty NCM belong to the NCM on the row above (a quirk of the official sheet).
      const code = digits.length === 8 ? digits : ex && !digits ? last : null;
      if (digits.length === 8) last = digits;
      else if (digits) last = null;
      if (!code) continue;
      const line: TipiLine = { ex, description: desc.replace(/\u00a0/g, ' ').replace(/^[\s\-–]+/, '').replace(/\s+/g, ' ').trim(), rate: rateRaw.trim() };
      const list = this.byCode.get(code);
      if (list) list.push(line);
      else this.byCode.set(code, [line]);
    }
  }

  get size(): number {
    return this.byCode.size;
  }

  lines(code: string): TipiLine[] {
    return this.byCode.get(code) ?? [];
  }

  /** The base line (no Ex) of a code, if TIPI has it. */
  base(code: string): TipiLine | undefined {
    return this.byCode.get(code)?.find((l) => l.ex === null);
  }
}

/** '3.25' → '3,25%', 'NT' → 'NT (não tributado)'. */
export function formatIpiRate(rate: string): string {
  // toLocaleString is slow and a TIPI has a few dozen distinct rates: format each once.
  let label = rateLabels.get(rate);
  if (label === undefined) {
    label = formatRate(rate);
    rateLabels.set(rate, label);
  }
  return label;
}

const rateLabels = new Map<string, string>();

function formatRate(rate: string): string {
  if (rate === 'NT') return 'NT (não tributado)';
  if (rate === '') return 'sem alíquota na TIPI';
  const n = Number(rate);
  return Number.isFinite(n) ? `${n.toLocaleString('pt-BR', { maximumFractionDigits: 2 })}%` : rate;
}
