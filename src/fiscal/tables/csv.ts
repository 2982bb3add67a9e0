/**
 * Minimal RFC 4180 CSV parser for the reference tables (quoted fields may hold the separator,
 * doubled quotes and line breaks — TIPI descriptions do). Pure: takes the text, not a path.
 */
export function parseCsv(text: string, sep = ','): string[][] {
  const rows: string[][] = [];
  const n = text.length;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0; // BOM
  while (i < n) {
    let end = text.indexOf('\n', i);
    if (end === -1) end = n;
    const line = text.charCodeAt(end - 1) === 13 ? text.slice(i, end - 1) : text.slice(i, end);
    if (!line.includes('"')) {
      // Fast path: most lines have no quotes at all.
      if (line !== '') rows.push(line.split(sep));
      i = end + 1;
      continue;
    }
    const [row, next] = parseQuotedRecord(text, i, sep);
    rows.push(row);
    i = next;
  }
  return rows;
}

/** One record starting at `start` that contains quotes (it may span several lines). */
function parseQuotedRecord(text: string, start: number, sep: string): [string[], number] {
  const row: string[] = [];
  let field = '';
  let quoted = false;
  let i = start;
  const n = text.length;
  while (i < n) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
        i++;
        continue;
      }
      field += c;
      i++;
      continue;
    }
    if (c === '"' && field === '') {
      quoted = true;
      i++;
    } else if (c === sep) {
      row.push(field);
      field = '';
      i++;
    } else if (c === '\n' || c === '\r') {
      row.push(field);
      return [row, i + (c === '\r' && text[i + 1] === '\n' ? 2 : 1)];
    } else {
      field += c;
      i++;
    }
  }
  row.push(field);
  return [row, n];
}

/** Rows as objects keyed by the header row (first row). */
export function csvRecords(text: string, sep = ','): Record<string, string>[] {
  const rows = parseCsv(text, sep);
  const header = (rows[0] ?? []).map((h) => h.trim());
  const out: Record<string, string>[] = [];
  for (let r = 1; r < rows.length; r++) {
    const rec: Record<string, string> = {};
    const cells = rows[r]!;
    for (let c = 0; c < header.length; c++) rec[header[c]!] = cells[c] ?? '';
    out.push(rec);
  }
  return out;
}

/** 'dd/mm/aaaa' → 'aaaa-mm-dd' (ISO), or null when it is not such a date. */
export function brDateToIso(s: string | undefined): string | null {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec((s ?? '').trim());
  return m ? `${m[3]}-${m[2]}-${m[1]}` : null;
}

/** 'aaaa-mm-dd' → 'dd/mm/aaaa' for pt-BR texts. */
export function isoToBr(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${y}`;
}

/**
 * Calendar day of a reference date. Dates read from sheets/SPED arrive as UTC midnight (a pure
 * calendar day, e.g. `new Date('2026-02-01')`): those are read in UTC so a negative offset does not
 * turn them into the previous day; any other instant ("now") is read in local time.
 */
export function dateToIso(d: Date): string {
  const utcMidnight = d.getUTCHours() === 0 && d.getUTCMinutes() === 0 && d.getUTCSeconds() === 0 && d.getUTCMilliseconds() === 0;
  const y = utcMidnight ? d.getUTCFullYear() : d.getFullYear();
  const m = String((utcMidnight ? d.getUTCMonth() : d.getMonth()) + 1).padStart(2, '0');
  const day = String(utcMidnight ? d.getUTCDate() : d.getDate()).padStart(2, '0');
  return `${y}-${m}-${day}`;
}

/** The ISO day before `iso`. */
export function dayBefore(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const dt = new Date(Date.UTC(y, m - 1, d - 1));
  return dt.toISOString().slice(0, 10);
}
