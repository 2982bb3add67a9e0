/**
 * Separator detection for CSV exports: `;` (Excel pt-BR), `,` or tab. Commas also appear in pt-BR
 * decimals ("1.234,56"), so the winner is the separator whose per-line count is the most
 * consistent across the sample (the header and data rows agree), then the one with most columns.
 */

export type CsvSeparator = ';' | ',' | '\t' | '|';

const CANDIDATES: CsvSeparator[] = [';', '\t', ',', '|'];

/** Counts separators outside quotes, per record, over the sample text (first lines of the file). */
function countsPerRecord(sample: string, sep: string): number[] {
  const counts: number[] = [];
  let inQuotes = false;
  let n = 0;
  let nonEmpty = false;
  for (let i = 0; i < sample.length; i++) {
    const ch = sample[i];
    if (ch === '"') inQuotes = !inQuotes;
    else if (!inQuotes && (ch === '\n' || ch === '\r')) {
      if (nonEmpty) counts.push(n);
      n = 0;
      nonEmpty = false;
    } else {
      if (!inQuotes && ch === sep) n++;
      if (ch !== ' ') nonEmpty = true;
    }
  }
  if (nonEmpty) counts.push(n);
  return counts;
}

export function detectSeparator(sample: string): CsvSeparator {
  let best: { sep: CsvSeparator; lines: number; mode: number } | null = null;
  for (const sep of CANDIDATES) {
    const counts = countsPerRecord(sample, sep).filter((c) => c > 0);
    if (counts.length === 0) continue;
    const freq = new Map<number, number>();
    for (const c of counts) freq.set(c, (freq.get(c) ?? 0) + 1);
    let mode = 0;
    let lines = 0;
    for (const [c, f] of freq) if (f > lines || (f === lines && c > mode)) [mode, lines] = [c, f];
    if (!best || lines > best.lines || (lines === best.lines && mode > best.mode)) best = { sep, lines, mode };
  }
  // A single-column file has no separator at all; any choice reads it the same.
  return best?.sep ?? ';';
}
