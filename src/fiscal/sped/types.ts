import type { BaseFinding } from '../findings';

/** Codes of the SPED/NF-e check (issue 8). SPED_APURACAO is ours: E110 (ICMS) and M210/M610 (PIS/COFINS) apuração. */
export type SpedCode =
  | 'SPED_LAYOUT' | 'SPED_CAMPOS' | 'SPED_FORMATO' | 'SPED_OBRIGATORIO' | 'SPED_HIERARQUIA'
  | 'SPED_BLOCO_TOTAL' | 'SPED_9900' | 'SPED_9999' | 'SPED_CNPJ' | 'SPED_PERIODO'
  | 'SPED_ITEM_0200' | 'SPED_PARTICIPANTE_0150' | 'SPED_NCM' | 'SPED_CHAVE' | 'SPED_C190'
  | 'SPED_C100_TOTAL' | 'SPED_APURACAO'
  | 'XML_NAO_ESCRITURADO' | 'XML_DIVERGENTE' | 'XML_CANCELADA';

export interface SpedFinding extends BaseFinding {
  type: 'error' | 'warning';
  code: SpedCode;
  /** File line (1-based); 0 when the finding is about the file as a whole or about an XML. */
  line: number;
  register: string;
  /** Field name as in the layout ('' when the finding is about the whole register). */
  field: string;
  message: string;
}

export type SpedKind = 'efd_icms_ipi' | 'efd_contribuicoes';

/** What reconciliation needs from each C100 with an access key. Values in reais. */
export interface SpedDocument {
  chave: string;
  line: number;
  indOper: string;
  indEmit: string;
  codPart: string;
  codMod: string;
  codSit: string;
  serie: string;
  numero: string;
  /** ISO yyyy-mm-dd, '' when empty. */
  dataDoc: string;
  valores: { total: number; icms: number; ipi: number; pis: number; cofins: number };
}

export interface SpedSummary {
  errors: number;
  warnings: number;
  lines: number;
  registers: number;
  /** Findings counted but not kept in `issues` (cap per code). */
  omitted: number;
  byCode: Record<string, number>;
}

export interface SpedInfo {
  sped: SpedKind | null;
  codVer: string;
  layoutUsed: string;
  period: { start: string; end: string };
  cnpj: string;
  name: string;
  encoding?: 'utf-8' | 'windows-1252';
  /** The file carries the PVA's digital signature (PKCS#7 after the 9999, marked SBRCAAEPDR). */
  signed?: boolean;
  /**
   * Checks not made, one pt-BR sentence each (the file's layout is not in the tables, so findings that depend on
   * it are not raised). Absent when every check ran.
   */
  skipped?: string[];
}

export interface SpedResult {
  summary: SpedSummary;
  issues: SpedFinding[];
  info: SpedInfo;
  documents: Map<string, SpedDocument>;
}
