/**
 * LC 214/2025 annex items and the calculator's NCM → annex → cClassTrib map, with the corrections documented
 * in reforma/README.md (§2, §5 and "More caveats"). Only read by load-reforma.ts.
 */
import { join } from 'node:path';
import { readCsvObjects } from './load-reforma-csv';
import { ANEXOS_POR_NCM, itemKey, type AnexoItem, type NcmAnexoRow } from './reforma-types';

/** cClassTrib of the annexes that list NCM codes (I, VII, VIII, XV): rows without an annex link keep that meaning. */
const CCLASS_POR_NCM = new Set(['200003', '200034', '200035', '200014']);
/** Codes the calculator maps but that name an NCM no NCM table holds (README §2); kept, never a real product's code. */
const NCM_INEXISTENTES = ['07129010', '28273998', '30021580', '30022032', '30043039', '90219089'];
/** NCM pointers known wrong (README §2/§5): trust the cClassTrib (200038, Anexo IX), not the annex item (X, 11). */
const ITEM_ERRADO = new Set(['23032000', '23033000']);

/** "1006.40.00" / "1006.20" / "1006.2" / "1006": how the annex texts write an NCM or prefix. */
function formatNcm(n: string): string {
  let s = n.slice(0, 4);
  if (n.length > 4) s += `.${n.slice(4, 6)}`;
  if (n.length > 6) s += `.${n.slice(6, 8)}`;
  return s;
}

/** True when the annex text itself names this NCM or a prefix of it (4+ digits): the NCM then decides. */
function textoCitaNcm(texto: string, ncm: string): boolean {
  for (let k = 4; k <= ncm.length; k++) if (texto.includes(formatNcm(ncm.slice(0, k)))) return true;
  return false;
}

export function loadAnexoMap(dir: string): {
  itens: Map<string, AnexoItem>;
  map: Map<string, NcmAnexoRow[]>;
  cclassDoMapa: Set<string>;
  correcoes: string[];
  rows: number;
} {
  const itens = new Map<string, AnexoItem>();
  for (const r of readCsvObjects(join(dir, 'anexos_itens.csv'))) {
    // Non-breaking spaces of the source are plain spaces for matching and display.
    itens.set(itemKey(r.anexo, r.item), { anexo: r.anexo, item: r.item, texto: r.texto.replace(/\u00a0/g, ' ').trim() });
  }
  const raw = readCsvObjects(join(dir, 'ncm_anexo_cclasstrib.csv'));
  const byId = new Map<string, NcmAnexoRow>();
  const map = new Map<string, NcmAnexoRow[]>();
  const cclassDoMapa = new Set<string>();
  const seen = new Set<string>();
  let duplicadas = 0;
  for (const r of raw) {
    if (r.excecao === '1') continue;
    const ncm = r.ncm_ou_prefixo;
    const dedupe = `${ncm}|${r.cclasstrib}|${r.anexo}|${r.item}`;
    if (seen.has(dedupe)) { duplicadas++; continue; } // one duplicated row of V0007, and repeated prefix rows
    seen.add(dedupe);
    const itemErrado = ITEM_ERRADO.has(ncm);
    const anexo = itemErrado ? 'IX' : r.anexo || null;
    const item = itemErrado ? null : r.item || null;
    const texto = anexo && item ? itens.get(itemKey(anexo, item))?.texto ?? '' : '';
    const porNcm = anexo ? ANEXOS_POR_NCM.has(anexo) || (ncm.length >= 4 && textoCitaNcm(texto, ncm)) : CCLASS_POR_NCM.has(r.cclasstrib);
    const row: NcmAnexoRow = { ncm, cClassTrib: r.cclasstrib, anexo, item, porNcm, excecoes: [] };
    byId.set(r.ncma_id, row);
    const list = map.get(ncm) ?? [];
    list.push(row);
    map.set(ncm, list);
    cclassDoMapa.add(r.cclasstrib);
  }
  for (const r of raw) if (r.excecao === '1') byId.get(r.ncma_id)?.excecoes.push(r.ncm_ou_prefixo);
  const correcoes = [
    'Rótulos dos CST 810/811 conforme a tabela oficial de 12/12/2025 (a calculadora os inverte).',
    'pRed dos cClassTrib 410027–410031 conforme a tabela oficial (0; a calculadora traz 100).',
    'NCM 23032000/23033000: vale o cClassTrib 200038 (Anexo IX); o item do Anexo X apontado pela calculadora é ignorado.',
    `${duplicadas} linha(s) repetida(s) do mapa NCM × anexo descartada(s).`,
    `NCM inexistentes no mapa da calculadora mantidos sem efeito prático: ${NCM_INEXISTENTES.join(', ')}.`,
    'Textos de 29 itens dos anexos restaurados da carga de 24/09/2025 (espaços perdidos na base B0001).',
    'Linhas de 8 dígitos mais amplas que o texto do anexo (Anexos IV, V, VI, IX, X, XI, XII, XIII, XIV) tratadas como prefixos: o benefício depende da descrição do produto.',
  ];
  return { itens, map, cclassDoMapa, correcoes, rows: byId.size };
}
