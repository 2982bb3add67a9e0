/**
 * Inverted index of the NCM codes in force, built once per loaded tables: every 8-digit code is a
 * document made of its full hierarchical text plus TIPI Ex, IBPT and CEST texts (extra vocabulary,
 * weighted lower). A query (ERP product name) is scored by the share of its known information
 * (idf-weighted stems) that a code's text covers.
 */
import type { ReferenceTables } from '../tables/load-tables';
import type { NcmVersionData } from '../tables/ncm-table';
import { tokenize, tokenizeQuery } from './text-normalize';

export interface MatchCandidate {
  code: string;
  /** 0..1: idf-weighted share of the query that the code's texts cover. */
  score: number;
}

export interface ParsedQuery {
  /** Distinct stems known to the index, with their idf. */
  terms: { stem: string; idf: number; weight: number }[];
  /** Sum of the idf of known stems (how much the description says). */
  information: number;
}

// Field weights: the code's own levels count most; broader or borrowed texts less.
const W_OWN = 1;
const W_PARENT = 0.9;
const W_HEADING = 0.85;
const W_CHAPTER = 0.35;
const W_IBPT = 0.85;
const W_CEST = 0.75;
const W_TIPI_EX = 0.6;

export class DescriptionIndex {
  private readonly docs: Map<string, number>[] = [];
  readonly codes: string[] = [];
  private readonly postings = new Map<string, number[]>();
  private readonly idf = new Map<string, number>();
  /** Σ idf·weight of each document's own texts, to prefer codes whose text the query explains best. */
  private readonly docNorm: number[] = [];
  private readonly docIndex = new Map<string, number>();
  private readonly queryCache = new Map<string, ParsedQuery>();
  private readonly searchCache = new Map<string, MatchCandidate[]>();

  constructor(tables: ReferenceTables, version: NcmVersionData = tables.ncm.latest) {
    const ncm = tables.ncm;
    const cestByCode = new Map<string, string[]>();
    if (tables.cest) {
      for (const code of version.codes) {
        const names = tables.cest.candidatesFor(code).map((c) => c.description);
        if (names.length) cestByCode.set(code, names);
      }
    }
    const tokenCache = new Map<string, string[]>();
    const tok = (s: string): string[] => {
      let t = tokenCache.get(s);
      if (!t) {
        t = tokenize(s, false);
        tokenCache.set(s, t);
      }
      return t;
    };
    for (const code of version.codes) {
      const doc = new Map<string, number>();
      const add = (text: string | undefined, w: number): void => {
        if (!text) return;
        for (const s of tok(text)) if ((doc.get(s) ?? 0) < w) doc.set(s, w);
      };
      add(version.texts.get(code.slice(0, 2)), W_CHAPTER);
      add(version.texts.get(code.slice(0, 4)), W_HEADING);
      add(version.texts.get(code.slice(0, 5)), W_PARENT);
      add(version.texts.get(code.slice(0, 6)), W_PARENT);
      add(version.texts.get(code.slice(0, 7)), W_PARENT);
      add(version.texts.get(code), W_OWN);
      for (const l of tables.tipi?.lines(code) ?? []) if (l.ex) add(l.description, W_TIPI_EX);
      for (const e of tables.ibpt?.get(code) ?? []) add(e.description, e.ex ? W_TIPI_EX : W_IBPT);
      for (const n of cestByCode.get(code) ?? []) add(n, W_CEST);
      const id = this.docs.length;
      this.docs.push(doc);
      this.codes.push(code);
      this.docIndex.set(code, id);
      for (const s of doc.keys()) {
        const p = this.postings.get(s);
        if (p) p.push(id);
        else this.postings.set(s, [id]);
      }
    }
    void ncm;
    const n = this.docs.length;
    for (const [s, p] of this.postings) this.idf.set(s, Math.log(1 + n / p.length));
    for (const doc of this.docs) {
      let norm = 0;
      for (const [s, w] of doc) if (w >= W_HEADING) norm += this.idf.get(s)! * w;
      this.docNorm.push(norm || 1);
    }
  }

