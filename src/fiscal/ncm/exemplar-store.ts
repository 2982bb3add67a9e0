/**
 * Code-level suggestions from labelled exemplars (ADR 010, sixth round). Names rarely carry what tells a heading's
 * subitems apart ("QUEIJO PROVOLONE" is 0406.90.20, "QUEIJO GOUDA" 0406.90.30; the tables say "de massa semidura"),
 * so the index over the official texts ranks the right subitem first in about two cases of three. A labelled name of
 * the same kind does better: the exemplars sharing the name's product words, inside the headings the vocabulary
 * predicts, give their codes, most similar first. Only suggestions: an exemplar never decides whether a row is
 * flagged.
 */
import { tokenize } from './text-normalize';
import type { LabelledProduct } from './exemplar-corpus';

interface Exemplar {
  stems: readonly string[];
  code: string;
}

export interface ExemplarCode {
  code: string;
  /** Share of the name's word weight (IDF over the exemplars) the best exemplar with this code shares, 0–1. */
  similarity: number;
}

export class ExemplarStore {
  private readonly items: Exemplar[] = [];
  private readonly byStem = new Map<string, number[]>();

  constructor(pairs: readonly LabelledProduct[]) {
    for (const p of pairs) {
      const stems = [...new Set(tokenize(p.description, true))];
      if (!stems.length || !/^\d{8}$/.test(p.ncm)) continue;
      const id = this.items.push({ stems, code: p.ncm }) - 1;
      for (const s of stems) {
        const ids = this.byStem.get(s);
        if (ids) ids.push(id);
        else this.byStem.set(s, [id]);
      }
    }
  }

  get size(): number {
    return this.items.length;
  }

  /** Rare words weigh more: a shared "provolone" says more than a shared "kg" or "queijo". */
  private weight(stem: string): number {
    return Math.log(1 + this.items.length / (1 + (this.byStem.get(stem)?.length ?? 0)));
  }

  /**
   * Codes of the exemplars that hold every stem of `kind` (the vocabulary name the row was read as) and whose code
   * starts with one of `headings`, each with its best exemplar's similarity, most similar first (ties: code order).
   */
  codesFor(stems: readonly string[], kind: readonly string[], headings: readonly string[]): ExemplarCode[] {
    const query = [...new Set(stems)];
    const total = query.reduce((sum, s) => sum + this.weight(s), 0);
    if (!total || !kind.length) return [];
    const shared = new Map<number, number>();
    for (const s of query) {
      const w = this.weight(s);
      for (const id of this.byStem.get(s) ?? []) shared.set(id, (shared.get(id) ?? 0) + w);
    }
    const best = new Map<string, number>();
    for (const [id, w] of shared) {
      const ex = this.items[id]!;
      if (!headings.some((h) => ex.code.startsWith(h)) || !kind.every((k) => ex.stems.includes(k))) continue;
      const similarity = Math.min(1, w / total);
      if (similarity > (best.get(ex.code) ?? 0)) best.set(ex.code, similarity);
    }
    return [...best].map(([code, similarity]) => ({ code, similarity })).sort((a, b) => b.similarity - a.similarity || a.code.localeCompare(b.code));
  }
}
