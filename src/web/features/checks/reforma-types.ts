// Shapes of /api/reforma results (src/fiscal/reforma/types.ts), as the page reads them.
export type ReformaFinding = {
  type: 'error' | 'warning';
  code: string;
  message: string;
  line?: number;
  chave?: string;
  nItem?: string;
  regra?: string;
  sugestao: { cst: string | null; cClassTrib: string | null } | null;
};

export type ReformaSummary = {
  tipo: 'cadastro' | 'xml';
  data: string;
  total: number;
  correct: number;
  errors: number;
  warnings: number;
  dependeDescricao: number;
  comBeneficio: number;
  simulacao: { diferenca: number; cbs2027: number; pisCofinsHoje: number } | null;
  sheet?: string | null;
  headerLine?: number;
};

export type ReformaResultBody = {
  simulacao: { aliquotas: { cbs: number; ibsUf: number; ibsMun: number; pisCofinsEstimado: number; fonte: string }; ibs2027: number } | null;
  simplesNacional: string[];
  tabelas: { id: string; label: string }[];
};

export const REFORMA_TYPES = [
  { value: 'error', label: 'Erros' },
  { value: 'warning', label: 'Avisos' },
];

export { REFORMA_CODE_LABEL } from '../../../fiscal/reforma/code-labels';
