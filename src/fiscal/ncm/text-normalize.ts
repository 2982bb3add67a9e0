/**
 * Text pipeline shared by the index (official texts) and the queries (ERP product names):
 * strip tags, fold accents, lowercase, expand ERP abbreviations, drop sizes/units/stopwords and
 * stem Portuguese lightly. Both sides go through the same steps, so stems only need to agree,
 * not to be linguistically perfect.
 */
import { CONCEPT_HINTS, ERP_ABBREVIATIONS, ERP_PHRASES, ERP_SIZE_HINTS, NOISE_WORDS } from './erp-vocabulary';

const STOPWORDS = new Set([
  'a', 'o', 'as', 'os', 'e', 'ou', 'de', 'da', 'do', 'das', 'dos', 'em', 'na', 'no', 'nas', 'nos', 'para', 'pra', 'por',
  'com', 'sem', 'um', 'uma', 'uns', 'umas', 'que', 'se', 'seu', 'sua', 'seus', 'suas', 'mesmo', 'mesma', 'mesmos',
  'mesmas', 'outro', 'outra', 'outros', 'outras', 'exceto', 'incluindo', 'inclusive', 'qualquer', 'ao', 'aos', 'pelo',
  'pela', 'pelos', 'pelas', 'ex', 'tipo', 'tipos', 'posicao', 'posicoes', 'subposicao', 'capitulo', 'codigo', 'nao',
  'ate', 'mais', 'menos', 'igual', 'superior', 'inferior', 'peso', 'capacidade', 'conteudo', 'partes', 'parte',
  'acessorios', 'especie', 'especies', 'produtos', 'produto', 'artigos', 'artigo', 'materias', 'materia', 'deste',
  'desta', 'este', 'esta', 'sao', 'ser', 'entre', 'sob', 'forma', 'formas', 'semelhantes', 'semelhante', 'demais',
  'utilizados', 'utilizadas', 'usados', 'destinados', 'destinadas', 'proprios', 'proprias', 'principalmente',
  'exclusivamente', 'etc',
]);

/**
 * Stopwords of the official texts that name goods in a product register: "sob a forma de" says nothing in the
 * NCM, but "FORMA DE BOLO" is bakeware (read as the cake, it was judged as food), and "APARADOR DE PELOS" is a
 * hair trimmer (read as "aparador", a sideboard too).
 */
const ERP_CONTENT_WORDS = new Set(['forma', 'formas', 'pelo', 'pelos']);

const ACCENT_RE = /[\u0300-\u036f]/g;
const TAG_RE = /<[^>]*>/g;

/** Lowercase, no accents, no tags; '/' kept so 'c/' and 's/' can be expanded. */
export function foldText(s: string): string {
  // Most ERP names are plain ASCII: skip the (costly) Unicode normalization for them.
  const t = s.includes('<') ? s.replace(TAG_RE, ' ') : s;
  if (!NON_ASCII_RE.test(t)) return t.toLowerCase();
  return t.normalize('NFD').replace(ACCENT_RE, '').toLowerCase().replace(/ç/g, 'c');
}

const NON_ASCII_RE = /[^\x00-\x7f]/;
// Words that can start an ERP phrase rewrite (ERP_PHRASES); the rewrites only run on names holding one.
const PHRASE_TRIGGERS = new Set(['cr', 'p', 'ag', 'agua', 'leite', 'ol', 'oleo', 'cam', 'tom', 'far', 'mac', 'tempos', 'pen', 'guarda', 'jogo', 'jg', 'par', 'conjunto', 'conj', 'cj',
  // Cut words read by the word after them (ERP_PHRASES).
  'cad', 'calc', 'mant', 'mol', 'lt', 'ser', 'vidro', 'moto', 'maq',
  // Containers, packaging, socket sets and snack-bar sandwiches (ERP_PHRASES).
  'garrafa', 'garrafao', 'frasco', 'pote', 'galao', 'bombona', 'lata', 'caixa', 'saco', 'pacote', 'barril', 'engradado',
  'embalagem', 'emb', 'kit', 'estojo', 'soquete', 'soquetes', 'x', 'xtudo', 'xsalada', 'xburguer', 'xburger', 'xbacon', 'xegg',
]);
// A dose unit or a tyre size (ERP_SIZE_HINTS): "500mg", "500 mg", "175/70r13", "185/65 r15".
const SIZE_WORD_RE = /^(\d+(mg|mcg|ui)|mg|mcg|ui|z?r\d\d|\d+z?r\d\d)$/;

