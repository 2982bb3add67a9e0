// Client mirror of the PIS/COFINS result (src/fiscal/pis-cofins/types.ts) and its pt-BR labels.

export type Regime = 'lucro-real' | 'lucro-presumido' | 'simples';

export const REGIMES: { value: Regime; label: string }[] = [
  { value: 'lucro-real', label: 'Lucro Real (não cumulativo)' },
  { value: 'lucro-presumido', label: 'Lucro Presumido (cumulativo)' },
  { value: 'simples', label: 'Simples Nacional' },
];

export type PisCofinsFinding = {
  type: 'error' | 'warning';
  code: string;
  line: number;
  message: string;
  /** R$ paid in excess (positive) or short (negative); null when not computable. */
  impacto: number | null;
  tributo?: string;
  documento?: string;
  produto?: string;
  ncm?: string;
  cfop?: string;
  /** EFD-Contribuições input: the register of the line; `line` is then the file's line number. */
  registro?: string;
};

export type PisCofinsTotais = { recolhido_a_maior: number; recolhido_a_menor: number; receita_segregavel_simples: number };

/** What the task row keeps (src/server/checks/pis-cofins/pis-cofins-kind.ts). */
/** EFD-Contribuições input (summary.sped): period, company and where the regime came from. */
export type PisCofinsSpedSummary = { periodo: { inicio: string; fim: string }; regimeOrigem: string; apuracao: string; nome: string; cnpj: string };

export type PisCofinsSummary = { sped?: PisCofinsSpedSummary; correct?: number; warnings?: number; errors?: number; linhas?: number; regime?: Regime; totais?: Partial<PisCofinsTotais>; aba?: string; linhaCabecalho?: number; icmsNaBase?: { itens: number; valor: number } };

export { PIS_COFINS_CODE_LABEL } from '../../../fiscal/pis-cofins/code-labels';

export const PIS_COFINS_TYPES = [
  { value: 'error', label: 'Erros' },
  { value: 'warning', label: 'Avisos' },
];
