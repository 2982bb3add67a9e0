/**
 * Inverted index of the NCM codes in force, built once per loaded tables: every 8-digit code is a
 * document made of its full hierarchical text plus TIPI Ex, IBPT and CEST texts (extra vocabulary,
 * weighted lower). A query (ERP product name) is scored by the share of its known information
 * (idf-weighted stems) that a code's text covers.
 */
import type { ReferenceTables } from '../tables/load-tables';
import type { NcmVersionData } from '../tables/ncm-table';
import { fitsCapacity, intersectCapacity, officialCapacity, statedVolume, type CapacityRange } from './container-capacity';
import { inMaterialPrefixes, isMaterial, materialChapters } from './materials';
import { conceptHintsFor, FIRST_WORD_WEIGHT, foldText, tokenize, tokenizeOfficial, type OfficialStem } from './text-normalize';

export interface MatchCandidate {
  code: string;
  /** 0..1: idf-weighted share of the query that the code's texts cover. */
  score: number;
}

export interface ParsedQuery {
  /** Distinct stems known to the index, with their idf. */
  terms: { stem: string; idf: number; weight: number }[];
  /** Sum of the idf of known stems (how much the description says). */
  information: number;
  /** The known stems joined: descriptions that differ only in sizes or unknown brands share it. */
  key: string;
  /** Memo for callers that decide per (query, code), e.g. the description-fit verdict. */
  verdicts: Map<string, unknown>;
  /** NCM chapters of the materials the name states ("ABRACADEIRA NYLON" → 39, …), when any. */
  materials?: Set<string>;
}

interface HintClassDocs {
  ids: Int32Array;
  credit: Float32Array;
}

interface StemFacts {
  known: boolean;
  material: boolean;
  hints: string[] | undefined;
  /** The stem's parts of a query key: as a material, as a concept hint, as the main word. */
  keyMaterial: string;
  keyHint: string;
  keyMain: string;
}

// A candidate in a chapter of the stated material ranks above one made of something else.
const MATERIAL_BONUS = 0.15;
// Between siblings the query cannot tell apart (car vs. aircraft tyres), the one retail sells wins.
const RETAIL_BONUS = 0.06; // plateau 0.06–0.1 on the tuning set

// Distinct known-stem sets kept (oldest dropped first); each holds its own small verdict memo.
const QUERY_CACHE_MAX = 20_000;

