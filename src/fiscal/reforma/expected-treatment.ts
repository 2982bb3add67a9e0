/**
 * The treatment LC 214/2025 gives a product, from its NCM (the calculator's NCM → annex → cClassTrib map) and,
 * where the annex item describes a product narrower than the NCM, its description — used only when clear.
 */
import { itemKey, type NcmAnexoRow, type ReformaTables } from '../tables/reforma-types';
import { descriptionMatch, stems } from './description-match';
import type { Candidato, Tratamento } from './types';

/**
 * Codes that need a condition the NCM cannot show: public-administration buyer (200005, 200008, 200010, 200011),
 * declared health emergency (200006, 200012), deferral (515001). Never the default; accepted when billed.
 */
export const CONDICIONAIS: ReadonlySet<string> = new Set(['200005', '200008', '200010', '200011', '200006', '200012', '515001']);
const PREFIX_LENGTHS = [8, 7, 6, 5, 4, 2];

/** Every map row covering `ncm` (longest prefix first), minus rows whose exclusion list covers it. */
export function candidateRows(t: ReformaTables, ncm: string): NcmAnexoRow[] {
  const out: NcmAnexoRow[] = [];
  for (const k of PREFIX_LENGTHS) {
    if (ncm.length < k) continue;
    for (const r of t.ncmMap.get(ncm.slice(0, k)) ?? []) if (!r.excecoes.some((e) => ncm.startsWith(e))) out.push(r);
  }
  return out;
}

const texto = (t: ReformaTables, r: NcmAnexoRow): string => (r.anexo && r.item ? t.anexoItens.get(itemKey(r.anexo, r.item))?.texto ?? '' : '');
const cand = (t: ReformaTables, r: NcmAnexoRow): Candidato => ({ cClassTrib: r.cClassTrib, anexo: r.anexo, item: r.item, texto: texto(t, r) });

export function integral(t: ReformaTables): Tratamento {
  return { cst: '000', cClassTrib: '000001', anexo: null, item: null, texto: null, reducao: 0, reducaoIbs: 0, fundamento: 'LC 214/2025, art. 4º (tributação integral)', confianca: 'ncm', alternativas: [] };
}

function build(t: ReformaTables, r: NcmAnexoRow, confianca: Tratamento['confianca'], all: NcmAnexoRow[]): Tratamento {
  const c = t.cclass.get(r.cClassTrib);
  const alternativas = all.filter((o) => o.cClassTrib !== r.cClassTrib).map((o) => cand(t, o));
  return {
    cst: c?.cst ?? r.cClassTrib.slice(0, 3), cClassTrib: r.cClassTrib, anexo: r.anexo ?? c?.anexo ?? null, item: r.item, texto: texto(t, r) || null,
    reducao: c?.pRedCBS ?? null, reducaoIbs: c?.pRedIBS ?? null,
    fundamento: `LC 214/2025, ${c?.artigo ? c.artigo.replace(/^Art/, 'art') : 'anexos'}${r.anexo ? `, Anexo ${r.anexo}${r.item ? `, item ${r.item}` : ''}` : ''}`,
    confianca, alternativas: dedupe(alternativas),
  };
}

function dedupe(c: Candidato[]): Candidato[] {
  const seen = new Set<string>();
  // One entry per code (a medicine NCM maps to hundreds of Anexo XIV items of the same cClassTrib).
  return c.filter((x) => { if (seen.has(x.cClassTrib)) return false; seen.add(x.cClassTrib); return true; });
}

/** Non-conditional first, then the larger reduction. */
const rank = (t: ReformaTables) => (a: NcmAnexoRow, b: NcmAnexoRow): number =>
  Number(CONDICIONAIS.has(a.cClassTrib)) - Number(CONDICIONAIS.has(b.cClassTrib)) ||
  (t.cclass.get(b.cClassTrib)?.pRedCBS ?? 0) - (t.cclass.get(a.cClassTrib)?.pRedCBS ?? 0);

const memo = new WeakMap<ReformaTables, Map<string, Tratamento>>();
const MEMO_MAX = 50_000;

/**
 * Expected CST, cClassTrib, annex item and reduction of a product. Registers and notes repeat the same products:
 * results are kept per (NCM, description), bounded; the returned object is shared and must not be changed.
 */
export function expectedTreatment(t: ReformaTables, ncm: string, descricao: string): Tratamento {
  let m = memo.get(t);
  if (!m) { m = new Map(); memo.set(t, m); }
  const key = `${ncm}|${descricao}`;
  let tr = m.get(key);
  if (!tr) {
    if (m.size >= MEMO_MAX) m.clear();
    tr = computeTreatment(t, ncm, descricao);
    m.set(key, tr);
  }
  return tr;
}

function computeTreatment(t: ReformaTables, ncm: string, descricao: string): Tratamento {
  const rows = candidateRows(t, ncm);
  if (!rows.length) return integral(t);
  // 1. A description that clearly names an annex item decides between the options (e.g. 20021000 tomatoes vs
  //    "água para injeção", 85171 accessibility phones vs smartphones).
  const have = new Set(stems(descricao));
  const scored = rows.flatMap((r) => { const m = descriptionMatch(texto(t, r), have); return m ? [{ r, ...m }] : []; });
  if (scored.length) {
    const top = Math.max(...scored.map((x) => x.ratio));
    let best = scored.filter((x) => x.ratio === top);
    // An item whose matched words include every other's is the more specific one ("Farinha de aveia" over "Farinha").
    const widest = best.reduce((a, b) => (b.found.size > a.found.size ? b : a));
    if (best.every((x) => [...x.found].every((w) => widest.found.has(w)))) best = best.filter((x) => x.found.size === widest.found.size);
    const rs = best.map((x) => x.r).sort(rank(t));
    // Two annex items described equally well with different codes (e.g. "Biotina" in Anexos VI and XIV): not guessed.
    const codes = new Set(rs.filter((r) => !CONDICIONAIS.has(r.cClassTrib)).map((r) => r.cClassTrib));
    if (codes.size <= 1) return build(t, rs[0]!, rs[0]!.porNcm ? 'ncm' : 'descricao', rows);
    return depende(t, rs, 'a descrição corresponde a mais de um item dos anexos');
  }
  // 2. Annexes that list the NCM codes themselves: the longest prefix decides (Anexo I/XV over the chapter rows of VII).
  const porNcm = rows.filter((r) => r.porNcm);
  if (porNcm.length) {
    const longest = Math.max(...porNcm.map((r) => r.ncm.length));
    const pick = porNcm.filter((r) => r.ncm.length === longest).sort(rank(t))[0]!;
    return build(t, pick, 'ncm', rows);
  }
  // 3. Only items that describe a narrower product: cannot tell without the description.
  return depende(t, rows, 'o benefício depende do produto descrito no item');
}

function depende(t: ReformaTables, rows: NcmAnexoRow[], why: string): Tratamento {
  return {
    cst: null, cClassTrib: null, anexo: null, item: null, texto: null, reducao: null, reducaoIbs: null,
    fundamento: `LC 214/2025, anexos (${why})`, confianca: 'depende da descrição', alternativas: dedupe(rows.map((r) => cand(t, r))),
  };
}
