/**
 * Header names that are too generic to trust alone: "Classificação" is the NCM in some ERP exports
 * (Alterdata's entries report) and a product group or an accounting class in others. Such a name is
 * accepted for a column only when the cells under it look like that column's values.
 */
import { cellText } from './header-match';
import { headerTokens } from './normalize-header';
import { isEmptyCell } from './row-source';
import type { CellValue, ColumnSpec } from './types';

/** Share of the filled cells under the header that must fit the pattern. */
const MIN_SHARE = 0.8;

/**
 * For each spec still missing in `columns` that has `dataSynonyms`, the first unused column whose header
 * is one of those names (same tokens) and whose filled cells in `sample` mostly match the pattern.
 * Returns the keys it added (mutates `columns`).
 */
export function matchByData(headerCells: CellValue[], sample: CellValue[][], specs: ColumnSpec[], columns: Record<string, number>): string[] {
  const used = new Set(Object.values(columns));
  const added: string[] = [];
  for (const spec of specs) {
    if (!spec.dataSynonyms || spec.key in columns) continue;
    const names = new Set(spec.dataSynonyms.synonyms.map((s) => headerTokens(s).join(' ')));
    for (let col = 0; col < headerCells.length; col++) {
      if (used.has(col) || !names.has(headerTokens(cellText(headerCells[col] ?? null)).join(' '))) continue;
      if (!cellsFit(sample, col, spec.dataSynonyms.pattern)) continue;
      columns[spec.key] = col;
      used.add(col);
      added.push(spec.key);
      break;
    }
  }
  return added;
}

function cellsFit(sample: CellValue[][], col: number, pattern: RegExp): boolean {
  let filled = 0;
  let fit = 0;
  for (const row of sample) {
    const v = row[col] ?? null;
    if (isEmptyCell(v)) continue;
    filled++;
    if (pattern.test(cellText(v).trim())) fit++;
  }
  // At least two filled cells: one code-like value in a column of group names proves nothing.
  return filled >= 2 && fit / filled >= MIN_SHARE;
}
