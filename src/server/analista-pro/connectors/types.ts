/**
 * The single interface the Analista PRO jobs use to talk to an accounting/ERP system.
 * A connector declares what it can do in `capabilities`; calling anything else throws
 * ErpError('UNSUPPORTED'), so the UI can grey out actions from `capabilities` and the jobs
 * still fail safely if it does not.
 */
export type ErpSystem = 'omie' | 'dominio' | 'contimatic';

export interface ErpCapabilities {
  testarConexao: boolean;
  listarEmpresas: boolean;
  listarProdutos: boolean;
  alterarNcmProduto: boolean;
  enviarXmlNfe: boolean;
}

export const NO_CAPABILITIES: ErpCapabilities = Object.freeze({
  testarConexao: false,
  listarEmpresas: false,
  listarProdutos: false,
  alterarNcmProduto: false,
  enviarXmlNfe: false,
});

export type RegimeTributario = 'lucro-real' | 'lucro-presumido' | 'simples';

export interface ErpEmpresa {
  /** 14 digits, no punctuation; null when the ERP has none. */
  cnpj: string | null;
  razaoSocial: string;
  nomeFantasia: string | null;
  regime: RegimeTributario | null;
  /** Which ERP field decided `regime` (see connectors/omie/README.md), null when undecided. */
  regimeOrigem: string | null;
  raw: Record<string, unknown>;
}

export interface ErpProduto {
  codigo_produto: number;
  codigo_produto_integracao: string | null;
  codigo: string | null;
  descricao: string;
  /** 8 digits without dots when the ERP has 8 digits; other lengths kept (digits only) so checks can flag them. */
  ncm: string | null;
  /** 7 digits without dots, or null. */
  cest: string | null;
}

export interface ListProgress {
  pagina: number;
  totalPaginas: number;
  registrosLidos: number;
  totalRegistros: number;
}

export interface ListOptions {
  onProgress?: (p: ListProgress) => void;
  signal?: AbortSignal;
}

/** Identify the product by the ERP id or by the integration code; `ncm` with or without dots. */
export interface AlterarNcmInput {
  codigo_produto?: number;
  codigo_produto_integracao?: string;
  ncm: string;
  /** Only sent when given: leaves the ERP's CEST untouched otherwise. */
  cest?: string;
}

export interface XmlFile {
  name: string;
  content: Buffer;
}

export type SituacaoArquivo = 'armazenado' | 'processando' | 'rejeitado';

export interface LoteXml {
  id: string;
  concluido: boolean;
  arquivos: { nome: string | null; situacao: SituacaoArquivo; mensagem: string | null }[];
  raw: unknown;
}

export interface ConexaoOk {
  ok: true;
  /** pt-BR, e.g. which company the key belongs to. */
  detalhe: string;
}

export interface ErpConnector {
  readonly system: ErpSystem;
  readonly capabilities: ErpCapabilities;
  testarConexao(opts?: { signal?: AbortSignal }): Promise<ConexaoOk>;
  listarEmpresas(opts?: ListOptions): Promise<ErpEmpresa[]>;
  listarProdutos(opts?: ListOptions): Promise<ErpProduto[]>;
  alterarNcmProduto(input: AlterarNcmInput, opts?: { signal?: AbortSignal }): Promise<ErpProduto>;
  enviarXmlNfe(files: XmlFile[], opts?: { signal?: AbortSignal; timeoutMs?: number }): Promise<LoteXml>;
}
