/**
 * Finds the header row among the first rows of a sheet and maps each ColumnSpec to one column.
 * ERP exports put titles, company names and blank rows above the header, and use many spellings
 * for one column, so matching is token-based and prefers the most specific synonym.
 */
import { headerTokens } from './normalize-header';
import type { CellValue, ColumnSpec } from './types';

/**
 * How many filled sheet rows are searched for the header (from the top). ERP reports stack company
 * name, CNPJ, address, period, report title, page and user above the header: 10 is not enough.
 */
export const HEADER_SEARCH_ROWS = 20;

/**
 * Tokens that turn a generic header into a different quantity: "Valor PIS" or "Valor unitário"
 * are not the item "Valor", so a partial match whose extra tokens include these is refused.
 */
const QUALIFIERS = new Set([
  'pis', 'cofins', 'icms', 'ipi', 'iss', 'issqn', 'st', 'fcp', 'difal', 'csll', 'irpj', 'ir',
  'desconto', 'descontos', 'frete', 'seguro', 'outras', 'despesas', 'acessorias', 'base',
  'aliquota', 'cst', 'csosn', 'unitario', 'unitaria', 'unit', 'credito', 'debito', 'retido',
  'retencao', 'anterior', 'original', 'antigo', 'sugerido', 'correto', 'novo', 'ex', 'cest',
  'percentual', 'perc', 'reducao', 'mva', 'tributo', 'tributos', 'imposto', 'impostos',
  // Columns our own reports add ("Código do problema", "Descrição oficial"): a corrected sheet sent
  // again must not have its product code read from them.
  'problema', 'oficial', 'motivo', 'erro',
  // "Nota Cancelada" (yes/no) is not the note's number: rows of cancelled notes are skipped by it (read-rows-skip.ts).
  'cancelada', 'cancelado', 'cancelamento',
]);

/** Joining words dropped from both sides so "Código do produto" equals "Código produto". */
const STOPWORDS = new Set(['de', 'do', 'da', 'dos', 'das']);

function tokensOf(text: string): string[] {
  return headerTokens(text).filter((t) => !STOPWORDS.has(t));
}

export function cellText(value: CellValue): string {
  if (value === null) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return String(value);
}

function containsAt(haystack: string[], needle: string[]): number {
  outer: for (let i = 0; i + needle.length <= haystack.length; i++) {
    for (let j = 0; j < needle.length; j++) if (haystack[i + j] !== needle[j]) continue outer;
    return i;
  }
  return -1;
}

/** Every token of `needle` is in `haystack`, in any order ("PIS CST" holds "CST PIS"). */
function containsAll(haystack: string[], needle: string[]): boolean {
  return needle.length > 0 && needle.every((t) => haystack.includes(t));
}

interface Candidate {
  key: string;
  col: number;
  score: number;
  exact: boolean;
}

/** Score of one synonym against one header cell; 0 = no match. Exact beats partial; longer synonyms win ties. */
function matchScore(syn: string[], cell: string[], blocked: Set<string>): { score: number; exact: boolean } {
  if (syn.length === 0 || cell.length === 0) return { score: 0, exact: false };
  if (syn.join('') === cell.join('')) return { score: 1000 + syn.length, exact: true };
  // Same words in another order: two-row headers compose "PIS" over "CST" as "pis cst" for "CST PIS".
  if (syn.length === cell.length && [...syn].sort().join(' ') === [...cell].sort().join(' ')) {
    return { score: 900 + syn.length, exact: true };
  }
  const at = containsAt(cell, syn);
  if (at < 0) return { score: 0, exact: false };
  const extra = [...cell.slice(0, at), ...cell.slice(at + syn.length)];
  if (extra.some((t) => QUALIFIERS.has(t) || blocked.has(t))) return { score: 0, exact: false };
  // A prefix ("Descrição do produto/serviço" for "Descrição") is likelier than a match in the middle.
  return { score: (at === 0 ? 500 : 300) + syn.length * 10 - extra.length, exact: false };
}

export interface HeaderMatch {
  columns: Record<string, number>;
  missing: ColumnSpec[];
  /** Higher is better: required columns found weigh most, then columns found, then exact matches. */
  score: number;
  matched: number;
  /**
   * key → other columns whose header matches that key exactly as well as the chosen one (two "NCM"
   * columns, the first left empty by the ERP). The reader picks among them by the data under them.
   */
  duplicates: Record<string, number[]>;
}