const stemCache = new Map<string, string>();

/** Light Portuguese stemmer: plural, then gender/final vowel. */
export function stemPt(word: string): string {
  const hit = stemCache.get(word);
  if (hit !== undefined) return hit;
  let w = word;
  if (w.length > 3) {
    if (w.endsWith('oes') || w.endsWith('aes')) w = `${w.slice(0, -3)}ao`;
    else if (w.endsWith('ais')) w = `${w.slice(0, -3)}al`;
    else if (w.endsWith('eis')) w = `${w.slice(0, -3)}el`;
    else if (w.endsWith('ns')) w = `${w.slice(0, -2)}m`;
    else if (/(r|z|s)es$/.test(w)) w = w.slice(0, -2);
    else if (w.endsWith('s') && !w.endsWith('ss')) w = w.slice(0, -1);
  }
  // Diminutives are not stripped: in the tables they are lexemes of their own ("farinha",
  // "cozinha", "sardinha", "calcinha"), and stripping them merged "calcinha" with "calça" and
  // "caminho" with "cama". Gender is folded except where the two forms are different things.
  // Nouns in "-ão" are not the masculine of a word in "-a": folding them read "balao" as "bala", "portao" as
  // "porta", "pistao" as "pista", "botao" as "bota", "colchao" as "colcha" and "caminhao" as "caminha".
  if (w.length > 3 && /[aoe]$/.test(w) && !w.endsWith('ao') && !KEEP_GENDER.has(w)) {
    w = w.slice(0, -1);
  }
  if (stemCache.size > 200_000) stemCache.clear();
  stemCache.set(word, w);
  return w;
}

/**
 * Singular forms whose masculine and feminine are different things in product names and in the
 * tables ("prato"/"prata", "copo"/"copa", "porca"/"porco", "tinto"/"tinta", "banho"/"banha"):
 * folding their gender made a plate match silver and a bath towel match lard.
 */
const KEEP_GENDER = new Set([
  'prato', 'prata', 'copo', 'copa', 'porco', 'porca', 'tinto', 'tinta', 'banho', 'banha', 'meio', 'meia', 'bolo',
  'bola', 'bolso', 'bolsa', 'porto', 'porta', 'pato', 'pata', 'linho', 'linha', 'milho', 'milha', 'manto', 'manta',
  'ramo', 'rama', 'cama', 'perno', 'perna', 'coco', 'coca', 'taco', 'taca', 'cargo', 'carga', 'raio', 'raia', 'laco',
  'laca', 'casco', 'casca', 'bordo', 'borda', 'cubo', 'cuba', 'talho', 'talha', 'arco', 'arca', 'barro', 'barra',
  'rodo', 'roda', 'caldo', 'calda', 'tiro', 'tira', 'banco', 'banca', 'pasto', 'pasta', 'caso', 'casa', 'troco',
  'troca', 'cano', 'cana', 'ovo', 'ova', 'lixo', 'lixa', 'ponto', 'ponta', 'fundo', 'funda', 'passo', 'passa',
  'cinto', 'cinta', 'fito', 'fita', 'foco', 'foca', 'balanco', 'balanca', 'castanho', 'castanha', 'tempero',
  'tempera', 'seco', 'seca', 'sapato', 'sapata', 'mato', 'mata', 'lenho', 'lenha', 'cesto', 'cesta', 'saco', 'saca',
  // A snack is not a motor boat (89.03).
  'lanche', 'lancha',
  // Not gender pairs, but the final vowel is all that tells them apart: a fish steak and a pole (73.08), a face shield
  // and a knife (82.11), ice (22.01) and hair gel, a make-up palette or a pork shoulder and a blazer (62.03), a cable
  // tray or a bed and milk, a pet ball (95.03) and a cake (19.05). "leitoa" (a young sow) would strip to "leito".
  'posta', 'poste', 'face', 'faca', 'gelo', 'paleta', 'paleto', 'leito', 'leitoa', 'leite', 'bolinha', 'bolinho',
]);

