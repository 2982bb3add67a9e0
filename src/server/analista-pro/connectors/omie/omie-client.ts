import type { AlterarNcmInput, ErpEmpresa, ErpProduto, ListOptions } from '../types';
import { listarEmpresas } from './omie-empresas';
import {
  alterarNcmProduto,
  consultarProduto,
  listarProdutos,
  upsertProduto,
  type OmieProdutoCadastro,
  type OmieProdutoStatus,
  type ProdutoChave,
} from './omie-produtos';
import { createOmieTransport, type CallOptions, type OmieLimits } from './omie-transport';

export const OMIE_DEFAULT_BASE_URL = 'https://app.omie.com.br';

export interface OmieClientOptions {
  /** Default https://app.omie.com.br (tests point it at the local contract server). */
  baseUrl?: string;
  appKey: string;
  appSecret: string;
  fetch?: typeof fetch;
  limits?: OmieLimits;
}

export interface OmieClient {
  listarEmpresas(opts?: ListOptions): Promise<ErpEmpresa[]>;
  listarProdutos(opts?: ListOptions): Promise<ErpProduto[]>;
  consultarProduto(chave: ProdutoChave | number, opts?: CallOptions): Promise<ErpProduto>;
  alterarNcmProduto(input: AlterarNcmInput, opts?: CallOptions): Promise<ErpProduto>;
  upsertProduto(cadastro: OmieProdutoCadastro, opts?: CallOptions): Promise<OmieProdutoStatus>;
  /** Raw call for the services not wrapped yet (same limits, retries and error mapping). */
  call<T>(service: string, method: string, param: Record<string, unknown>, opts?: CallOptions): Promise<T>;
}

/** One client per client company (Omie issues one app_key/app_secret pair per company). */
export function createOmieClient(o: OmieClientOptions): OmieClient {
  const t = createOmieTransport({ ...o, baseUrl: o.baseUrl ?? OMIE_DEFAULT_BASE_URL });
  return {
    listarEmpresas: (opts) => listarEmpresas(t, opts),
    listarProdutos: (opts) => listarProdutos(t, opts),
    consultarProduto: (chave, opts) => consultarProduto(t, chave, opts),
    alterarNcmProduto: (input, opts) => alterarNcmProduto(t, input, opts),
    upsertProduto: (cadastro, opts) => upsertProduto(t, cadastro, opts),
    call: (service, method, param, opts) => t.call(service, method, param, opts),
  };
}
