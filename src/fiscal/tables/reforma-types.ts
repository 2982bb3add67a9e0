import type { TableVersion } from './contracts';

/** LC 214/2025 annexes whose items name the NCM codes themselves: the NCM alone decides (Anexos I, VII, VIII, XV). */
export const ANEXOS_POR_NCM: ReadonlySet<string> = new Set(['I', 'VII', 'VIII', 'XV']);

/** One CST IBS/CBS with the group indicators of its table (NT 2025.002, UB13-xx). */
export interface CstIbsCbs {
  cst: string;
  descricao: string;
  gIBSCBS: boolean;
  gIBSCBSMono: boolean;
  gRed: boolean;
  gDif: boolean;
  gTransfCred: boolean;
  gCredPresIBSZFM: boolean;
  gAjusteCompet: boolean;
}

/** One cClassTrib of the newest table (CFF export 29/04/2026), with its legal basis. */
export interface CClassTrib {
  codigo: string;
  cst: string;
  descricao: string;
  /** % reduction of the rate (0–100). */
  pRedIBS: number;
  pRedCBS: number;
  tipoAliquota: string;
  gTribRegular: boolean;
  gCredPresOper: boolean;
  gEstornoCred: boolean;
  /** Mono indicators of the code (UB81/UB90/UB94/UB99). */
  gMonoPadrao: boolean;
  gMonoReten: boolean;
  gMonoRet: boolean;
  gMonoDif: boolean;
  /** May be used in NF-e (55) / NFC-e (65) (UB14-25). */
  nfe: boolean;
  nfce: boolean;
  /** LC 214/2025 article as the official table quotes it ("Art. 125"), '' when none. */
  artigo: string;
  /** Annex of LC 214/2025 (roman numeral) when the code is an annex benefit, else null. */
  anexo: string | null;
}

/** One item of an LC 214/2025 annex with its legal text. */
export interface AnexoItem {
  anexo: string;
  item: string;
  texto: string;
}

/** One row of the calculator's NCM → annex → cClassTrib map, after the README's corrections. */
export interface NcmAnexoRow {
  /** 2 to 8 digits: a prefix covers every NCM that starts with it. */
  ncm: string;
  cClassTrib: string;
  anexo: string | null;
  item: string | null;
  /** true when the NCM alone decides (annex lists the NCM codes); false when the product text must confirm. */
  porNcm: boolean;
  /** Prefixes / codes excluded from this row (exclusion rows of the calculator). */
  excecoes: string[];
}

/** A version of the cClassTrib table: the codes it holds and from when it is taken as in force. */
export interface CClassTribVersao {
  id: string;
  /** Date of the table (ISO): it is in force from this date until the next one. */
  data: string;
  codigos: ReadonlySet<string>;
  csts: ReadonlySet<string>;
}

/** Reference rates of one year (percent), the calculator's values. */
export interface AliquotasAno {
  ano: number;
  cbs: number;
  ibsUf: number;
  ibsMun: number;
}

/** One validation rule of NT 2025.002 v1.34 section 7. */
export interface RegraNt {
  regra: string;
  codigoMsg: string;
  mensagem: string;
  implementacaoFutura: boolean;
}

export interface ReformaTables {
  dir: string;
  cst: ReadonlyMap<string, CstIbsCbs>;
  cclass: ReadonlyMap<string, CClassTrib>;
  versoes: CClassTribVersao[];
  anexoItens: ReadonlyMap<string, AnexoItem>;
  /** NCM/prefix → rows; look a product up with every prefix of its NCM (2, 4, 5, 6, 7, 8 digits). */
  ncmMap: ReadonlyMap<string, NcmAnexoRow[]>;
  /** cClassTrib codes that the map ties to NCMs (annex goods benefits). */
  cclassDoMapa: ReadonlySet<string>;
  aliquotas: ReadonlyMap<number, AliquotasAno>;
  regras: ReadonlyMap<string, RegraNt>;
  /** Every table loaded, dated, for "tabelas usadas". */
  tabelas: TableVersion[];
  /** Documented corrections applied to the data (README §5 and caveats), pt-BR. */
  correcoes: string[];
}

/** The annex item key in `anexoItens`. */
export const itemKey = (anexo: string, item: string): string => `${anexo}|${item}`;