// Field weights: the code's own levels count most; broader or borrowed texts less.
const W_OWN = 1;
const W_PARENT = 0.9;
const W_HEADING = 0.85;
const W_CHAPTER = 0.35;
const W_IBPT = 0.85;
const W_CEST = 0.75;
const W_TIPI_EX = 0.6;
// Share of W_CEST for a CEST entry that lists the code through its subposition (6–7 digits) or a broader prefix.
const CEST_SUBPOSITION = 0.7;
const CEST_BROAD = 0.5;
const MAIN_BONUS = 0.3;
// Weight of the class a residual code inherits (see the constructor): 0.85–1 measured on the
// tuning set, 0.95 best (a tie with W_OWN lets residual codes beat every specific sibling).
const W_RESIDUAL_PARENT = 0.95;
// Between siblings split by container capacity, the one holding the stated volume ranks first.
const CAPACITY_BONUS = 0.1;
// How much of the main word a code naming its class covers (0.6–0.85 measured on the tuning set).
const W_HINT_CLASS = 0.6;
const LEVELS: [number, number][] = [[2, W_CHAPTER], [4, W_HEADING], [5, W_PARENT], [6, W_PARENT], [7, W_PARENT], [8, W_OWN]];
/** "Outros", "Outras:", "Outras, congeladas": the level only says "the rest of the parent's class". */
const RESIDUAL_RE = /^[\s\-–]*(outr[oa]s|demais)\s*([,:;.(]|$)/i;

// A name stating a package size or count ("500ML", "90G", "10 COMPRIMIDOS", "100UN") is goods put up for retail
// sale: between siblings split by that (3402.50 "preparações acondicionadas para venda a retalho", 5204.20), the
// retail one ranks first.
const RETAIL_PACK_BONUS = 0.1; // 0.05–0.3 measured on the development set: top-3 code 81.9 % → 82.4 %
const RETAIL_PACK_RE = /\d\s*(ml|l|lt|lts|g|gr|grs|kg|un|und|unid|cp|cps|comp|comprimidos|caps|capsulas|fls|folhas|m)\b/i;
/** The name states a package size or count: goods put up for retail sale (see RETAIL_PACK_RE). */
export function statesRetailPack(description: string): boolean {
  return RETAIL_PACK_RE.test(description);
}

/** The code's levels below its heading say "acondicionad… para venda a retalho" without "não"/"nem"/"mesmo" before it. */
function isRetailPacked(code: string, version: NcmVersionData): boolean {
  for (const len of [5, 6, 7, 8]) {
    const t = version.texts.get(code.slice(0, len));
    if (!t) continue;
    const f = foldText(t);
    if (/acondicionad[oa]s? para venda a retalho/.test(f) && !/(nao|nem|mesmo)\s+(apresentad[oa]s? em doses,? (nem|ou) )?acondicionad/.test(f)) return true;
  }
  return false;
}

const CONTAINER_FIRST_RE = /^\W*(garrafa|lata|vidro|embalagem|pet)\b/i;
/** Runs on every row: the first character rules most names out before the regex. */
function startsWithContainer(description: string): boolean {
  const c = description.charCodeAt(0) | 32;
  return (c === 103 || c === 108 || c === 118 || c === 101 || c === 112 || c < 97 || c > 122) && CONTAINER_FIRST_RE.test(description);
}

export class DescriptionIndex {
  readonly codes: string[] = [];
  /**
   * stem → the ids (ascending) of the codes whose texts contain it, with the stem's weight in each.
   * Typed arrays only: the per-code maps used while building are dropped, so the live heap the
   * garbage collector walks during a check stays small.
   */
  private readonly packed = new Map<string, { ids: Int32Array; w: Float32Array }>();
  private acc: Float64Array = new Float64Array(0);
  private ownAcc: Float64Array = new Float64Array(0);
  private mainMark: Uint8Array = new Uint8Array(0);
  /** 1 for codes with a CEST entry: goods sold in retail, the usual content of a product register. */
  private retail: Uint8Array = new Uint8Array(0);
  private readonly idf = new Map<string, number>();
  /** Σ idf·weight of each document's own texts, to prefer codes whose text the query explains best. */
  private readonly docNorm: number[] = [];
  private readonly docIndex = new Map<string, number>();
  /** Parsed queries by known-stem key (insertion order = age, for eviction). */
  private readonly queryCache = new Map<string, ParsedQuery>();
  private readonly scratchStems: string[] = [];
  private readonly scratchWeights: number[] = [];
  private readonly scratchKey: string[] = [];
  /** Per stem, what parse needs (known to the index, material, concept hints): one look-up. */
  private readonly facts = new Map<string, StemFacts>();
  private readonly searchCache = new Map<string, MatchCandidate[]>();
  private readonly goodsMemo = new Map<string, Set<string>>();
  /** Container capacity ranges of the few codes whose texts state one (wine, oils, tanks...). */
  private readonly capacity = new Map<number, CapacityRange>();
  /** 1 where `capacity` has an entry: the ranking loop tests this, not the map. */
  private hasCapacity: Uint8Array = new Uint8Array(0);
  /** Every bound of those ranges, ascending. */
  private capacityThresholds: number[] = [];
  private readonly hintDocsMemo = new Map<string, HintClassDocs | undefined>();
  /** 1 for codes whose subposition/item texts say "acondicionados para venda a retalho" (put up for retail sale). */
  private retailPack: Uint8Array = new Uint8Array(0);
  /** 1 for codes whose own (8-digit) text is residual ("Outros"): the rest of their parent's class. */
  private residualOwn: Uint8Array = new Uint8Array(0);

  constructor(tables: ReferenceTables, private readonly version: NcmVersionData = tables.ncm.latest) {
    const ncm = tables.ncm;
    // CEST names with how specifically they list the code: an entry naming the 8-digit code ("Açúcar cristal" →
    // 1701.99.00) says more about it than one listing a whole subposition or heading.
    const cestByCode = new Map<string, { name: string; w: number }[]>();
    if (tables.cest) {
      for (const code of version.codes) {
        const names = tables.cest.candidatesFor(code).map((c) => {
          const len = Math.max(...c.ncmPrefixes.filter((p) => code.startsWith(p)).map((p) => p.length));
          return { name: c.description, w: len >= 8 ? W_CEST : len >= 6 ? W_CEST * CEST_SUBPOSITION : W_CEST * CEST_BROAD };
        });
        if (names.length) cestByCode.set(code, names);
      }
    }
    const tokenCache = new Map<string, OfficialStem[]>();
    const tok = (s: string): OfficialStem[] => {
      let t = tokenCache.get(s);
      if (!t) {
        t = tokenizeOfficial(s);
        tokenCache.set(s, t);
      }
      return t;
    };
    const docs: Map<string, number>[] = [];
    const residualIds: number[] = [];
    const retailPackIds: number[] = [];
    const postings = new Map<string, number[]>();
    for (const code of version.codes) {
      const doc = new Map<string, number>();
      const add = (text: string | undefined, w: number): void => {
        if (!text) return;
        for (const { stem, factor } of tok(text)) if ((doc.get(stem) ?? 0) < w * factor) doc.set(stem, w * factor);
      };
      // A residual level ("Outros", "Outras, congeladas") means "other <its parent's class>": the
      // nearest ancestor that names the class speaks for the code as its own text would. Without
      // this, "Batatas... - Outras" (07019000) lost to every sibling that repeats "batata".
      let residual = true;
      const ownResidual = RESIDUAL_RE.test(version.texts.get(code) ?? '');
      let capacity: CapacityRange | undefined;
      for (let k = LEVELS.length - 1; k >= 0; k--) {
        const [len, base] = LEVELS[k]!;
        const text = version.texts.get(code.slice(0, len));
        if (!text) continue;
        if (len >= 4 && text.includes('capacidade')) capacity = intersectCapacity(capacity, officialCapacity(foldText(text).replace(/\u00a0/g, ' ')));
        const isResidual = RESIDUAL_RE.test(text);
        add(text, residual && !isResidual && len >= 4 ? Math.max(base, W_RESIDUAL_PARENT) : base);
        if (!isResidual) residual = false;
      }
      for (const l of tables.tipi?.lines(code) ?? []) if (l.ex) add(l.description, W_TIPI_EX);
      for (const e of tables.ibpt?.get(code) ?? []) add(e.description, e.ex ? W_TIPI_EX : W_IBPT);
      for (const n of cestByCode.get(code) ?? []) add(n.name, n.w);
      const id = docs.length;
      if (capacity) this.capacity.set(id, capacity);
      if (ownResidual) residualIds.push(id);
      if (isRetailPacked(code, version)) retailPackIds.push(id);
      docs.push(doc);
      this.codes.push(code);
      this.docIndex.set(code, id);
      for (const s of doc.keys()) {
        const p = postings.get(s);
        if (p) p.push(id);
        else postings.set(s, [id]);
      }
    }
    void ncm;
    const n = docs.length;
    for (const [s, p] of postings) {
      this.idf.set(s, Math.log(1 + n / p.length));
      const w = new Float32Array(p.length);
      for (let i = 0; i < p.length; i++) w[i] = docs[p[i]!]!.get(s)!;
      this.packed.set(s, { ids: Int32Array.from(p), w });
    }
    this.acc = new Float64Array(n);
    this.ownAcc = new Float64Array(n);
    this.mainMark = new Uint8Array(n);
    this.retail = new Uint8Array(n);
    this.hasCapacity = new Uint8Array(n);
    this.residualOwn = new Uint8Array(n);
    for (const id of residualIds) this.residualOwn[id] = 1;
    this.retailPack = new Uint8Array(n);
    for (const id of retailPackIds) this.retailPack[id] = 1;
    for (const id of this.capacity.keys()) this.hasCapacity[id] = 1;
    const bounds = new Set<number>();
    for (const c of this.capacity.values()) for (const b of [c.min, c.max]) if (b > 0 && Number.isFinite(b)) bounds.add(b);
    this.capacityThresholds = [...bounds].sort((a, b) => a - b);
    for (let id = 0; id < n; id++) if (cestByCode.has(this.codes[id]!)) this.retail[id] = 1;
    for (const doc of docs) {
      let norm = 0;
      for (const [s, w] of doc) if (w >= W_HEADING) norm += this.idf.get(s)! * w;
      this.docNorm.push(norm || 1);
    }
  }

  get size(): number {
    return this.codes.length;
  }

  /** Weight of the stem in the code's texts (0 when absent): binary search in the stem's postings. */
  private weightIn(id: number, stem: string): number {
    const p = this.packed.get(stem);
    if (!p) return 0;
    const at = lowerBound(p.ids, id);
    return at < p.ids.length && p.ids[at] === id ? p.w[at]! : 0;
  }

  /**
   * Tokenizes an ERP product name and keeps the stems the index knows. Registers hold mostly
   * distinct names (sizes, brands, codes) that reduce to a few thousand stem sets: the parsed query
   * is interned by that set, so searches and verdicts are computed once per set and rows allocate
   * only the key string.
   */
  parse(description: string): ParsedQuery {
    const words = tokenize(description, true);
    const stems = this.scratchStems;
    const weights = this.scratchWeights;
    stems.length = 0;
    weights.length = 0;
    // First word boosted (FIRST_WORD_WEIGHT), concept hints at 0.5, repeated stems keep the highest; no objects
    // or closures: this runs once per row.
    // A name that starts with a container the ERP words skip as packaging ("GARRAFA PET AGUA",
    // "LATA 18L") may sell the container itself: no word is taken as the product then.
    const firstWeight = startsWithContainer(description) ? 1 : FIRST_WORD_WEIGHT;
    for (let i = 0; i < words.length; i++) addWeighted(stems, weights, words[i]!, i === 0 ? firstWeight : 1);
    for (let i = 0; i < words.length; i++) {
      const hint = this.stemFacts(words[i]!).hints;
      if (hint) for (const h of hint) addWeighted(stems, weights, h, 0.5);
    }
    const parts = this.scratchKey;
    parts.length = 0;
    let hasMaterial = false;
    for (let i = 0; i < stems.length; i++) {
      const st = stems[i]!;
      const facts = this.stemFacts(st);
      // Materials count even when the official texts spell them otherwise ("nylon" vs "náilon").
      if (facts.material) {
        hasMaterial = true;
        parts.push(facts.keyMaterial);
      }
      if (!facts.known) continue; // brand or word the tables never use
      const w = weights[i]!;
      // Key parts are made once per stem (see stemFacts): no string is built here per row.
      parts.push(w === 1 ? st : w === 0.5 ? facts.keyHint : facts.keyMain);
    }
    // One flat string (join) hashes faster than a chain of concatenations.
    const key = parts.join('|');
    const hit = this.queryCache.get(key);
    if (hit) return hit;
    const terms: { stem: string; idf: number; weight: number }[] = [];
    let information = 0;
    for (let i = 0; i < stems.length; i++) {
      const base = this.idf.get(stems[i]!);
      if (base === undefined) continue;
      const idf = base * weights[i]!;
      terms.push({ stem: stems[i]!, idf, weight: weights[i]! });
      information += idf;
    }
    const materials = hasMaterial ? materialChapters(stems) : undefined;
    const q: ParsedQuery = { terms, information, key, verdicts: new Map(), materials };
    // Bounded: a register with more distinct stem sets than this only loses memoisation.
    if (this.queryCache.size >= QUERY_CACHE_MAX) this.queryCache.delete(this.queryCache.keys().next().value!);
    this.queryCache.set(key, q);
    return q;
  }

  private stemFacts(stem: string): StemFacts {
    let f = this.facts.get(stem);
    if (!f) {
      f = {
        known: this.idf.has(stem),
        material: isMaterial(stem),
        hints: conceptHintsFor(stem),
        keyMaterial: `@${stem}`,
        keyHint: `${stem}~`,
        keyMain: `${stem}^`,
      };
      if (this.facts.size >= 100_000) this.facts.clear();
      this.facts.set(stem, f);
    }
    return f;
  }

  /** Score of one code for a parsed query (cheap: one binary search per term). */
  scoreCode(q: ParsedQuery, code: string): number {
    const id = this.docIndex.get(code);
    if (id === undefined || q.information === 0) return 0;
    let s = 0;
    for (const t of q.terms) s += t.idf * this.weightIn(id, t.stem);
    return s / q.information;
  }

  /** Which interval of the capacity thresholds the volume falls in ("3" or "3=" on a threshold). */
  private volumeClass(volume: number): string {
    const t = this.capacityThresholds;
    let i = 0;
    while (i < t.length && t[i]! < volume) i++;
    return i < t.length && t[i] === volume ? `${i}=` : `${i}`;
  }

  /** Forgets cached queries and searches (benchmarks measure a cold run). */
  clearCaches(): void {
    this.queryCache.clear();
    this.searchCache.clear();
  }

  /** True when the code's texts below its chapter title (heading, subheading, own, IBPT, CEST, TIPI Ex) contain the stem. */
  coversBelowChapter(code: string, stem: string): boolean {
    const id = this.docIndex.get(code);
    return id !== undefined && this.weightIn(id, stem) > W_CHAPTER;
  }

  /**
   * True when an NCM text of the code, of its subheadings or of its heading names the stem as goods: not inside a phrase
   * that a preposition or an exclusion opens. "Casquinhas para sorvete" does not name ice cream, "recheadas (de carne…)"
   * does not name meat, "conexão de circuitos" after "Aparelhos para" does not name a pipe fitting (RGI 1: the texts
   * name the goods of the heading; a purpose, a filling or a material is not them). Memoised per code.
   */
  namesAsGoods(code: string, stem: string): boolean {
    let goods = this.goodsMemo.get(code);
    if (!goods) {
      goods = new Set<string>();
      for (let len = 4; len <= code.length; len++) {
        const text = this.version.texts.get(code.slice(0, len));
        if (text) for (const t of tokenizeOfficial(text)) if (t.factor === 1) goods.add(t.stem);
      }
      if (this.goodsMemo.size >= 5_000) this.goodsMemo.clear();
      this.goodsMemo.set(code, goods);
    }
    return goods.has(stem);
  }

  /** True when a text of the code below its heading is "Partes" ("- Partes", "-- Partes:"): the heading's parts. */
  isPartsCode(code: string): boolean {
    for (let len = 5; len <= code.length; len++) {
      const text = this.version.texts.get(code.slice(0, len));
      if (text && /^[\s-]*partes\b/i.test(text)) return true;
    }
    return false;
  }

  /** Official text of a heading (4 digits); a heading with a single code has its text on that code only. */
  headingText(heading: string): string | undefined {
    const own = this.version.texts.get(heading);
    if (own) return own;
    const [lo, hi] = this.range(heading);
    return hi - lo === 1 ? this.version.texts.get(this.codes[lo]!) : undefined;
  }

  /** The last residual code ("Outros") under the prefix, or null: what a name that names no sibling falls to. */
  lastResidualUnder(prefix: string): string | null {
    const [lo, hi] = this.range(prefix);
    for (let id = hi - 1; id >= lo; id--) if (this.residualOwn[id]) return this.codes[id]!;
    return null;
  }

  /** True when a CEST entry lists the code: goods sold in retail. */
  isRetail(code: string): boolean {
    const id = this.docIndex.get(code);
    return id !== undefined && this.retail[id] === 1;
  }

  /** True when the code's subposition/item texts say "acondicionados para venda a retalho". */
  isRetailPack(code: string): boolean {
    const id = this.docIndex.get(code);
    return id !== undefined && this.retailPack[id] === 1;
  }

  /** Codes of the index starting with the prefix, in code order. */
  codesUnder(prefix: string): string[] {
    const [lo, hi] = this.range(prefix);
    return this.codes.slice(lo, hi);
  }

  /** How many codes' texts contain the stem. */
  documentFrequency(stem: string): number {
    return this.packed.get(stem)?.ids.length ?? 0;
  }

  has(code: string): boolean {
    return this.docIndex.has(code);
  }

  /**
   * Best codes for a description, optionally limited to codes starting with `prefix`.
   * Ties go to the code with fewer texts (the more specific one).
   */
  search(description: string, limit = 3, prefix = ''): MatchCandidate[] {
    const q = this.parse(description);
    // The stated volume only matters to codes split by container capacity: it joins the key then.
    // Volumes between the same two thresholds of the tables rank alike: the key holds that class
    // only (VINHO 750ML and 375ML share their search).
    const volume = this.capacity.size ? statedVolume(description) : undefined;
    const packed = RETAIL_PACK_RE.test(description) ? 1 : 0;
    const key = `${prefix}|${limit}|${volume === undefined ? '' : this.volumeClass(volume)}|${packed}|${q.key}`;
    const hit = this.searchCache.get(key);
    if (hit) return hit;
    const acc = this.acc;
    const own = this.ownAcc;
    // ERP names start with the product type: candidates that contain that word rank first.
    const main = q.terms.find((t) => t.weight > 1)?.stem;
    const mainDocs = main ? this.packed.get(main) : undefined;
    const hasMain = this.mainMark;
    if (mainDocs) for (const id of mainDocs.ids) hasMain[id] = 1;
    // The tables often name the product's class, not the shop word: "CHINELO" is a "calçado",
    // "CADEIRA" an "assento". Codes whose texts hold every official word of the main word's class
    // are as much about the product as codes that repeat the shop word (which may mean something
    // else there: "mesa" in "artigos de mesa").
    const hintDocs = main ? this.hintDocs(main) : undefined;
    if (hintDocs) for (const id of hintDocs.ids) hasMain[id] = 1;
    const touched: number[] = [];
    const [lo, hi] = prefix ? this.range(prefix) : [0, this.codes.length];
    for (const t of q.terms) {
      const p = this.packed.get(t.stem);
      if (!p) continue;
      const { ids, w } = p;
      for (let i = 0; i < ids.length; i++) {
        const id = ids[i]!;
        if (id < lo || id >= hi) continue;
        if (acc[id] === 0) touched.push(id);
        const wi = w[i]!;
        acc[id] += t.idf * wi;
        if (wi >= W_HEADING) own[id] += (t.idf / t.weight) * wi;
      }
    }
    // A code naming the main word's class (every hint word) covers that word as if it named it,
    // less than a code that names it (the shop word may be more specific): "BATERIA" is an
    // "acumulador elétrico de chumbo", not only the "baterias" of the waste heading 85.49.
    if (hintDocs) {
      const idf = q.terms.find((t) => t.weight > 1)!.idf;
      const { ids, credit } = hintDocs;
      for (let i = 0; i < ids.length; i++) {
        const id = ids[i]!;
        if (id < lo || id >= hi || credit[i] === 0) continue;
        if (acc[id] === 0) touched.push(id);
        acc[id] += idf * credit[i]!;
      }
    }
    // Rank by how much of the query is covered, then by how much of the code's own text the query explains.
    const info = q.information || 1;
    const top: { id: number; score: number; rank: number }[] = [];
    const mats = q.materials;
    for (const id of touched) {
      const score = acc[id]! / info;
      let rank = score + 0.25 * Math.min(1, own[id]! / this.docNorm[id]!) + MAIN_BONUS * hasMain[id]!;
      if (mats && inMaterialPrefixes(mats, this.codes[id]!)) rank += MATERIAL_BONUS;
      rank += RETAIL_BONUS * this.retail[id]!;
      if (packed) rank += RETAIL_PACK_BONUS * this.retailPack[id]!;
      if (volume !== undefined && this.hasCapacity[id]) {
        const cap = this.capacity.get(id);
        // The bonus only among codes that name the product word: a 250 ml energy drink is no wine.
        if (cap) rank += fitsCapacity(cap, volume) ? (main && this.weightIn(id, main) > 0 ? CAPACITY_BONUS : 0) : -CAPACITY_BONUS;
      }
      acc[id] = 0;
      own[id] = 0;
      if (top.length < limit || rank > top[top.length - 1]!.rank || (rank === top[top.length - 1]!.rank && id < top[top.length - 1]!.id)) {
        // Insertion into the short sorted list (rank desc, then id asc) instead of a sort per candidate.
        let at = top.length;
        while (at > 0 && (top[at - 1]!.rank < rank || (top[at - 1]!.rank === rank && top[at - 1]!.id > id))) at--;
        top.splice(at, 0, { id, score, rank });
        if (top.length > limit) top.pop();
      }
    }
    if (mainDocs) for (const id of mainDocs.ids) hasMain[id] = 0;
    if (hintDocs) for (const id of hintDocs.ids) hasMain[id] = 0;
    const ranked = top.map((r) => ({ code: this.codes[r.id]!, score: Math.max(0, Math.min(1, r.score)) }));
    if (this.searchCache.size >= 10_000) this.searchCache.delete(this.searchCache.keys().next().value!);
    this.searchCache.set(key, ranked);
    return ranked;
  }

  /**
   * Codes whose texts hold every official word of the stem's concept hints, with the share of the
   * stem they are credited (W_HINT_CLASS less what they already hold). Memo: a few hundred stems have hints.
   */
  private hintDocs(stem: string): HintClassDocs | undefined {
    const hints = this.stemFacts(stem).hints;
    if (!hints) return undefined;
    if (this.hintDocsMemo.has(stem)) return this.hintDocsMemo.get(stem);
    const found = this.intersect(hints);
    const docs = found && {
      ids: Int32Array.from(found),
      credit: Float32Array.from(found, (id) => Math.max(0, W_HINT_CLASS - this.weightIn(id, stem))),
    };
    this.hintDocsMemo.set(stem, docs);
    return docs;
  }

  /** Ids of the codes whose texts below the chapter hold every one of these stems (none when a stem is unknown). */
  private intersect(stems: readonly string[]): number[] | undefined {
    let smallest: Int32Array | undefined;
    for (const st of stems) {
      const p = this.packed.get(st);
      if (!p) return undefined;
      if (!smallest || p.ids.length < smallest.length) smallest = p.ids;
    }
    if (!smallest) return undefined;
    const out: number[] = [];
    // Above chapter weight: "Bebidas" over all of chapter 22 does not make every code there a drink of the shop word's kind.
    for (const id of smallest) if (stems.every((st) => this.weightIn(id, st) > W_CHAPTER)) out.push(id);
    return out;
  }

  /** [first, end) of the doc ids whose code starts with `prefix` (codes are indexed in sorted order). */
  private range(prefix: string): [number, number] {
    const arr = this.codes;
    let lo = 0;
    let hi = arr.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (arr[mid]! < prefix) lo = mid + 1;
      else hi = mid;
    }
    let end = lo;
    while (end < arr.length && arr[end]!.startsWith(prefix)) end++;
    return [lo, end];
  }

  /** Best score of any code under `prefix` (a heading has a few dozen codes: cheap). */
  bestUnder(q: ParsedQuery, prefix: string): number {
    const [lo, hi] = this.range(prefix);
    if (q.information === 0) return 0;
    // Sums per code of the heading in the shared accumulator (zeroed again before returning).
    const acc = this.acc;
    for (const t of q.terms) {
      const p = this.packed.get(t.stem);
      if (!p) continue;
      for (let i = lowerBound(p.ids, lo); i < p.ids.length && p.ids[i]! < hi; i++) acc[p.ids[i]!] += t.idf * p.w[i]!;
    }
    let best = 0;
    for (let id = lo; id < hi; id++) {
      if (acc[id]! > best) best = acc[id]!;
      acc[id] = 0;
    }
    return best / q.information;
  }

  /** Ranks a given list of codes (e.g. successors of an extinct code) by the description. */
  rank(description: string, codes: string[]): MatchCandidate[] {
    const q = this.parse(description);
    return codes
      .map((code) => ({ code, score: this.scoreCode(q, code) }))
      .sort((a, b) => b.score - a.score || a.code.localeCompare(b.code));
  }
}

/** First index of `ids` (ascending) whose value is ≥ `id`. */
function lowerBound(ids: Int32Array, id: number): number {
  let lo = 0;
  let hi = ids.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (ids[mid]! < id) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Adds a stem with its weight, keeping the highest weight of a repeated stem (queries are short); true when new. */
function addWeighted(stems: string[], weights: number[], stem: string, weight: number): boolean {
  const at = stems.indexOf(stem);
  if (at < 0) {
    stems.push(stem);
    weights.push(weight);
    return true;
  }
  if (weights[at]! < weight) weights[at] = weight;
  return false;
}

const indexCache = new WeakMap<ReferenceTables, DescriptionIndex>();

/** The index for these tables, built on first use (≈ a fraction of a second) and kept. */
export function descriptionIndexFor(tables: ReferenceTables): DescriptionIndex {
  let idx = indexCache.get(tables);
  if (!idx) {
    idx = new DescriptionIndex(tables);
    indexCache.set(tables, idx);
  }
  return idx;
}
