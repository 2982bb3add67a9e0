/**
 * Report generators (Crystal Reports, FastReport and the ERPs built on them) export to Excel by object
 * position, so a heading and the values under it can land in neighbouring columns: "NCM" in D, the
 * codes in E, D merged over both or left blank. Read as laid out, every item would have an empty NCM.
 */
import { cellText } from './header-match';
import { normalizeText } from './normalize-header';
import { isEmptyCell, isEmptyRow, type RawRow } from './row-source';
import type { SheetHeader } from './types';

/** Totals lines say nothing about where item values sit (their label often spills under another heading). */
function looksLikeItem(r: RawRow): boolean {
  if (isEmptyRow(r.cells)) return false;
  return !r.cells.some((c) => typeof c === 'string' && /^(sub ?)?tota(l|is)\b/.test(normalizeText(c)));
}

/** How far from its heading a value column is looked for. */
const OFFSETS = [1, -1, 2, -2];

/**
 * Moves a mapped column that is empty in every sampled data row to the nearest column with no heading
 * of its own that is filled in at least half of them. Required columns first; optional ones only when
 * a required one moved (then the export is misaligned as a whole, not just missing an optional value).
 */
export function realignColumns(header: SheetHeader, sample: RawRow[], requiredKeys: string[]): void {
  const rows = sample.filter(looksLikeItem);
  if (rows.length === 0) return;
  const filled = (c: number) => rows.reduce((n, r) => n + (isEmptyCell(r.cells[c] ?? null) ? 0 : 1), 0);
  const used = new Set(Object.values(header.columns));
  const moveColumn = (col: number): boolean => {
    if (filled(col) > 0) return false;
    for (const d of OFFSETS) {
      const c = col + d;
      if (c < 0 || used.has(c) || cellText(header.cells[c] ?? null).trim() !== '') continue;
      if (filled(c) * 2 < rows.length) continue;
      // Every key read from this column (one shared "CST PIS/COFINS" column serves two) moves with it.
      for (const [k, v] of Object.entries(header.columns)) if (v === col) header.columns[k] = c;
      used.delete(col);
      used.add(c);
      return true;
    }
    return false;
  };
  const requiredCols = new Set(requiredKeys.map((k) => header.columns[k]).filter((c) => c !== undefined));
  let moved = false;
  for (const col of requiredCols) moved = moveColumn(col) || moved;
  if (!moved) return;
  const optionalCols = new Set(Object.values(header.columns).filter((c) => !requiredCols.has(c)));
  for (const col of optionalCols) moveColumn(col);
}

/**
 * The same header twice ("NCM | NCM", an ERP layout with a legacy field left empty beside the one it
 * fills): of the columns a key matched equally well, the one filled in most sampled data rows is read;
 * on a tie the first stays. Decided on the rows already sampled, so the file is still read once.
 */
export function preferFilledDuplicates(header: SheetHeader, sample: RawRow[], duplicates: Record<string, number[]>): void {
  const keys = Object.keys(duplicates);
  if (keys.length === 0) return;
  const rows = sample.filter(looksLikeItem);
  if (rows.length === 0) return;
  const filled = (c: number) => rows.reduce((n, r) => n + (isEmptyCell(r.cells[c] ?? null) ? 0 : 1), 0);
  const used = new Set(Object.values(header.columns));
  for (const key of keys) {
    const col = header.columns[key];
    if (col === undefined) continue;
    let best = col;
    let bestFilled = filled(col);
    for (const c of duplicates[key]) {
      if (used.has(c)) continue;
      const n = filled(c);
      if (n > bestFilled) {
        best = c;
        bestFilled = n;
      }
    }
    if (best === col) continue;
    // Keys sharing the column (a "CST PIS/COFINS" read for both) move with it.
    for (const [k, v] of Object.entries(header.columns)) if (v === col) header.columns[k] = best;
    used.delete(col);
    used.add(best);
  }
}
