import type { PisCofinsTreatment } from '../tables/pis-cofins-types';

/**
 * Bebidas frias (águas, refrigerantes, chás, energéticos, cervejas — Lei 13.097/2015, art. 14) left the
 * monofásico regime on 01/05/2015 (art. 168, III): industrial, importer and atacadista pay 2,32%/10,68%
 * (art. 25, any regime, with the reductions of the law) and only the varejista (as art. 28 defines it: ≥ 75% of the
 * revenue from sales to consumers) has alíquota zero (art. 28; natureza 918 of table 4.3.13, CST 06). The OCA 4.3.10 rows
 * 411–434 are the old regime of Lei 10.833/2003, arts. 58-A ss., revoked by the same law.
 */
export const BEBIDAS_FRIAS_FROM = Date.UTC(2015, 4, 1);

/**
 * Art. 14: 2106.90.10 Ex 02, 22.01, 22.02 except the Ex 01/02 of 2202.90.00 (today 2202.99.00: soy, milk
 * and fruit-based drinks), and 22.03. Those two codes count only with a known Ex outside the exceptions,
 * so a soy drink without its Ex is never called a bebida fria.
 */
export function isBebidaFria(ncm: string, exTipi: string | undefined): boolean {
  const ex = exTipi === undefined || exTipi === '' ? null : Number(exTipi);
  if (ncm === '22029000' || ncm === '22029900') return ex !== null && ex !== 1 && ex !== 2;
  if (ncm.startsWith('2201') || ncm.startsWith('2202') || ncm.startsWith('2203')) return true;
  return ncm === '21069010' && ex === 2;
}

/** The old bebidas-frias rows of table 4.3.10 (naturezas 4xx in the OCA transcription). */
const isOldBebidaRow = (t: PisCofinsTreatment): boolean => t.table === '4.3.10' && t.natureza.startsWith('4');

/** Drops the 4.3.10 bebidas-frias rows for documents from 01/05/2015: they are no longer monofásico. */
export function treatmentsInForce(list: PisCofinsTreatment[], date: Date): PisCofinsTreatment[] {
  if (date.getTime() < BEBIDAS_FRIAS_FROM) return list;
  return list.some(isOldBebidaRow) ? list.filter((t) => !isOldBebidaRow(t)) : list;
}
