/**
 * "Is this product the one the annex item describes?" — answered only when the description makes it clear
 * (reforma/README §3.4: prefix rows and broad 8-digit rows need the product text). A word-stem overlap between
 * the item's leading noun phrase and the product description; anything weaker is "depende da descrição".
 */
const STOP = new Set([
  'para', 'com', 'sem', 'suas', 'seus', 'outros', 'outras', 'outro', 'outra', 'mesmo', 'mesmos', 'mesma', 'exceto', 'inclusive',
  'demais', 'tipo', 'tipos', 'partes', 'parte', 'acessorios', 'produtos', 'produto', 'artigos', 'classificados', 'classificadas',
  'codigo', 'codigos', 'posicao', 'posicoes', 'subposicao', 'subposicoes', 'capitulo', 'capitulos', 'ncm', 'destinados',
  'destinadas', 'conformidade', 'legislacao', 'especifica', 'requisitos', 'definicoes', 'relativos', 'relacionados',
  'quando', 'classificada', 'classificado', 'pela', 'pelo', 'desde', 'ambos', 'todos', 'todas', 'qualquer', 'uso', 'usos', 'forma', 'formas', 'especie',
]);

const fold = (s: string): string => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

/** Stems (first 5 letters) of the meaningful words (4+ letters, not a stopword) of a text. */
export function stems(text: string): string[] {
  const out: string[] = [];
  for (const w of fold(text).split(/[^a-z0-9]+/)) {
    if (w.length < 4 || STOP.has(w) || /^\d+$/.test(w)) continue;
    out.push(w.slice(0, 5));
  }
  return out;
}

/** The leading noun phrase of an annex item ("Cadeira de rodas ..., suas partes" → "Cadeira de rodas ..."). */
function head(texto: string): string {
  const cut = texto.split(/[,;:(]| - /)[0] ?? texto;
  return stems(cut).length ? cut : texto;
}

/**
 * The item's leading words found in the description when the match is clear, else null: every word of a one- or
 * two-word item must be there; longer items need ≥ 60 % and at least two words. `ratio` = share found.
 */
const wantCache = new Map<string, string[]>();
/** The item's leading stems, cached: the same few hundred annex texts are asked about on every row. */
function wanted(texto: string): string[] {
  let w = wantCache.get(texto);
  if (!w) { w = [...new Set(stems(head(texto)))].slice(0, 6); wantCache.set(texto, w); }
  return w;
}

export function descriptionMatch(texto: string, descricao: string | ReadonlySet<string>): { ratio: number; found: Set<string> } | null {
  if (!texto || !descricao) return null;
  const want = wanted(texto);
  if (!want.length) return null;
  const have = typeof descricao === 'string' ? new Set(stems(descricao)) : descricao;
  if (!have.size) return null;
  const found = new Set(want.filter((w) => have.has(w)));
  const hits = found.size;
  const clear = want.length <= 2 ? hits === want.length : hits >= 2 && hits / want.length >= 0.6;
  return clear ? { ratio: hits / want.length, found } : null;
}
