import { readFileSync } from 'node:fs';
import { parseCsv } from './csv';

/** CSV → objects keyed by header (the reform CSVs are UTF-8, comma-separated, with a header row). */
export function readCsvObjects(path: string): Record<string, string>[] {
  const [head, ...rows] = parseCsv(readFileSync(path, 'utf8'));
  if (!head) return [];
  return rows.map((r) => Object.fromEntries(head.map((h, i) => [h.trim(), (r[i] ?? '').trim()])));
}
