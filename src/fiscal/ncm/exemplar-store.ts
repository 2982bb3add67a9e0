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

export interface ExemplarCode {
  code: string;
  /** Share of the name's word weight (IDF over the exemplars) the best exemplar with this code shares, 0–1. */
  similarity: number;
}

/**
 * Stems are held as small integers and the lists as typed arrays: the store lives in the engine child for the whole
 * check, whose peak RSS has a 300 MB budget (issue 14); strings and arrays of objects took about four times the room.
 */
export class ExemplarStore {
  private readonly stemIds = new Map<string, number>();
  private readonly codes: string[] = [];
  /** Stem ids of exemplar i: stems[offsets[i] .. offsets[i + 1]). */
  private readonly stems: Int32Array;
  private readonly offsets: Int32Array;
  /** Exemplars holding stem s: byStem[s]. */
  private readonly byStem: Int32Array[];

  constructor(pairs: readonly LabelledProduct[]) {
    const flat: number[] = [];
    const offsets: number[] = [0];
    const lists: number[][] = [];
    for (const p of pairs) {
      const words = [...new Set(tokenize(p.description, true))];
      if (!words.length || !/^\d{8}$/.test(p.ncm)) continue;
      const id = this.codes.push(p.ncm) - 1;
      for (const w of words) {
        let s = this.stemIds.get(w);
        if (s === undefined) {
          s = lists.push([]) - 1;
          this.stemIds.set(w, s);
        }
        flat.push(s);
        lists[s]!.push(id);
      }
      offsets.push(flat.length);
    }
    this.stems = Int32Array.from(flat);
    this.offsets = Int32Array.from(offsets);
    this.byStem = lists.map((l) => Int32Array.from(l));
  }

  get size(): number {
    return this.codes.length;
  }

  /** Rare words weigh more: a shared "provolone" says more than a shared "kg" or "queijo". */
  private weight(stem: number | undefined): number {
    return Math.log(1 + this.codes.length / (1 + (stem === undefined ? 0 : this.byStem[stem]!.length)));
  }

  private holds(exemplar: number, stem: number): boolean {
    for (let i = this.offsets[exemplar]!; i < this.offsets[exemplar + 1]!; i++) if (this.stems[i] === stem) return true;
    return false;
  }

  /**
   * Codes of the exemplars that hold every stem of `kind` (the vocabulary name the row was read as) and whose code
   * starts with one of `headings`, each with its best exemplar's similarity, most similar first (ties: code order).
   */
  codesFor(stems: readonly string[], kind: readonly string[], headings: readonly string[]): ExemplarCode[] {
    const query = [...new Set(stems)].map((s) => this.stemIds.get(s));
    const weights = query.map((s) => this.weight(s));
    const total = weights.reduce((sum, w) => sum + w, 0);
    const kindIds = kind.map((k) => this.stemIds.get(k));
    if (!total || !kindIds.length || kindIds.some((k) => k === undefined)) return [];
    // Every candidate holds every stem of the kind: walking the shortest of their lists finds them all, without the
    // long lists of common words ("kg", "un") a check would otherwise walk for each flagged or uncoded row.
    let shortest = this.byStem[kindIds[0]!]!;
    for (const k of kindIds) if (this.byStem[k!]!.length < shortest.length) shortest = this.byStem[k!]!;
    const best = new Map<string, number>();
    for (const id of shortest) {
      const code = this.codes[id]!;
      if (!headings.some((h) => code.startsWith(h)) || !kindIds.every((k) => this.holds(id, k!))) continue;
      let shared = 0;
      query.forEach((s, i) => {
        if (s !== undefined && this.holds(id, s)) shared += weights[i]!;
      });
      const similarity = Math.min(1, shared / total);
      if (similarity > (best.get(code) ?? 0)) best.set(code, similarity);
    }
    return [...best].map(([code, similarity]) => ({ code, similarity })).sort((a, b) => b.similarity - a.similarity || a.code.localeCompare(b.code));
  }
}
