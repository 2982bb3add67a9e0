/**
 * Minimal RFC 4180 reader for the layout CSVs (quoted fields, "" escapes, CR/LF, newlines inside quotes).
 * Fields are sliced from the text, not built char by char: the 3 MB fields file otherwise leaves
 * ~100 MB of transient strings behind, which shows up in the process's peak RSS.
 */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let i = 0;
  const n = text.length;
  while (i < n) {
    let field: string;
    if (text.charCodeAt(i) === 34) {
      // Quoted: find the closing quote that is not an escaped "".
      let j = i + 1;
      let parts: string[] | null = null;
      for (;;) {
        const q = text.indexOf('"', j);
        if (q < 0) { field = text.slice(i + 1); i = n; break; }
        if (text.charCodeAt(q + 1) === 34) { (parts ??= []).push(text.slice(j, q + 1)); j = q + 2; continue; }
        field = parts ? parts.join('') + text.slice(j, q) : text.slice(i + 1, q);
        i = q + 1;
        break;
      }
    } else {
      let j = i;
      while (j < n) { const c = text.charCodeAt(j); if (c === 44 || c === 10 || c === 13) break; j++; }
      field = text.slice(i, j);
      i = j;
    }
    row.push(field!);
    const c = text.charCodeAt(i);
    if (c === 44) { i++; if (i === n) row.push(''); continue; }
    if (c === 13) i++;
    if (text.charCodeAt(i) === 10) i++;
    if (row.length > 1 || row[0] !== '') rows.push(row);
    row = [];
  }
  if (row.length > 0) rows.push(row);
  return rows;
}

/** Rows plus a column reader by header name (no per-row objects: the fields file has ~20k rows). */
export function csvTable(text: string): { rows: string[][]; col: (row: string[], name: string) => string } {
  const [header, ...rows] = parseCsv(text.replace(/^\uFEFF/, ''));
  const at = new Map((header ?? []).map((h, i) => [h, i]));
  return { rows, col: (row, name) => row[at.get(name) ?? -1] ?? '' };
}
