/**
 * The PIS/COFINS treatment of an NCM on a date, as the PIS/COFINS check applies it (same tables, same
 * bebidas-frias cut-off, same alíquota-zero supplement): one source of truth for the NCM report's
 * "PIS/COFINS" column (issue 14 item 4). Without the operation (CFOP, regime, TIPI Ex) it can only say
 * what the code alone implies: always indicative.
 */
import type { PisCofinsTables, PisCofinsTreatment } from '../tables/pis-cofins-types';
import { BEBIDAS_FRIAS_FROM, isBebidaFria, treatmentsInForce } from './bebidas-frias';
import { LEGAL } from './legal-basis';
import { plausibleZeroRate, withZeroRateSupplement } from './zero-rate-supplement';

export interface NcmPisCofinsTreatment {
  /** pt-BR text for a cell: the treatment and its legal basis. */
  label: string;
  /** The table rows that apply for sure (without a TIPI Ex), after the cut-offs of the date. */
  treatments: PisCofinsTreatment[];
}

const KIND: Record<string, string> = {
  '4.3.10': 'monofásico',
  '4.3.11': 'alíquota por unidade de medida',
  '4.3.12': 'substituição tributária',
  '4.3.13': 'alíquota zero',
  '4.3.14': 'isenção',
  '4.3.15': 'sem incidência',
  '4.3.16': 'suspensão',
};

const BASIS: Record<string, string> = {
  '4.3.10': LEGAL.monofasico,
  '4.3.13': LEGAL.aliquotaZero,
};

export function pisCofinsTreatmentOfNcm(tables: PisCofinsTables, ncm: string, date: Date): NcmPisCofinsTreatment {
  const all = withZeroRateSupplement(treatmentsInForce(tables.treatmentFor(ncm), date), ncm);
  // Rows restricted to a TIPI Ex are not certain without the Ex (2202.99.00 Ex 03 is not every drink).
  const certain = all.filter((t) => t.ex === null);
  const parts: string[] = [];
  const bebidaFria = isBebidaFria(ncm, undefined) && date.getTime() >= BEBIDAS_FRIAS_FROM;
  if (bebidaFria) {
    parts.push(
      `bebida fria, fora do regime monofásico desde 01/05/2015: industrial, importador e atacadista 2,32%/10,68%, varejista alíquota zero (${LEGAL.bebidasFrias})`,
    );
  }
  const byKind = new Map<string, string[]>();
  for (const t of certain) {
    // The per-unit rows of bebidas frias (table 4.3.11) are the regime Lei 13.097/2015 replaced: the sentence above says what applies.
    if (bebidaFria && t.table === '4.3.11') continue;
    const k = t.table;
    const list = byKind.get(k) ?? [];
    if (!list.includes(t.natureza)) list.push(t.natureza);
    byKind.set(k, list);
  }
  for (const [table, naturezas] of byKind) {
    const basis = BASIS[table];
    parts.push(`${KIND[table] ?? table}: natureza ${naturezas.join(', ')} (tabela ${table}${basis ? `; ${basis}` : ''})`);
  }
  if (!byKind.has('4.3.13') && plausibleZeroRate(ncm)) {
    parts.push(`alíquota zero se o produto for do tipo que a lei define (leite, queijos, compostos lácteos…: ${LEGAL.aliquotaZero})`);
  }
  const exOnly = all.filter((t) => t.ex !== null && !certain.some((c) => c.table === t.table));
  if (exOnly.length) parts.push(`${[...new Set(exOnly.map((t) => `${KIND[t.table] ?? t.table} só no Ex ${t.ex} da TIPI`))].join('; ')}`);
  const label = parts.length
    ? `${parts.join('; ')} — indicativo`
    : `Tributação normal (nenhuma das tabelas 4.3.10–4.3.16 lista este NCM; ${LEGAL.naoCumulativo} ou ${LEGAL.cumulativo}, conforme o regime) — indicativo`;
  return { label, treatments: certain };
}