/** What a raw word reads as, memoised: its stems, and whether it calls for an ERP rewrite. */
interface WordEntry {
  stems: string[];
  rewrite: boolean;
}
const erpWordCache = new Map<string, WordEntry>();
const officialWordCache = new Map<string, WordEntry>();
const NO_STEMS: string[] = [];

function wordStems(raw: string, erp: boolean): string[] {
  // Sizes, units, quantities and codes ("2l", "500ml", "1", "12x1", "s10") carry no class information, except
  // the few codes the ERP vocabulary reads as a kind of goods ("PFF2", "2T").
  const exp = erp ? ERP_ABBREVIATIONS.get(raw) : undefined;
  if (!exp && /\d/.test(raw)) return NO_STEMS;
  let words: string[] = [raw];
  if (erp) {
    if (NOISE_WORDS.has(raw)) return NO_STEMS;
    if (exp) words = exp.split(' ');
  }
  const out: string[] = [];
  for (const w of words) {
    if (w.length < 2 || (STOPWORDS.has(w) && !(erp && ERP_CONTENT_WORDS.has(w)))) continue;
    out.push(stemPt(w));
  }
  return out.length ? out : NO_STEMS;
}

/**
 * Stems of the meaningful words of a text. `erp` turns on the ERP reading (abbreviations,
 * packaging noise); official texts are read without it.
 */
export function tokenize(text: string, erp: boolean): string[] {
  let t = foldText(text);
  if (t.includes('para')) t = joinParaCompounds(t, erp);
  if (erp) {
    // 'c/' is "com": drop the marker, what follows is still a feature of the product. 's/' and
    // 'sem' say the product lacks the next word ("AGUA S/ GAS", "MARGARINA S/ SAL", "LEITE SEM
    // LACTOSE"): that word must not pull the match towards gas, salt or lactose.
    if (t.includes('/')) t = t.replace(/\bs\/\s*[a-z]*/g, ' ').replace(/\bc\/\s*/g, ' ');
    if (t.includes('sem ')) t = t.replace(/\bsem\s+[a-z]+/g, ' ');
  }
  const out: string[] = [];
  // Most names hold no phrase or size to rewrite: the word scan tells, instead of a regex pass per
  // row, and only those names are rewritten and scanned again.
  if (scanWords(t, erp, out) && erp) {
    for (const [re, rep] of ERP_PHRASES) t = t.replace(re, rep);
    for (const [re, rep] of ERP_SIZE_HINTS) t = t.replace(re, rep);
    out.length = 0;
    scanWords(t, erp, out);
  }
  return out;
}

/**
 * "Para" is a preposition to drop, except as the first half of a compound noun ("para-lama", "para-brisa",
 * "para-choque", "para-sol", "para-raios"): there the second half alone reads as mud, a breeze, an electric shock, the
 * sun or rays. Both sides join the compound into one word; the official texts always hyphenate it ("Para-lamas",
 * "limpadores de para-brisas"; "Para raios X" is a film for X-rays), registers also write it with a space.
 */
const PARA_COMPOUND_RE = /\bpara-(lamas?|brisas?|choques?|barros?|sol|sois|raios?|quedas?)\b/g;
const ERP_PARA_COMPOUND_RE = /\bpara\s+(lamas?|brisas?|choques?|barros?)\b|^\s*para\s+(sol|raios?)\b(?!\s+x\b)/g;

function joinParaCompounds(t: string, erp: boolean): string {
  const joined = t.replace(PARA_COMPOUND_RE, 'para$1');
  return erp ? joined.replace(ERP_PARA_COMPOUND_RE, (_m, a: string | undefined, b: string | undefined) => ` para${a ?? b}`) : joined;
}

/** Pushes the stems of the words of `t`; true when an ERP word calls for a rewrite. */
function scanWords(t: string, erp: boolean, out: string[]): boolean {
  const cache = erp ? erpWordCache : officialWordCache;
  let trigger = false;
  // Manual scan instead of split(regex): no intermediate array, one slice per word.
  const n = t.length;
  let i = 0;
  while (i < n) {
    while (i < n && !isWordChar(t.charCodeAt(i))) i++;
    if (i >= n) break;
    const start = i;
    while (i < n && isWordChar(t.charCodeAt(i))) i++;
    const raw = t.slice(start, i);
    // Words repeat across a register: each raw word is read once (sizes, noise, abbreviation, stem).
    let entry = cache.get(raw);
    if (entry === undefined) {
      entry = { stems: wordStems(raw, erp), rewrite: erp && (PHRASE_TRIGGERS.has(raw) || SIZE_WORD_RE.test(raw)) };
      if (cache.size > 100_000) cache.clear();
      cache.set(raw, entry);
    }
    if (entry.rewrite) trigger = true;
    for (const st of entry.stems) out.push(st);
  }
  return trigger;
}