/** Maps specs to the columns of one candidate header row; each spec and each column is used once. */
export function matchHeaderRow(cells: CellValue[], specs: ColumnSpec[]): HeaderMatch {
  // "NCM:" / "Produto:" / "NCM: Todos" are a report's filter lines, labels of one value, not column headers.
  const cellTokens = cells.map((c) => {
    const text = cellText(c);
    return text.includes(':') ? [] : tokensOf(text);
  });
  const specTokens = specs.map((s) => s.synonyms.map(tokensOf));
  const candidates: Candidate[] = [];
  specs.forEach((spec, si) => {
    const own = new Set(specTokens[si].flat());
    cellTokens.forEach((cell, col) => {
      // Tokens by which the cell names another spec's column ("pis" in "Valor PIS", whose whole name
      // "PIS" is the PIS value) block partial matches. A word of another column's longer name that the
      // cell does not hold whole does not: "CST PIS Saída" is the CST even though "Data entrada/saída" is a date.
      const blocked = new Set<string>();
      specTokens.forEach((syns, sj) => {
        if (sj === si) return;
        for (const syn of syns) if (containsAll(cell, syn)) for (const t of syn) if (!own.has(t)) blocked.add(t);
      });
      let best = { score: 0, exact: false };
      specTokens[si].forEach((syn, k) => {
        const m = matchScore(syn, cell, blocked);
        // Synonyms are listed most likely first: of two columns matching equally ("Produto" holding the
        // code and "Descrição" the name, both description synonyms), the earlier synonym's wins.
        if (m.score > 0) m.score -= k / 1000;
        if (m.score > best.score) best = m;
      });
      if (best.score > 0) candidates.push({ key: spec.key, col, score: best.score, exact: best.exact });
    });
  });
  candidates.sort((a, b) => b.score - a.score || a.col - b.col);
  const columns: Record<string, number> = {};
  const usedCols = new Set<number>();
  let exactCount = 0;
  for (const c of candidates) {
    if (c.key in columns || usedCols.has(c.col)) continue;
    columns[c.key] = c.col;
    usedCols.add(c.col);
    if (c.exact) exactCount++;
  }
  // Same key, same score, a column no other key took: the same header written twice.
  const duplicates: Record<string, number[]> = {};
  const winnerScore: Record<string, number> = {};
  for (const c of candidates) {
    if (columns[c.key] === c.col) winnerScore[c.key] = c.score;
  }
  for (const c of candidates) {
    if (columns[c.key] === c.col || usedCols.has(c.col) || winnerScore[c.key] !== c.score) continue;
    (duplicates[c.key] ??= []).push(c.col);
  }
  for (const s of specs) {
    if (!(s.key in columns) && s.sameAs !== undefined && s.sameAs in columns) columns[s.key] = columns[s.sameAs];
  }
  const missing = specs.filter((s) => s.required && !(s.key in columns));
  const requiredFound = specs.filter((s) => s.required && s.key in columns).length;
  const matched = Object.keys(columns).length;
  return { columns, missing, matched, score: requiredFound * 10000 + matched * 100 + exactCount, duplicates };
}

/**
 * Columns of `cells` whose text is exactly a synonym of a spec (same tokens): "NCM", "CFOP". A data
 * value is never such a label, so a row with one is a header, ours or another table's.
 */
export function labelColumns(specs: ColumnSpec[]): (cells: CellValue[]) => Record<string, number> {
  const syns = specs.map((s) => new Set(s.synonyms.map((x) => tokensOf(x).join(''))));
  return (cells) => {
    const out: Record<string, number> = {};
    cells.forEach((c, col) => {
      if (typeof c !== 'string') return;
      const joined = tokensOf(c).join('');
      if (joined === '') return;
      specs.forEach((s, i) => {
        if (!(s.key in out) && syns[i].has(joined)) out[s.key] = col;
      });
    });
    return out;
  };
}

export interface DetectedHeader {
  /** Index into the given rows. */
  index: number;
  match: HeaderMatch;
}

/**
 * Header cells of `row` prefixed by the group labels of the row above, for two-row headers such
 * as a merged "PIS" over "CST | Base | Alíquota | Valor". A group label covers the columns from
 * its cell up to the next label (merged cells only carry the value in their first cell).
 */
export function composeTwoRowHeader(above: CellValue[], row: CellValue[]): CellValue[] {
  let group = '';
  // A label merged down over both rows sits only in the row above, possibly past the end of `row`.
  const width = Math.max(row.length, above.length);
  return Array.from({ length: width }, (_, i) => {
    const label = cellText(above[i] ?? null).trim();
    if (label !== '') group = label;
    const sub = cellText(row[i] ?? null).trim();
    if (sub === '') return label === '' ? null : label;
    return group === '' ? sub : `${group} ${sub}`;
  });
}

/**
 * Picks the row matching the most specs (first one on ties); null if no row matches any spec.
 * Each row is also tried combined with the row above it (two-row headers); `cells` is the header
 * as matched, so composed names ("PIS CST") are what the annotated copy shows.
 */
export function detectHeader(rows: CellValue[][], specs: ColumnSpec[]): (DetectedHeader & { cells: CellValue[] }) | null {
  let best: (DetectedHeader & { cells: CellValue[] }) | null = null;
  rows.forEach((cells, index) => {
    const variants: CellValue[][] = [cells];
    if (index > 0) variants.push(composeTwoRowHeader(rows[index - 1], cells));
    for (const variant of variants) {
      const match = matchHeaderRow(variant, specs);
      if (match.matched === 0) continue;
      if (!best || match.score > best.match.score) best = { index, match, cells: variant };
    }
  });
  return best;
}

/** Header names listed per missing column: a wall of every alias helped nobody (issue 18). */
const ALIASES_SHOWN = 5;

/**
 * pt-BR message naming each missing column. One missing column: its accepted names (the usual fix is a
 * renamed header). Several: probably the wrong sheet, so the names only and where to see the layout.
 */
export function missingColumnsMessage(missing: ColumnSpec[]): string {
  const name = (s: ColumnSpec) => s.synonyms[0] ?? s.key;
  if (missing.length === 1) {
    const s = missing[0];
    const shown = s.synonyms.slice(0, ALIASES_SHOWN).join(', ');
    return `Coluna obrigatória não encontrada: ${name(s)}. Cabeçalhos aceitos: ${shown}${s.synonyms.length > ALIASES_SHOWN ? ' e outros' : ''}. O cabeçalho precisa estar nas ${HEADER_SEARCH_ROWS} primeiras linhas.`;
  }
  return (
    `Colunas obrigatórias não encontradas: ${missing.map(name).join(', ')}. ` +
    `Confira se esta é a planilha certa; a planilha modelo mostra os cabeçalhos esperados. O cabeçalho precisa estar nas ${HEADER_SEARCH_ROWS} primeiras linhas.`
  );
}

