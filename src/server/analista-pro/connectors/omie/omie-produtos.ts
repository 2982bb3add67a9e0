import { ErpError } from '../erp-error';
import type { AlterarNcmInput, ErpProduto, ListOptions } from '../types';
import { fetchAllPages } from './omie-pages';
import type { CallOptions, OmieTransport } from './omie-transport';

const SERVICE = 'geral/produtos';
/** Omie's maximum page size. */
export const PRODUTOS_PAGE_SIZE = 500;

type Raw = Record<string, unknown>;

interface ProdutosPage {
  pagina: number;
  total_de_paginas: number;
  registros: number;
  total_de_registros: number;
  produto_servico_cadastro?: Raw[];
}

/** Omie's `produto_servico_status`, returned by AlterarProduto/UpsertProduto. */
export interface OmieProdutoStatus {
  codigo_produto: number;
  codigo_produto_integracao: string;
  codigo_status: string;
  descricao_status: string;
}

function text(v: unknown): string | null {
  const s = typeof v === 'string' || typeof v === 'number' ? String(v).trim() : '';
  return s === '' ? null : s;
}

/** Omie shows NCM as 0000.00.00; we keep digits only. Non-8-digit values are kept so a check can flag them. */
export function normalizeNcm(v: unknown): string | null {
  const d = String(v ?? '').replace(/\D/g, '');
  return d === '' ? null : d;
}

export function formatNcmForOmie(ncm: string): string {
  const d = ncm.replace(/\D/g, '');
  if (d.length !== 8) throw new ErpError('VALIDATION', `NCM inválido: "${ncm}". Informe os 8 dígitos (ex.: 8471.30.12).`);
  return `${d.slice(0, 4)}.${d.slice(4, 6)}.${d.slice(6)}`;
}

function formatCest(cest: string): string {
  const d = cest.replace(/\D/g, '');
  if (d.length !== 7) throw new ErpError('VALIDATION', `CEST inválido: "${cest}". Informe os 7 dígitos (ex.: 03.007.00).`);
  return `${d.slice(0, 2)}.${d.slice(2, 5)}.${d.slice(5)}`;
}

export function toProduto(raw: Raw): ErpProduto {
  const rec = (raw.recomendacoes_fiscais ?? {}) as Raw;
  // `cest` at the top level is deprecated in Omie's docs; CEST lives in recomendacoes_fiscais.id_cest.
  const cest = String(rec.id_cest ?? raw.cest ?? '').replace(/\D/g, '');
  return {
    codigo_produto: Number(raw.codigo_produto),
    codigo_produto_integracao: text(raw.codigo_produto_integracao),
    codigo: text(raw.codigo),
    descricao: text(raw.descricao) ?? '',
    ncm: normalizeNcm(raw.ncm),
    cest: cest === '' ? null : cest,
  };
}

export async function listarProdutos(t: OmieTransport, opts: ListOptions = {}): Promise<ErpProduto[]> {
  const rows = await fetchAllPages(async (pagina, signal) => {
    const r = await t.call<ProdutosPage>(
      SERVICE,
      'ListarProdutos',
      // filtrar_apenas_omiepdv defaults to "S" (only PDV-configured products): "N" lists the whole catalogue.
      { pagina, registros_por_pagina: PRODUTOS_PAGE_SIZE, apenas_importado_api: 'N', filtrar_apenas_omiepdv: 'N' },
      { signal },
    );
    return { ...r, items: r.produto_servico_cadastro ?? [] };
  }, opts);
  const seen = new Set<number>();
  // Pages read concurrently can overlap if the catalogue changes meanwhile: keep one row per product id.
  return rows.map(toProduto).filter((p) => !seen.has(p.codigo_produto) && seen.add(p.codigo_produto));
}

export type ProdutoChave = { codigo_produto: number } | { codigo_produto_integracao: string } | { codigo: string };

export async function consultarProduto(t: OmieTransport, chave: ProdutoChave | number, opts: CallOptions = {}): Promise<ErpProduto> {
  const param = typeof chave === 'number' ? { codigo_produto: chave } : chave;
  return toProduto(await t.call<Raw>(SERVICE, 'ConsultarProduto', param, opts));
}

function chaveDe(input: AlterarNcmInput): ProdutoChave {
  if (input.codigo_produto) return { codigo_produto: input.codigo_produto };
  if (input.codigo_produto_integracao) return { codigo_produto_integracao: input.codigo_produto_integracao };
  throw new ErpError('VALIDATION', 'Informe o código do produto no Omie (codigo_produto) ou o código de integração.');
}

/**
 * Changes only the NCM (and the CEST, when given) of an existing product with AlterarProduto: the key
 * (`codigo_produto`, Omie's recommended API key, or `codigo_produto_integracao`) plus the fields to change.
 * UpsertProduto is not used for this because it keys on codigo_produto_integracao, which products created
 * on Omie's screens do not have — it would create a duplicate instead of fixing the NCM.
 * Then reads the product back, so the caller gets what Omie really stored.
 */
export async function alterarNcmProduto(t: OmieTransport, input: AlterarNcmInput, opts: CallOptions = {}): Promise<ErpProduto> {
  const chave = chaveDe(input);
  const param: Raw = { ...chave, ncm: formatNcmForOmie(input.ncm) };
  if (input.cest !== undefined) param.recomendacoes_fiscais = { id_cest: formatCest(input.cest) };
  const status = await t.call<OmieProdutoStatus>(SERVICE, 'AlterarProduto', param, opts);
  if (String(status.codigo_status ?? '0') !== '0') {
    throw new ErpError('VALIDATION', `O Omie não alterou o produto: ${status.descricao_status}`, { detail: status.descricao_status });
  }
  const lido = await consultarProduto(t, status.codigo_produto ? { codigo_produto: status.codigo_produto } : chave, opts);
  if (lido.ncm !== input.ncm.replace(/\D/g, '')) {
    throw new ErpError('UNAVAILABLE', `O Omie confirmou a alteração, mas o produto continua com o NCM ${lido.ncm ?? '(vazio)'}.`);
  }
  return lido;
}

/** Documented fields of `produto_servico_cadastro` accepted by UpsertProduto (create or update by integration code). */
export interface OmieProdutoCadastro {
  codigo_produto_integracao: string;
  codigo?: string;
  descricao?: string;
  unidade?: string;
  ncm?: string;
  valor_unitario?: number;
  ean?: string;
  recomendacoes_fiscais?: { id_cest?: string; origem_mercadoria?: string };
}

/** Create-or-update keyed by `codigo_produto_integracao` (for products this integration created itself). */
export async function upsertProduto(t: OmieTransport, cadastro: OmieProdutoCadastro, opts: CallOptions = {}): Promise<OmieProdutoStatus> {
  if (!cadastro.codigo_produto_integracao) {
    throw new ErpError('VALIDATION', 'UpsertProduto exige o código de integração do produto (codigo_produto_integracao).');
  }
  const param: Raw = { ...cadastro };
  if (cadastro.ncm !== undefined) param.ncm = formatNcmForOmie(cadastro.ncm);
  return t.call<OmieProdutoStatus>(SERVICE, 'UpsertProduto', param, opts);
}
