import type { OmieAccountSeed, OmieProdutoSeed } from './omie-fixtures';
import { fault } from './omie-faults';

/**
 * The business side of the Omie contract server: geral/empresas and geral/produtos, with the request and
 * response shapes of Omie's public documentation. The product store is real (in memory): AlterarProduto and
 * UpsertProduto change what later calls return, so e2e tests can check the new NCM on the server.
 */
export interface MethodContext {
  account: OmieAccountSeed;
  maxPageSize: number;
  nextId: () => number;
}

type Param = Record<string, unknown>;
type Handler = (ctx: MethodContext, p: Param) => unknown;

const CADASTRO_FIELDS = new Set([
  'codigo_produto', 'codigo_produto_integracao', 'codigo', 'descricao', 'unidade', 'ncm', 'ean', 'valor_unitario',
  'codigo_familia', 'tipoItem', 'recomendacoes_fiscais', 'peso_liq', 'peso_bruto', 'altura', 'largura', 'profundidade',
  'marca', 'modelo', 'dias_garantia', 'dias_crossdocking', 'descr_detalhada', 'obs_internas', 'bloqueado', 'inativo',
]);
const RECOMENDACOES_FIELDS = new Set(['origem_mercadoria', 'id_preco_tabelado', 'id_cest', 'cupom_fiscal', 'market_place', 'indicador_escala', 'cnpj_fabricante']);

function page<T>(items: T[], p: Param, maxPageSize: number): { pagina: number; total_de_paginas: number; registros: number; total_de_registros: number; slice: T[] } {
  const pagina = Number(p.pagina ?? 1);
  const porPagina = Number(p.registros_por_pagina ?? 50);
  if (!Number.isInteger(pagina) || pagina < 1) throw fault.invalid(`Página [${String(p.pagina)}] inválida!`);
  if (!Number.isInteger(porPagina) || porPagina < 1 || porPagina > maxPageSize) {
    throw fault.invalid(`Número de registros por página [${String(p.registros_por_pagina)}] fora do permitido (1 a ${maxPageSize})!`);
  }
  const total = items.length;
  const totalPaginas = Math.ceil(total / porPagina);
  if (total === 0 || pagina > totalPaginas) throw fault.noRecords(pagina);
  const slice = items.slice((pagina - 1) * porPagina, pagina * porPagina);
  return { pagina, total_de_paginas: totalPaginas, registros: slice.length, total_de_registros: total, slice };
}

function formatNcm(raw: unknown): string {
  const digits = String(raw ?? '').replace(/\D/g, '');
  if (digits.length !== 8) throw fault.invalid(`NCM [${String(raw)}] inválido! Informe 8 dígitos.`);
  return `${digits.slice(0, 4)}.${digits.slice(4, 6)}.${digits.slice(6)}`;
}

function findProduto(ctx: MethodContext, p: Param): OmieProdutoSeed | undefined {
  const list = ctx.account.produtos;
  if (p.codigo_produto !== undefined && p.codigo_produto !== 0) return list.find((x) => x.codigo_produto === Number(p.codigo_produto));
  if (p.codigo_produto_integracao) return list.find((x) => x.codigo_produto_integracao === String(p.codigo_produto_integracao));
  if (p.codigo) return list.find((x) => x.codigo === String(p.codigo));
  return undefined;
}

function keyText(p: Param): string {
  return String(p.codigo_produto ?? p.codigo_produto_integracao ?? p.codigo ?? '');
}

function checkTags(p: Param): void {
  for (const k of Object.keys(p)) if (!CADASTRO_FIELDS.has(k)) throw fault.unknownTag(k, 'produto_servico_cadastro');
  const rec = p.recomendacoes_fiscais;
  if (rec !== undefined) {
    if (typeof rec !== 'object' || rec === null) throw fault.invalid('Tag [RECOMENDACOES_FISCAIS] inválida!');
    for (const k of Object.keys(rec)) if (!RECOMENDACOES_FIELDS.has(k)) throw fault.unknownTag(k, 'recomendacoes_fiscais');
  }
}

function apply(prod: OmieProdutoSeed, p: Param): void {
  for (const [k, v] of Object.entries(p)) {
    if (k === 'codigo_produto') continue;
    if (k === 'ncm') prod.ncm = formatNcm(v);
    else if (k === 'recomendacoes_fiscais') prod.recomendacoes_fiscais = { ...prod.recomendacoes_fiscais, ...(v as object) };
    else (prod as unknown as Record<string, unknown>)[k] = v;
  }
}

function exposed(prod: OmieProdutoSeed): Record<string, unknown> {
  const { omiepdv: _omiepdv, ...rest } = prod;
  return { ...rest, info: { dInc: '01/01/2024', hInc: '08:00:00', uInc: 'API' } };
}

function status(prod: OmieProdutoSeed, descricao: string): Record<string, unknown> {
  return { codigo_produto: prod.codigo_produto, codigo_produto_integracao: prod.codigo_produto_integracao, codigo_status: '0', descricao_status: descricao };
}

export const OMIE_METHODS: Record<string, Record<string, Handler>> = {
  'geral/empresas': {
    ListarEmpresas: (ctx, p) => {
      const r = page(ctx.account.empresas, p, ctx.maxPageSize);
      return { pagina: r.pagina, total_de_paginas: r.total_de_paginas, registros: r.registros, total_de_registros: r.total_de_registros, empresas_cadastro: r.slice };
    },
  },
  'geral/produtos': {
    ListarProdutos: (ctx, p) => {
      // Documented default of filtrar_apenas_omiepdv is "S": only products set up for the PDV come back.
      const onlyPdv = String(p.filtrar_apenas_omiepdv ?? 'S').toUpperCase() !== 'N';
      const items = ctx.account.produtos.filter((x) => !onlyPdv || x.omiepdv);
      const r = page(items, p, ctx.maxPageSize);
      return {
        pagina: r.pagina, total_de_paginas: r.total_de_paginas, registros: r.registros, total_de_registros: r.total_de_registros,
        produto_servico_cadastro: r.slice.map(exposed),
      };
    },
    ConsultarProduto: (ctx, p) => {
      const prod = findProduto(ctx, p);
      if (!prod) throw fault.notFound(keyText(p));
      return exposed(prod);
    },
    AlterarProduto: (ctx, p) => {
      checkTags(p);
      const prod = findProduto(ctx, p);
      if (!prod) throw fault.notFound(keyText(p));
      apply(prod, p);
      return status(prod, 'Produto alterado com sucesso!');
    },
    UpsertProduto: (ctx, p) => {
      checkTags(p);
      if (!p.codigo_produto_integracao) throw fault.required('codigo_produto_integracao');
      const existing = ctx.account.produtos.find((x) => x.codigo_produto_integracao === String(p.codigo_produto_integracao));
      if (existing) {
        apply(existing, p);
        return status(existing, 'Produto alterado com sucesso!');
      }
      for (const tag of ['descricao', 'unidade', 'ncm', 'codigo'] as const) if (!p[tag]) throw fault.required(tag);
      const prod: OmieProdutoSeed = {
        codigo_produto: ctx.nextId(), codigo_produto_integracao: String(p.codigo_produto_integracao), codigo: String(p.codigo),
        descricao: String(p.descricao), unidade: String(p.unidade), ncm: formatNcm(p.ncm), valor_unitario: Number(p.valor_unitario ?? 0),
        omiepdv: false, inativo: 'N',
      };
      apply(prod, p);
      ctx.account.produtos.push(prod);
      return status(prod, 'Produto cadastrado com sucesso!');
    },
  },
};
