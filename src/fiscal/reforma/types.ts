/** Shapes of the Reforma Tributária (CBS/IBS) check result (issue 15 JSON contract). */

export interface Sugestao { cst: string | null; cClassTrib: string | null }

/** Where an issue or item is: a register line (header = 1) or an NF-e key + item number. */
export type Local = { line: number } | { chave: string; nItem: string };

export type ReformaIssue = Local & {
  type: 'error' | 'warning';
  code: string;
  message: string;
  /** Legal basis or NT rule code (also quoted in the message). */
  base: string;
  /** NT 2025.002 rule code (XML rules), e.g. 'UB14-20'. */
  regra?: string;
  sugestao: Sugestao | null;
};

/** How sure the expected treatment is: by NCM alone, by NCM + a clear description, or not decidable. */
export type Confianca = 'ncm' | 'descricao' | 'depende da descrição';

export interface Candidato { cClassTrib: string; anexo: string | null; item: string | null; texto: string }

export interface Tratamento {
  cst: string | null;
  cClassTrib: string | null;
  anexo: string | null;
  item: string | null;
  /** Legal text of the annex item. */
  texto: string | null;
  /** % reduction of the CBS rate (IBS in parentheses when different), null when not decided. */
  reducao: number | null;
  reducaoIbs: number | null;
  /** LC 214/2025 article of the cClassTrib. */
  fundamento: string;
  confianca: Confianca;
  /** Other annex codes the NCM maps to (conditional codes, or the options when it depends on the description). */
  alternativas: Candidato[];
}

export type ReformaItem = Local & {
  ncm: string;
  codigo?: string;
  descricao: string;
  informado: { cst: string | null; cClassTrib: string | null };
  tratamento: Tratamento;
  /** 2027 simulation of this row/item, when it carries values. */
  simulacao?: SimulacaoLinha;
};

export interface SimulacaoLinha {
  base: number;
  pisCofinsHoje: number;
  /** True when PIS/COFINS today is the file's own value; false when estimated at the rates assumed. */
  pisCofinsInformado: boolean;
  cbs2027: number;
  ibs2027: number;
  diferenca: number;
}

export interface SimulacaoTotal {
  aliquotas: { cbs: number; ibsUf: number; ibsMun: number; pisCofinsEstimado: number; fonte: string };
  linhas: number;
  base: number;
  pisCofinsHoje: number;
  cbs2027: number;
  ibs2027: number;
  diferenca: number;
}

export type Regime = 'normal' | 'simples' | 'mei';

export interface ReformaSummary {
  tipo: 'cadastro' | 'xml';
  data: string;
  total: number;
  correct: number;
  errors: number;
  warnings: number;
  dependeDescricao: number;
  comBeneficio: number;
}

export interface ReformaResult {
  summary: ReformaSummary;
  issues: ReformaIssue[];
  itens: ReformaItem[];
  simulacao: SimulacaoTotal | null;
  /** What applies to Simples Nacional / MEI issuers in 2026 and 2027 (README §3.5), when relevant. */
  simplesNacional: string[];
  tabelas: { id: string; label: string }[];
  correcoes: string[];
  /** Files skipped (XML input) and why. */
  ignorados: { origem: string; motivo: string }[];
  message: string;
}
