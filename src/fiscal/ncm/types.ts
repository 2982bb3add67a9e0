import type { BaseFinding } from '../findings';
import type { TableVersion } from '../tables/contracts';
import type { CellValue } from '../cell-value';
import type { NcmTaxInfo } from './tax-info';

/** The codes are the public API (issue 4). */
export type NcmFindingCode =
  | 'NCM_AUSENTE'
  | 'NCM_FORMATO'
  | 'NCM_ZERO_ESQUERDA'
  | 'NCM_INEXISTENTE'
  | 'NCM_EXTINTO'
  | 'NCM_DESCRICAO'
  /** The row's heading differs from most rows of near-identical names in the same file (ADR 010). */
  | 'NCM_INCONSISTENTE';

export interface NcmSuggestion {
  code: string;
  /** Full hierarchical official text. */
  description: string;
  /** 0..1, how well the product description fits the code's texts. */
  score: number;
}

export interface NcmFinding extends BaseFinding {
  code: NcmFindingCode;
  /** The product's code in the file (Código, SKU...), or null when the sheet has none. */
  product: string | null;
  /** The product's description in the file, or null when the sheet has none. */
  description: string | null;
  /** The NCM as found in the file (text), or null when empty. */
  currentNCM: string | null;
  suggestion: string | null;
  suggestions: NcmSuggestion[];
  /** pt-BR sentence naming the official description and the table version. */
  reason: string;
}

export interface NcmInputRow {
  line: number;
  product: string | null;
  description: string | null;
  ncm: CellValue;
  /** The row's own date (emission/entry), when the sheet has such a column: validity is judged on it. */
  date?: CellValue;
}

export type NcmRowStatus = 'correto' | 'sugestao' | 'erro';

/** Everything the corrected spreadsheet needs for one row. */
export interface NcmRowOutcome {
  line: number;
  status: NcmRowStatus;
  findings: NcmFinding[];
  /** The 8-digit code the row's taxes refer to (the current code, or the padded one), or null. */
  ncm: string | null;
  info: NcmTaxInfo | null;
  /**
   * What the description × NCM judgment could say about a valid code (ADR 010): 'conferida' (the name's
   * product kind is known and the code was weighed against it), 'insuficiente' (the name says too little:
   * a brand alone, an internal code), 'nao-reconhecida' (words the vocabulary does not know: not judged),
   * 'sem-descricao'. Undefined when the code itself was invalid.
   */
  descriptionJudgement?: NcmDescriptionJudgement;
  /**
   * The code the corrected file writes in the NCM column, when it is certain (a lost leading zero, an
   * extinct code replaced by a single one) — or, set by a caller, the code the office accepted. Absent:
   * the NCM column keeps the original.
   */
  correctedNcm?: string;
}

export type NcmDescriptionJudgement = 'conferida' | 'insuficiente' | 'nao-reconhecida' | 'sem-descricao';

export interface NcmSummary {
  correct: number;
  suggestions: number;
  errors: number;
  /** Valid codes whose description says too little to weigh against them ("descrição insuficiente para conferir"). */
  insufficientDescription?: number;
  /** Valid codes whose description names no product kind the judgment knows (not weighed). */
  unrecognisedDescription?: number;
}

export interface NcmResult {
  summary: NcmSummary;
  issues: NcmFinding[];
  rows: number;
  /** ISO yyyy-mm-dd. */
  referenceDate: string;
  /** The NCM version used for the reference date. */
  ncmVersion: TableVersion;
  /** Every table used (NCM versions, TIPI, CEST, IBPT, PIS/COFINS). */
  versions: TableVersion[];
  /** Informational taxes per distinct 8-digit code seen (valid or suggested). */
  taxInfo: Record<string, NcmTaxInfo>;
  /** pt-BR notes about the run (e.g. date before the oldest table, tables missing). */
  notes: string[];
}

/** How a finding names its product for people: code and description, whichever the sheet has. */
export function productLabel(f: Pick<NcmFinding, 'product' | 'description'>): string {
  const code = (f.product ?? '').trim(), desc = (f.description ?? '').trim();
  return code && desc && code !== desc ? `${code} — ${desc}` : code || desc;
}
