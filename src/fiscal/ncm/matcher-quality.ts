/**
 * Quality of the description × NCM judgment on a labelled set (product name → true NCM), with the figures
 * issue 14 sets targets for. Pure, so the quality test and `npm run bench -- ncm-qualidade` share it.
 */
import type { ReferenceTables } from '../tables/load-tables';
import { checkNcmRows } from './check-ncm';
import type { NcmInputRow, NcmResult } from './types';
import type { LabelledProduct } from './exemplar-corpus';
import { tokenize } from './text-normalize';

export interface MatcherQuality {
  n: number;
  /** Gross mismatches (the name given a code from another chapter) flagged NCM_DESCRICAO, share of n. Target ≥ 0.95. */
  grossRecall: number;
  /** NCM_DESCRICAO raised on the correctly coded rows, per 100 rows. Target ≤ 1. */
  falsePer100: number;
  /** Where a suggestion was made on a gross mismatch: true code among the 3 suggestions. Target ≥ 0.8. */
  suggestionTop3: number;
  /** Same, true heading (4 digits) among the 3 suggestions. Target ≥ 0.9. */
  suggestionHeadingTop3: number;
  /** Flagged gross mismatches (the denominator of the two figures above). */
  flagged: number;
  /** Correct rows whose name says too little to weigh ("descrição insuficiente para conferir"). */
  insufficient: number;
  /** Correct rows whose name names no product kind the judgment knows (not weighed). */
  unrecognised: number;
  misses: { description: string; ncm: string; written: string }[];
  falseAlarms: { description: string; ncm: string; suggestion: string | null }[];
  wrongSuggestions: { description: string; ncm: string; got: string[] }[];
}

/** A name as the judgment reads it, whatever the order and repeats of its words. */
const nameKey = (description: string): string => [...new Set(tokenize(description, true))].sort().join(' ');

/**
 * The exemplars without any name the measured items share (same words once read): a set is never judged with its
 * own names, nor with a copy of them from another set ("LOSARTANA POTASSICA 50MG 30 COMP" is in two families).
 */
export function exemplarsWithout(items: readonly LabelledProduct[], pool: readonly LabelledProduct[]): LabelledProduct[] {
  const names = new Set(items.map((i) => nameKey(i.description)));
  return pool.filter((p) => !names.has(nameKey(p.description)));
}

/** Figures of several sets measured apart, pooled as if measured together. */
export function poolQuality(parts: readonly MatcherQuality[]): MatcherQuality {
  const sum = (f: (q: MatcherQuality) => number): number => parts.reduce((a, q) => a + f(q), 0);
  const n = sum((q) => q.n);
  const flagged = sum((q) => q.flagged);
  return {
    n,
    grossRecall: n ? flagged / n : 0,
    falsePer100: n ? (sum((q) => q.falseAlarms.length) / n) * 100 : 0,
    suggestionTop3: flagged ? sum((q) => q.suggestionTop3 * q.flagged) / flagged : 0,
    suggestionHeadingTop3: flagged ? sum((q) => q.suggestionHeadingTop3 * q.flagged) / flagged : 0,
    flagged,
    insufficient: sum((q) => q.insufficient),
    unrecognised: sum((q) => q.unrecognised),
    misses: parts.flatMap((q) => q.misses),
    falseAlarms: parts.flatMap((q) => q.falseAlarms),
    wrongSuggestions: parts.flatMap((q) => q.wrongSuggestions),
  };
}

/**
 * Gross mismatches: each product gets the code of another product of the set from another chapter
 * (a deterministic shift by half the set), as when a register's columns slip or a code is copied from the
 * wrong row.
 */
export function grossMismatchRows(items: LabelledProduct[]): NcmInputRow[] {
  return items.map((it, i) => {
    let j = (i + Math.floor(items.length / 2)) % items.length;
    let guard = 0;
    while (items[j]!.ncm.slice(0, 2) === it.ncm.slice(0, 2) && guard++ < items.length) j = (j + 1) % items.length;
    return { line: i + 2, product: null, description: it.description, ncm: items[j]!.ncm };
  });
}

/** `exemplars`: the labelled names suggestions come from, when not the shipped ones (a set judged without itself). */
export function measureMatcherQuality(tables: ReferenceTables, items: LabelledProduct[], referenceDate: Date, exemplars?: readonly LabelledProduct[]): MatcherQuality {
  const ctx = { tables, referenceDate, ...(exemplars ? { exemplars } : {}) };
  const correct = checkNcmRows(
    items.map((it, i) => ({ line: i + 2, product: null, description: it.description, ncm: it.ncm })),
    ctx,
  );
  const falseAlarms = correct.issues
    .filter((f) => f.code === 'NCM_DESCRICAO')
    .map((f) => ({ description: items[f.line - 2]!.description, ncm: items[f.line - 2]!.ncm, suggestion: f.suggestion }));
  const wrongRows = grossMismatchRows(items);
  const wrong = checkNcmRows(wrongRows, ctx);
  const flaggedLines = new Set<number>();
  let top3 = 0;
  let heading3 = 0;
  const wrongSuggestions: MatcherQuality['wrongSuggestions'] = [];
  for (const f of wrong.issues) {
    if (f.code !== 'NCM_DESCRICAO' || flaggedLines.has(f.line)) continue;
    flaggedLines.add(f.line);
    const truth = items[f.line - 2]!.ncm;
    const got = f.suggestions.map((s) => s.code);
    if (got.includes(truth)) top3++;
    if (got.some((c) => c.slice(0, 4) === truth.slice(0, 4))) heading3++;
    else wrongSuggestions.push({ description: f.description ?? '', ncm: truth, got });
  }
  const misses = wrongRows
    .filter((r) => !flaggedLines.has(r.line))
    .map((r) => ({ description: r.description ?? '', ncm: items[r.line - 2]!.ncm, written: String(r.ncm) }));
  const n = items.length || 1;
  const flagged = flaggedLines.size;
  return {
    n: items.length,
    grossRecall: flagged / n,
    falsePer100: (falseAlarms.length / n) * 100,
    suggestionTop3: flagged ? top3 / flagged : 0,
    suggestionHeadingTop3: flagged ? heading3 / flagged : 0,
    flagged,
    insufficient: correct.summary.insufficientDescription ?? 0,
    unrecognised: correct.summary.unrecognisedDescription ?? 0,
    misses,
    falseAlarms,
    wrongSuggestions,
  };
}

export interface RegisterQuality {
  rows: number;
  /** NCM_DESCRICAO findings (description × code) and file-consistency findings. */
  description: number;
  consistency: number;
  per100: number;
  byCode: Record<string, number>;
  result: NcmResult;
}

/** Figures of a real register, whose codes are mostly right: every description finding is a candidate false alarm. */
export function measureRegister(result: NcmResult): RegisterQuality {
  const byCode: Record<string, number> = {};
  for (const f of result.issues) byCode[f.code] = (byCode[f.code] ?? 0) + 1;
  const description = byCode.NCM_DESCRICAO ?? 0;
  const consistency = byCode.NCM_INCONSISTENTE ?? 0;
  return { rows: result.rows, description, consistency, per100: result.rows ? ((description + consistency) / result.rows) * 100 : 0, byCode, result };
}
