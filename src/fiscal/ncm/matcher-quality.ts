/**
 * Quality of the description matcher on a labelled set (product name → true NCM): pure, so the
 * quality test and the bench script share it.
 */
import type { ReferenceTables } from '../tables/load-tables';
import { checkNcmRows } from './check-ncm';
import { descriptionIndexFor } from './description-index';

export interface LabelledProduct {
  description: string;
  ncm: string;
}

export interface MatcherQuality {
  n: number;
  /** Share whose true code is the first suggestion. */
  top1: number;
  /** Share whose true code is among the 3 suggestions. */
  top3: number;
  /** Share whose true heading (4 digits) is among the 3 suggestions. */
  top3Heading: number;
  /** Share of correct rows flagged NCM_DESCRICAO (false alarms). */
  falseAlarmRate: number;
  /** Share of rows given a code from another chapter that are flagged NCM_DESCRICAO. */
  detectionRate: number;
  misses: { description: string; ncm: string; got: string[] }[];
  falseAlarms: { description: string; ncm: string }[];
}

/** Parses the TSV fixture (`descrição<TAB>ncm`, `#` comments). */
export function parseLabelledTsv(text: string): LabelledProduct[] {
  return text
    .split(/\r?\n/)
    .filter((l) => l.trim() && !l.startsWith('#'))
    .map((l) => {
      const [description, ncm] = l.split('\t');
      return { description: description!.trim(), ncm: (ncm ?? '').trim() };
    });
}

export function measureMatcherQuality(tables: ReferenceTables, items: LabelledProduct[], referenceDate: Date): MatcherQuality {
  const idx = descriptionIndexFor(tables);
  let top1 = 0;
  let top3 = 0;
  let top3Heading = 0;
  const misses: MatcherQuality['misses'] = [];
  for (const it of items) {
    const got = idx.search(it.description, 3).map((c) => c.code);
    if (got[0] === it.ncm) top1++;
    if (got.includes(it.ncm)) top3++;
    else misses.push({ description: it.description, ncm: it.ncm, got });
    if (got.some((c) => c.slice(0, 4) === it.ncm.slice(0, 4))) top3Heading++;
  }
  const correct = checkNcmRows(
    items.map((it, i) => ({ line: i + 2, product: null, description: it.description, ncm: it.ncm })),
    { tables, referenceDate },
  );
  const falseAlarms = correct.issues
    .filter((f) => f.code === 'NCM_DESCRICAO')
    .map((f) => ({ description: items[f.line - 2]!.description, ncm: items[f.line - 2]!.ncm }));
  // Wrong rows: each product gets the code of a product from another chapter (deterministic shift).
  const wrongRows = items.map((it, i) => {
    let j = (i + Math.floor(items.length / 2)) % items.length;
    while (items[j]!.ncm.slice(0, 2) === it.ncm.slice(0, 2)) j = (j + 1) % items.length;
    return { line: i + 2, product: null, description: it.description, ncm: items[j]!.ncm };
  });
  const wrong = checkNcmRows(wrongRows, { tables, referenceDate });
  const detected = new Set(wrong.issues.filter((f) => f.code === 'NCM_DESCRICAO').map((f) => f.line)).size;
  const n = items.length || 1;
  return {
    n: items.length,
    top1: top1 / n,
    top3: top3 / n,
    top3Heading: top3Heading / n,
    falseAlarmRate: falseAlarms.length / n,
    detectionRate: detected / n,
    misses,
    falseAlarms,
  };
}
