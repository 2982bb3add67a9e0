import type { BaseFinding } from '../findings';
import type { NcmValidity } from '../tables/contracts';
import type { PisCofinsTables } from '../tables/pis-cofins-types';
import type { EfdContribOrigem } from './efd-contrib-types';

export type Regime = 'lucro-real' | 'lucro-presumido' | 'simples';

export const REGIMES: readonly Regime[] = ['lucro-real', 'lucro-presumido', 'simples'];

export const REGIME_LABEL: Record<Regime, string> = {
  'lucro-real': 'Lucro Real (não cumulativo)',
  'lucro-presumido': 'Lucro Presumido (cumulativo)',
  simples: 'Simples Nacional',
};

export type PisCofinsCode =
  | 'PC_CST_INVALIDO'
  | 'PC_CST_DIVERGENTE'
  | 'PC_CST_OPERACAO'
  | 'PC_ALIQUOTA'
  | 'PC_VALOR'
  | 'PC_BASE'
  | 'PC_MONOFASICO'
  | 'PC_ALIQUOTA_ZERO'
  | 'PC_CST_SEM_AMPARO'
  | 'PC_CREDITO_REGIME'
  | 'PC_NCM_INVALIDO'
  | 'PC_PERIODO'
  /** EFD-Contribuições input: the apuração (M200/M210, M600/M610) does not add up to the document registers. */
  | 'PC_APURACAO';

export interface PisCofinsFinding extends BaseFinding {
  type: 'error' | 'warning';
  code: PisCofinsCode;
  /** pt-BR: what is wrong, what is expected, and the legal basis. */
  message: string;
  /**
   * R$ paid in excess (positive, recoverable) or short (negative, a risk), rounded to cents;
   * null when it cannot be computed from the row.
   */
  impacto: number | null;
  tributo?: 'PIS' | 'COFINS' | 'PIS/COFINS';
  /** Context echoed for reports. */
  documento?: string;
  produto?: string;
  ncm?: string;
  cfop?: string;
  /** The reference table a finding rests on (findings based on it are indicative). */
  tabela?: string;
  /** EFD-Contribuições input: the register of the line (`line` is then the file's line number), e.g. 'C170'. */
  registro?: string;
}

export interface PisCofinsContext {
  regime: Regime;
  pisCofins: PisCofinsTables;
  ncm: NcmValidity;
  /** Date used for rows without a readable date (default: now). */
  referenceDate?: Date;
  /**
   * Rows the reader left out as rows of cancelled notes ("Nota Cancelada = Sim"), read when the result is
   * built (the reader fills it while the rows stream): said in the message and in `detalhes`.
   */
  skippedRows?: { readonly canceladas: number };
  /**
   * The company has revenues in both regimes (EFD-Contribuições 0110, COD_INC_TRIB = 3: Lucro Real with
   * revenues kept in the cumulative regime by Lei 10.833/2003, art. 10): a CST 01 at 0,65%/3% is then
   * expected, not a warning.
   */
  regimeMisto?: boolean;
}

export interface PisCofinsRow {
  line: number;
  values: Record<string, unknown>;
  /**
   * The source does not require an NCM for this item (EFD-Contribuições: services of A170, operations of
   * F100, 0200 items the Guia Prático leaves without COD_NCM): an empty NCM is no finding, only counted.
   */
  ncmDispensado?: boolean;
  /** EFD-Contribuições input: the row's register, echoed on its findings. */
  registro?: string;
}

export interface SegregacaoGrupo {
  /** e.g. '4.3.10 / 201' */
  chave: string;
  tabela: string;
  natureza: string;
  descricao: string;
  /** 'monofasico' (tabela 4.3.10); 'aliquota-zero' only in results saved before LC 123 art. 24 § 1º was applied. */
  tipo: 'monofasico' | 'aliquota-zero';
  receita: number;
  itens: number;
  /** Revenue by NCM position (first 4 digits). */
  porPosicaoNcm: Record<string, number>;
}

/** One sale whose revenue must be segregated in the PGDAS-D (Simples Nacional). */
export interface ItemSegregavel {
  line: number;
  documento: string;
  produto: string;
  ncm: string;
  cfop: string;
  receita: number;
  /** Key of its SegregacaoGrupo, e.g. '4.3.10 / 201'. */
  grupo: string;
  tipo: 'monofasico' | 'aliquota-zero';
}

export interface PisCofinsResult {
  /** 'success' when the file could be checked (whatever was found). */
  status: 'success';
  message: string;
  /** Rows: correct = no finding; errors = at least one error; warnings = only warnings. */
  summary: { correct: number; warnings: number; errors: number };
  issues: PisCofinsFinding[];
  totais: {
    recolhido_a_maior: number;
    recolhido_a_menor: number;
    receita_segregavel_simples: number;
  };
  detalhes: {
    regime: Regime;
    linhas: number;
    /**
     * Rows left out because they are not items: no CFOP, CST, NCM or item value (document header
     * lines such as "NF 1001 – Cliente X" of report-shaped exports). Not counted in `linhas`.
     */
    linhasIgnoradas?: number;
    /** Rows of cancelled notes the reader left out (no tax effect); not counted in `linhas`. */
    linhasCanceladas?: number;
    /** Items without NCM whose source does not require one (see PisCofinsRow.ncmDispensado). */
    itensSemNcm?: number;
    /** Set when the input was an EFD-Contribuições file (see efd-contrib-types.ts). */
    sped?: EfdContribOrigem;
    /** How rate cells were read: percentages (1,65) or fractions (0,0165); null when no rate was seen. */
    escalaAliquota: 'percentual' | 'fracao' | null;
    porCodigo: Record<string, number>;
    /** Sales whose base kept the ICMS destacado (Tema 69) and the PIS+COFINS recoverable on them. */
    icmsNaBase: { itens: number; valor: number };
    receitaSegregavelPorGrupo: SegregacaoGrupo[];
    /** Every segregable sale (Simples only), in sheet order, for the reports. */
    receitaSegregavelItens: ItemSegregavel[];
    tabelas: { pisCofins: string; ncm: string | null };
  };
}
