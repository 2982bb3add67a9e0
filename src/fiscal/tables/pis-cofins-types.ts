/**
 * Shapes of the PIS/COFINS reference tables (SPED EFD-Contribuições 4.3.3/4.3.4 CSTs and the
 * natureza-da-receita tables 4.3.10–4.3.16 indexed by NCM). Pure types: the loader is
 * `pis-cofins-ncm.ts`, the pure builder `pis-cofins-build.ts`.
 */

/** SPED tables that list products by NCM (4.3.17 "outros" is not in the data we have). */
export type PisCofinsTableId = '4.3.10' | '4.3.11' | '4.3.12' | '4.3.13' | '4.3.14' | '4.3.15' | '4.3.16';

/**
 * One row of a natureza-da-receita table that lists a given NCM.
 * Rates come from the OCA tax ids (2019 values) and are therefore indicative.
 */
export interface PisCofinsTreatment {
  table: PisCofinsTableId;
  /** pt-BR label, e.g. 'Tabela 4.3.10 (incidência monofásica)'. */
  tableLabel: string;
  /** Código da natureza da receita (3 digits, e.g. '201'). The key is (table, natureza). */
  natureza: string;
  description: string;
  /** The NCM prefix of the row that matched (2–8 digits). */
  matchedPrefix: string;
  /**
   * TIPI "Ex" the row is restricted to, or null. When `treatmentFor` is called without an Ex,
   * Ex-restricted rows are still returned (so "is it listed at all?" questions see them), and
   * callers that need certainty must ignore rows with `ex !== null`.
   */
  ex: string | null;
  /**
   * Differentiated rates when the source encodes them: percentages (4.3.10, 4.3.12, 4.3.13 → 0)
   * or R$ per unit of measure (4.3.11). null when not given (isenção, suspensão, sem incidência).
   */
  aliquotaPis: number | null;
  aliquotaCofins: number | null;
  unidadeAliquota: 'percentual' | 'reais-por-unidade' | null;
}

export type CstTributo = 'PIS' | 'COFINS';

export interface CstPisCofins {
  /** Two digits, e.g. '01'. */
  code: string;
  tributo: CstTributo;
  /** '4.3.3' (PIS/PASEP) or '4.3.4' (COFINS). */
  table: '4.3.3' | '4.3.4';
  description: string;
  /**
   * Official direction by code range: 01–49 outputs, 50–98 inputs, 99 both
   * (the OCA file calls 99 'saida', which is not what the SPED guide says).
   */
  direction: 'saida' | 'entrada' | 'ambas';
}

export interface PisCofinsTablesVersion {
  id: string;
  /** pt-BR label shown in reports. */
  label: string;
  /** Rows read from the natureza-da-receita file (all tables). */
  rows: number;
}

export interface PisCofinsTables {
  version: PisCofinsTablesVersion;
  /**
   * Every table row (4.3.10–4.3.16) that lists `ncm8` (8 digits, no dots) by prefix, minus rows
   * whose `ncms_excluidos` contains it. With `exTipi`, Ex-restricted rows are kept only when their
   * Ex matches; without it they are kept and marked by `ex` (see PisCofinsTreatment.ex).
   */
  treatmentFor(ncm8: string, exTipi?: string): PisCofinsTreatment[];
  /** CST lookup in table 4.3.3 (PIS) or 4.3.4 (COFINS). Accepts '1' or '01'. */
  cst(code: string, tributo?: CstTributo): CstPisCofins | undefined;
  /** A natureza row by its key (table, code), when the table has it. */
  natureza(table: PisCofinsTableId, code: string): { description: string } | undefined;
}
