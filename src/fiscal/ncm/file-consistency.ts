/**
 * Consistency inside the file (layer 1 of the NCM judgment, ADR 010): products whose names are the same
 * once sizes, quantities and packaging words are dropped ("TINTA ACRILICA FOSCA BRANCA 18L" and "… 3,6L")
 * are the same goods and take the same heading (RGI 1: the heading follows the goods, not the package
 * size). Real registers are mostly right, so when most such rows agree, the few that do not are the
 * suspects and the others' code is the suggestion. Only heading (4-digit) differences count: subitems may
 * legitimately split by capacity or presentation.
 */
import { tokenize } from './text-normalize';

export interface ConsistencyFlag {
  line: number;
  product: string | null;
  description: string;
  code: string;
  /** The code most rows of the group use. */
  majorityCode: string;
  majorityRows: number;
  groupRows: number;
}

interface Member {
  line: number;
  product: string | null;
  description: string;
  code: string;
}

// A group speaks when at least this many rows agree on a heading, and they are this share of the group.
export const CONSISTENCY_MIN_AGREEING = 3;
export const CONSISTENCY_MIN_SHARE = 0.75;
// Names reduced to fewer known words than this are too short to call two products the same goods.
const MIN_SIGNATURE_WORDS = 2;
// Bounded memory: a register with more distinct names than this stops collecting (the layer then says nothing more).
const MAX_GROUPS = 200_000;

export class ConsistencyTracker {
  private readonly groups = new Map<string, Member[]>();

  /** `stems`: the name's ERP reading when the caller already has it (the checker reads each name once per row). */
  add(line: number, product: string | null, description: string, code: string, stems: readonly string[] = tokenize(description, true)): void {
    if (stems.length < MIN_SIGNATURE_WORDS) return;
    const sig = stems.join(' ');
    const g = this.groups.get(sig);
    if (g) g.push({ line, product, description, code });
    else if (this.groups.size < MAX_GROUPS) this.groups.set(sig, [{ line, product, description, code }]);
  }

  /** The rows whose heading is the outlier of their group, in line order. */
  flags(): ConsistencyFlag[] {
    const out: ConsistencyFlag[] = [];
    for (const members of this.groups.values()) {
      if (members.length < CONSISTENCY_MIN_AGREEING + 1) continue;
      const byHeading = new Map<string, Member[]>();
      for (const m of members) {
        const h = m.code.slice(0, 4);
        const list = byHeading.get(h);
        if (list) list.push(m);
        else byHeading.set(h, [m]);
      }
      if (byHeading.size < 2) continue;
      const [major, agreeing] = [...byHeading].sort((a, b) => b[1].length - a[1].length)[0]!;
      if (agreeing.length < CONSISTENCY_MIN_AGREEING || agreeing.length / members.length < CONSISTENCY_MIN_SHARE) continue;
      const majorityCode = mostFrequent(agreeing.map((m) => m.code));
      for (const m of members) {
        if (m.code.startsWith(major)) continue;
        out.push({ ...m, majorityCode, majorityRows: agreeing.length, groupRows: members.length });
      }
    }
    return out.sort((a, b) => a.line - b.line);
  }
}

function mostFrequent(codes: string[]): string {
  const n = new Map<string, number>();
  for (const c of codes) n.set(c, (n.get(c) ?? 0) + 1);
  return [...n].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]![0];
}