  get size(): number {
    return this.docs.length;
  }

  /** Tokenizes an ERP product name once (cached) and keeps the stems the index knows. */
  parse(description: string): ParsedQuery {
    const hit = this.queryCache.get(description);
    if (hit) return hit;
    const terms: { stem: string; idf: number; weight: number }[] = [];
    let information = 0;
    for (const { stem, weight } of tokenizeQuery(description)) {
      const base = this.idf.get(stem);
      if (base === undefined) continue; // brand or word the tables never use
      const idf = base * weight;
      terms.push({ stem, idf, weight });
      information += idf;
    }
    const q = { terms, information };
    if (this.queryCache.size > 100_000) this.queryCache.clear();
    this.queryCache.set(description, q);
    return q;
  }

  /** Score of one code for a parsed query (cheap: one map look-up per term). */
  scoreCode(q: ParsedQuery, code: string): number {
    const id = this.docIndex.get(code);
    if (id === undefined || q.information === 0) return 0;
    const doc = this.docs[id]!;
    let s = 0;
    for (const t of q.terms) s += t.idf * (doc.get(t.stem) ?? 0);
    return s / q.information;
  }

  /** True when the code's texts contain the stem (at any weight). */
  covers(code: string, stem: string): boolean {
    const id = this.docIndex.get(code);
    return id !== undefined && this.docs[id]!.has(stem);
  }

  has(code: string): boolean {
    return this.docIndex.has(code);
  }

  /**
   * Best codes for a description, optionally limited to codes starting with `prefix`.
   * Ties go to the code with fewer texts (the more specific one).
   */
  search(description: string, limit = 3, prefix = ''): MatchCandidate[] {
    const key = `${prefix}|${limit}|${description}`;
    const hit = this.searchCache.get(key);
    if (hit) return hit;
    const q = this.parse(description);
    const acc = new Map<number, number>();
    const own = new Map<number, number>();
    for (const t of q.terms) {
      for (const id of this.postings.get(t.stem) ?? []) {
        if (prefix && !this.codes[id]!.startsWith(prefix)) continue;
        const w = this.docs[id]!.get(t.stem)!;
        acc.set(id, (acc.get(id) ?? 0) + t.idf * w);
        if (w >= W_HEADING) own.set(id, (own.get(id) ?? 0) + (t.idf / t.weight) * w);
      }
    }
    // Rank by how much of the query is covered, then by how much of the code's own text the query explains.
    const ranked = [...acc.entries()]
      .map(([id, s]) => {
        const score = s / (q.information || 1);
        return { id, score, rank: score + 0.25 * Math.min(1, (own.get(id) ?? 0) / this.docNorm[id]!) };
      })
      .sort((a, b) => b.rank - a.rank || this.codes[a.id]!.localeCompare(this.codes[b.id]!))
      .slice(0, limit)
      .map((r) => ({ code: this.codes[r.id]!, score: Math.max(0, Math.min(1, r.score)) }));
    if (this.searchCache.size > 50_000) this.searchCache.clear();
    this.searchCache.set(key, ranked);
    return ranked;
  }

  /** Ranks a given list of codes (e.g. successors of an extinct code) by the description. */
  rank(description: string, codes: string[]): MatchCandidate[] {
    const q = this.parse(description);
    return codes
      .map((code) => ({ code, score: this.scoreCode(q, code) }))
      .sort((a, b) => b.score - a.score || a.code.localeCompare(b.code));
  }
}

const indexCache = new WeakMap<ReferenceTables, DescriptionIndex>();

/** The index for these tables, built on first use (≈ a fraction of a second) and kept. */
export function descriptionIndexFor(tables: ReferenceTables): DescriptionIndex {
  let idx = indexCache.get(tables);
  if (!idx) {
    idx = new DescriptionIndex(tables);
    indexCache.set(tables, idx);
  }
  return idx;
}
