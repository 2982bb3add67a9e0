export interface CestEntry {
  code: string;
  /** CEST segment = first two digits of the code (OCA's own `segment` column is not the CEST segment). */
  segment: string;
  description: string;
  /** NCM prefixes (2–8 digits) as listed by the Convênio, leading zeros restored. */
  ncmPrefixes: string[];
}

/**
 * CEST (Conv. ICMS 142/2018) indexed by NCM prefix. `knownPrefix` tells whether a prefix exists in
 * the NCM, to restore leading zeros the source lost ('403' means '0403').
 */
export class CestTable {
  readonly entries: CestEntry[] = [];
  private readonly byPrefix = new Map<string, CestEntry[]>();

  constructor(records: { code: string; name: string; ncms: string }[], knownPrefix: (p: string) => boolean) {
    for (const r of records) {
      const code = r.code.trim();
      if (!code) continue;
      const prefixes = r.ncms
        .replace(/\u00a0/g, ' ')
        .split(',')
        .map((p) => p.replace(/\D/g, ''))
        .filter((p) => p.length >= 2)
        .map((p) => fixLeadingZero(p, knownPrefix));
      const entry: CestEntry = { code, segment: code.slice(0, 2), description: r.name.trim(), ncmPrefixes: prefixes };
      this.entries.push(entry);
      for (const p of prefixes) {
        const list = this.byPrefix.get(p);
        if (list) list.push(entry);
        else this.byPrefix.set(p, [entry]);
      }
    }
  }

  /** CEST codes whose NCM list covers `ncm8` (by any prefix), most specific first. */
  candidatesFor(ncm8: string): CestEntry[] {
    const out: CestEntry[] = [];
    const seen = new Set<string>();
    for (let len = 8; len >= 2; len--) {
      for (const e of this.byPrefix.get(ncm8.slice(0, len)) ?? []) {
        if (!seen.has(e.code)) {
          seen.add(e.code);
          out.push(e);
        }
      }
    }
    return out;
  }
}

function fixLeadingZero(p: string, known: (p: string) => boolean): string {
  // Odd lengths 3 are never NCM levels; for others, pad only when the padded form exists and the raw one does not.
  if (p.length === 3) return `0${p}`;
  if (p.length < 8 && !known(p) && known(`0${p}`)) return `0${p}`;
  return p;
}
