import type { DescriptionIndex, MatchCandidate, ParsedQuery } from './description-index';
import { inMaterialPrefixes } from './materials';

/**
 * Decides whether a valid code clearly does not fit the product description (NCM_DESCRICAO).
 * A false alarm costs more than a missed doubt, so every condition must hold:
 *  - the description says something the tables know (at least one main word with idf);
 *  - neither the code nor any code of its heading (4 digits) covers the description;
 *  - the best code covers most of the description, including its first (main) word, and lies in
 *    another chapter;
 *  - when the main word is all the tables know of the name, its best codes agree on one sense.
 */
export const FIT_THRESHOLDS = {
  currentOk: 0.3,
  familyOk: 0.3,
  bestMin: 0.7,
};

export interface FitVerdict {
  mismatch: boolean;
  candidates: MatchCandidate[];
  currentScore: number;
}

export function checkDescriptionFit(idx: DescriptionIndex, description: string, code: string): FitVerdict {
  const q = idx.parse(description);
  // Registers repeat a product in many sizes and brands: same known stems + same code → same verdict.
  // The parsed query is interned by that key, so the memo hangs on it (no per-row key string).
  const memo = q.verdicts.get(code) as FitVerdict | undefined;
  if (memo) return memo;
  const verdict = decide(idx, q, description, code);
  if (q.verdicts.size >= 256) q.verdicts.clear();
  q.verdicts.set(code, verdict);
  return verdict;
}

function decide(idx: DescriptionIndex, q: ParsedQuery, description: string, code: string): FitVerdict {
  const main = q.terms.find((t) => t.weight > 1);
  if (!main || q.information === 0) return { mismatch: false, candidates: [], currentScore: 0 };
  // The name states a material this code's chapter classifies by ("ABRACADEIRA NYLON" in 39.26).
  if (q.materials && inMaterialPrefixes(q.materials, code)) return { mismatch: false, candidates: [], currentScore: 0 };
  const currentScore = idx.scoreCode(q, code);
  if (currentScore >= FIT_THRESHOLDS.currentOk) return { mismatch: false, candidates: [], currentScore };
  // The code's texts name the product's main word: not a strong enough case against it.
  if (idx.covers(code, main.stem)) return { mismatch: false, candidates: [], currentScore };
  // The code's texts name the official class of an everyday word (hints: "panela" → "artigos de
  // uso doméstico", the wording of 73.23 and 76.15, which classify cookware by material).
  const hints = q.terms.filter((t) => t.weight < 1);
  if (hints.length && hints.every((t) => idx.covers(code, t.stem))) return { mismatch: false, candidates: [], currentScore };
  // The heading check is cheap (a few dozen codes); the global search only runs when it fails.
  if (idx.bestUnder(q, code.slice(0, 4)) >= FIT_THRESHOLDS.familyOk) return { mismatch: false, candidates: [], currentScore };
  const candidates = idx.search(description, 3);
  const best = candidates[0];
  if (!best || best.score < FIT_THRESHOLDS.bestMin) return { mismatch: false, candidates, currentScore };
  if (best.code.slice(0, 2) === code.slice(0, 2)) return { mismatch: false, candidates, currentScore };
  if (!idx.covers(best.code, main.stem)) return { mismatch: false, candidates, currentScore };
  // A name whose only known word is the product word, and whose best codes lie in unrelated parts
  // of the nomenclature, names a word with several senses ("BOLA DE GUDE": coal "bolas" in 27,
  // sports balls in 95; "FITA CREPE": ribbons in 58, tapes in 85): nothing says which one is meant.
  if (q.terms.filter((t) => t.weight >= 1).length === 1) {
    const group = sectionGroup(best.code);
    if (candidates.some((c) => sectionGroup(c.code) !== group && c.score >= best.score - AMBIGUOUS_MARGIN)) {
      return { mismatch: false, candidates, currentScore };
    }
  }
  return { mismatch: true, candidates, currentScore };
}

// Candidates this close to the best one are as likely as it.
const AMBIGUOUS_MARGIN = 0.05;

// First chapter of each NCM section (I–XXI), with the agri-food sections I–IV as one group: codes of
// one word in chapters 07 and 20 (fresh and prepared potatoes) are one sense, in 27 and 95 two.
const SECTION_STARTS = [1, 25, 28, 39, 41, 44, 47, 50, 64, 68, 71, 72, 84, 86, 90, 93, 94, 97];
function sectionGroup(code: string): number {
  const ch = Number(code.slice(0, 2));
  let s = 0;
  while (s + 1 < SECTION_STARTS.length && SECTION_STARTS[s + 1]! <= ch) s++;
  return s;
}