/**
 * Material words the ERP reading drops as packaging noise ("PALMITO VIDRO 300G" is a food in a jar) but that state
 * what a product is made of ("TAMPA DE PANELA VIDRO"). Never product kinds: only the material rules read them.
 */
const NOISE_MATERIAL_WORDS = new Set(['vidro', 'vidros']);

/**
 * Stems of the material words of an ERP name that `tokenize` drops as noise (see NOISE_MATERIAL_WORDS), for the
 * material rules; `tokenize` still leaves them out, so "COPO DE VIDRO" is read as a cup, not as glass.
 */
export function noiseMaterialStems(text: string): string[] {
  const out: string[] = [];
  // What the product lacks is not its material ("MOLDURA S/ VIDRO", "PORTA RETRATO SEM VIDRO").
  const t = foldText(text).replace(/\bs\/\s*[a-z]*/g, ' ').replace(/\bsem\s+[a-z]+/g, ' ');
  for (const raw of t.split(/[^a-z0-9]+/)) if (NOISE_MATERIAL_WORDS.has(raw)) out.push(stemPt(raw));
  return out;
}

/** a-z or 0-9 (the text is already folded to lowercase ASCII). */
function isWordChar(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 48 && c <= 57);
}

// Query weight of the first product word (ERP names start with the product type); concept hints
// get 0.5 (see DescriptionIndex.parse). Measured on the labelled set: higher values find more wrong
// codes but raise false alarms.
export const FIRST_WORD_WEIGHT = 1.6;

/** Stems the official texts use for an everyday product stem (null when none). */
export function conceptHintsFor(stem: string): string[] | undefined {
  return CONCEPT_HINTS_STEMMED.get(stem);
}

const CONCEPT_HINTS_STEMMED = new Map<string, string[]>(
  Object.entries(CONCEPT_HINTS)
    .filter(([, v]) => v)
    .map(([k, v]) => [stemPt(k), v.split(' ').filter((w) => w.length > 1 && !STOPWORDS.has(w)).map(stemPt)]),
);

const PREPOSITIONS = new Set(['de', 'da', 'do', 'das', 'dos', 'para', 'com', 'sem', 'em', 'na', 'no', 'nas', 'nos', 'ao', 'aos', 'por', 'pelo', 'pela']);
const EXCLUSIONS = new Set(['exceto', 'excluidos', 'excluidas', 'salvo', 'nao']);

export interface OfficialStem {
  stem: string;
  /** 1 for the head noun phrase of a clause, less after a preposition, much less after "exceto". */
  factor: number;
}

/**
 * Official texts: in "Bombas para gasolina" the product is the pump, not the gasoline, and in
 * "Outros, exceto cervejas" beer is excluded. Words before the first preposition of a clause keep
 * full weight; later words count less, and words after "exceto" almost nothing.
 */
export function tokenizeOfficial(text: string): OfficialStem[] {
  const out: OfficialStem[] = [];
  const folded = foldText(text);
  for (const clause of (folded.includes('para') ? joinParaCompounds(folded, false) : folded).split(/[,;:()\u2014\u2013.]+/)) {
    let factor = 1;
    for (const raw of clause.split(/[^a-z0-9]+/)) {
      if (!raw || /\d/.test(raw)) continue;
      if (EXCLUSIONS.has(raw)) {
        factor = 0.15;
        continue;
      }
      if (PREPOSITIONS.has(raw)) {
        if (factor > MODIFIER_FACTOR) factor = MODIFIER_FACTOR;
        continue;
      }
      if (raw.length < 2 || STOPWORDS.has(raw)) continue;
      out.push({ stem: stemPt(raw), factor });
    }
  }
  return out;
}

// Measured on the labelled set (0.4–1): 0.8 keeps top-3 and improves the heading hit rate.
const MODIFIER_FACTOR = 0.8;
