/**
 * Seed data for the Omie contract server: the shapes of `empresas_cadastro` and `produto_servico_cadastro`
 * as Omie documents them (field names from the public WSDL of geral/empresas and geral/produtos).
 * Values are invented test data, never shown to users as real.
 */
export interface OmieProdutoSeed {
  codigo_produto: number;
  codigo_produto_integracao: string;
  codigo: string;
  descricao: string;
  unidade: string;
  /** Omie returns NCM formatted with dots (0000.00.00). */
  ncm: string;
  valor_unitario: number;
  recomendacoes_fiscais?: { id_cest?: string; origem_mercadoria?: string };
  /** Marked for sale in the Omie PDV (matters for `filtrar_apenas_omiepdv`). */
  omiepdv?: boolean;
  inativo?: 'S' | 'N';
}

export type OmieEmpresaSeed = Record<string, unknown> & { codigo_empresa: number; cnpj: string; razao_social: string };

export interface OmieAccountSeed {
  appKey: string;
  appSecret: string;
  empresas: OmieEmpresaSeed[];
  produtos: OmieProdutoSeed[];
}

export function demoEmpresas(): OmieEmpresaSeed[] {
  return [
    {
      codigo_empresa: 1001,
      cnpj: '11.222.333/0001-81',
      razao_social: 'Comercial Exemplo Ltda',
      nome_fantasia: 'Exemplo',
      regime_tributario: '3',
      optante_simples_nacional: 'N',
      sped_codigo_incidencia_tributaria: '1',
      inativa: 'N',
    },
    {
      codigo_empresa: 1002,
      cnpj: '45.723.174/0001-10',
      razao_social: 'Serviços Modelo Eireli',
      nome_fantasia: '',
      regime_tributario: '1',
      optante_simples_nacional: 'S',
      inativa: 'N',
    },
    {
      codigo_empresa: 1003,
      cnpj: '19.131.243/0001-97',
      razao_social: 'Indústria Teste S.A.',
      nome_fantasia: 'Teste',
      regime_tributario: '3',
      optante_simples_nacional: 'N',
      sped_codigo_incidencia_tributaria: '2',
      inativa: 'N',
    },
  ];
}

/** `count` products with deterministic codes; every third one is not marked for the PDV. */
export function demoProdutos(count: number): OmieProdutoSeed[] {
  const ncms = ['8471.30.12', '2202.10.00', '3304.99.90', '9403.60.00', '8516.60.00'];
  return Array.from({ length: count }, (_, i) => ({
    codigo_produto: 7_000_000_000 + i,
    codigo_produto_integracao: `INT-${i + 1}`,
    codigo: `PRD${String(i + 1).padStart(5, '0')}`,
    descricao: `Produto de teste ${i + 1}`,
    unidade: 'UN',
    ncm: ncms[i % ncms.length]!,
    valor_unitario: 10 + i,
    recomendacoes_fiscais: i % 5 === 1 ? { id_cest: '03.007.00', origem_mercadoria: '0' } : { origem_mercadoria: '0' },
    omiepdv: i % 3 !== 2,
    inativo: 'N',
  }));
}

export function demoAccount(produtos = 12): OmieAccountSeed {
  return { appKey: '1234567890123', appSecret: 'segredo-de-teste-omie-0001', empresas: demoEmpresas(), produtos: demoProdutos(produtos) };
}
