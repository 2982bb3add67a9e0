// Client mirror of the NCM result (src/fiscal/ncm/types.ts, tax-info.ts) and its pt-BR labels.

export type NcmSuggestion = {
  code: string;
  description: string;
  score: number;
  /** Set when the code came from the office's catalogue (src/fiscal/ncm/office-catalogue.ts): who taught it and when. */
  learned?: { by: string; at: string };
};

export type NcmFinding = {
  type: 'error' | 'warning' | 'suggestion';
  code: string;
  line: number;
  product: string | null;
  /** Absent in results saved before it was added. */
  description?: string | null;
  currentNCM: string | null;
  suggestion: string | null;
  suggestions: NcmSuggestion[];
  reason: string;
};

export type NcmTaxInfo = {
  code: string;
  description: string;
  ipi: { label: string; ex: { label: string }[] } | null;
  pisCofins: { label: string } | null;
  cest: { code: string; description: string }[];
  ibpt: { versao: string; federalNacional: number; federalImportado: number; estadual: number; municipal: number } | null;
};

export type TableVersion = { id: string; label: string; validFrom: string; validTo: string | null };

export type NcmResult = {
  summary: { correct: number; suggestions: number; errors: number; insufficientDescription?: number; unrecognisedDescription?: number };
  rows: number;
  referenceDate: string;
  ncmVersion: TableVersion;
  versions: TableVersion[];
  taxInfo: Record<string, NcmTaxInfo>;
  notes: string[];
};

/** What the task row keeps (no issues): enough for the results card. */
export type NcmSummary = { correct?: number; suggestions?: number; errors?: number; insufficientDescription?: number; unrecognisedDescription?: number; rows?: number; referenceDate?: string; ncmVersion?: string; aba?: string; linhaCabecalho?: number };

export type NcmTablesStatus = { status: 'ok'; versions: unknown; warnings: string[] } | { status: string; message: string };

export { NCM_CODE_LABEL } from '../../../fiscal/ncm/code-labels';

export const NCM_TYPES = [
  { value: 'error', label: 'Erros' },
  { value: 'suggestion', label: 'Sugestões' },
  { value: 'warning', label: 'Avisos' },
];

/** 2024-05-01 → 01/05/2024 (dates already in ISO calendar form: no time zone shift). */
export const isoToBr = (iso: string) => (/^\d{4}-\d{2}-\d{2}$/.test(iso) ? iso.split('-').reverse().join('/') : iso);

/** 12345678 → 1234.56.78, the way NCM codes are written in the official table. */
export const dottedNcm = (c: string) => (/^\d{8}$/.test(c) ? `${c.slice(0, 4)}.${c.slice(4, 6)}.${c.slice(6)}` : c);
