import { afterEach, describe, expect, it } from 'vitest';
import { startOmieContractServer, type OmieServerOptions, type RunningOmieServer } from '../../../../../tests/contract-servers/omie-server';
import { demoAccount, demoProdutos } from '../../../../../tests/contract-servers/omie-fixtures';
import { ErpError } from '../erp-error';
import { createOmieClient, type OmieClientOptions } from './omie-client';
import { createOmieRateLimits } from './omie-rate-limits';
import type { OmieLimits } from './omie-transport';
import { createOmieConnector } from './omie-connector';

const account = demoAccount();
let server: RunningOmieServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function setup(serverOpts: OmieServerOptions = {}, limits: OmieLimits = {}, client: Partial<OmieClientOptions> = {}) {
  const acc = serverOpts.accounts?.[0] ?? demoAccount();
  server = await startOmieContractServer({ duplicateWindowMs: 0, ...serverOpts, accounts: serverOpts.accounts ?? [acc] });
  const omie = createOmieClient({
    baseUrl: server.url,
    appKey: acc.appKey,
    appSecret: acc.appSecret,
    limits: { registry: createOmieRateLimits(), baseDelayMs: 5, maxDelayMs: 50, ...limits },
    ...client,
  });
  return { omie, server, acc };
}

async function errorOf(p: Promise<unknown>): Promise<ErpError> {
  const e = await p.then(
    () => null,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(ErpError);
  return e as ErpError;
}

describe('Omie client against the contract server', () => {
  it('lists every product across pages of 500 (whole catalogue, not only PDV) with progress', async () => {
    const acc = { ...demoAccount(), produtos: demoProdutos(1203) };
    const { omie, server } = await setup({ accounts: [acc] });
    const progress: number[] = [];
    const produtos = await omie.listarProdutos({ onProgress: (p) => progress.push(p.registrosLidos) });
    expect(produtos).toHaveLength(1203);
    expect(new Set(produtos.map((p) => p.codigo_produto)).size).toBe(1203);
    expect(progress.at(-1)).toBe(1203);
    const listCalls = server.state.requests.filter((r) => r.call === 'ListarProdutos');
    expect(listCalls).toHaveLength(3);
    for (const r of listCalls) {
      const p = (r.param as Record<string, unknown>[])[0]!;
      expect(p.registros_por_pagina).toBe(500);
      expect(p.filtrar_apenas_omiepdv).toBe('N');
    }
    const comCest = produtos.find((p) => p.codigo === 'PRD00002')!;
    expect(comCest).toMatchObject({ ncm: '22021000', cest: '0300700', codigo_produto_integracao: 'INT-2' });
  });

  it('treats "Não existem registros" on page 1 as an empty list', async () => {
    const { omie } = await setup({ accounts: [{ ...demoAccount(), produtos: [] }] });
    expect(await omie.listarProdutos()).toEqual([]);
  });

  it('lists companies with CNPJ digits and the mapped regime', async () => {
    const { omie } = await setup();
    const empresas = await omie.listarEmpresas();
    expect(empresas.map((e) => [e.cnpj, e.regime])).toEqual([
      ['11222333000181', 'lucro-real'],
      ['45723174000110', 'simples'],
      ['19131243000197', 'lucro-presumido'],
    ]);
    expect(empresas[1]!.nomeFantasia).toBeNull();
  });

  it('never has more than 4 requests in flight', async () => {
    const { omie, server } = await setup({ latencyMs: 40 });
    const ids = account.produtos.map((p) => p.codigo_produto);
    await Promise.all([...ids, ...ids].map((id, i) => (i < ids.length ? omie.consultarProduto(id) : omie.consultarProduto({ codigo: `PRD${String((i % ids.length) + 1).padStart(5, '0')}` }))));
    expect(server.state.concurrencyRejected).toBe(0);
    expect(server.state.maxInFlight).toBeLessThanOrEqual(4);
    expect(server.state.maxInFlight).toBeGreaterThanOrEqual(2);
  });

  it('two clients of the same key share the 4-request limit', async () => {
    const { server, acc } = await setup({ latencyMs: 30 });
    const registry = createOmieRateLimits();
    const mk = () => createOmieClient({ baseUrl: server.url, appKey: acc.appKey, appSecret: acc.appSecret, limits: { registry } });
    const [a, b] = [mk(), mk()];
    const ids = acc.produtos.map((p) => p.codigo_produto);
    await Promise.all([...ids.map((id) => a.consultarProduto(id)), ...ids.map((id) => b.consultarProduto({ codigo_produto_integracao: `INT-${ids.indexOf(id) + 1}` }))]);
    expect(server.state.concurrencyRejected).toBe(0);
    expect(server.state.maxInFlight).toBeLessThanOrEqual(4);
  });

  it('its limiter keeps within the per-method limit: the server never answers 429', async () => {
    const { omie, server } = await setup(
      { perMethodLimit: 5, windowMs: 500 },
      // The margin absorbs the jitter between leaving the client and reaching the server on a busy machine.
      { registry: createOmieRateLimits({ perMethodPerWindow: 5, windowMs: 500, safetyMarginMs: 500 }) },
    );
    const ids = account.produtos.map((p) => p.codigo_produto).slice(0, 11);
    const out = await Promise.all(ids.map((id) => omie.consultarProduto(id)));
    expect(out).toHaveLength(11);
    expect(server.state.rateLimited).toBe(0);
  });

  it('retries a 429 after Retry-After and gets everything when the server limit is lower than expected', async () => {
    const { omie, server } = await setup({ perMethodLimit: 3, windowMs: 300 });
    const ids = account.produtos.map((p) => p.codigo_produto).slice(0, 8);
    const out = await Promise.all(ids.map((id) => omie.consultarProduto(id)));
    expect(out.map((p) => p.codigo_produto)).toEqual(ids);
    expect(server.state.rateLimited).toBeGreaterThan(0);
  });

  it('retries HTTP 500 (SOAP-ENV:Server) and 503 with backoff', async () => {
    const { omie, server } = await setup();
    server.state.failNext(1, 500);
    server.state.failNext(1, 503);
    const p = await omie.consultarProduto(account.produtos[0]!.codigo_produto);
    expect(p.codigo).toBe('PRD00001');
    expect(server.state.requests).toHaveLength(3);
  });

  it('gives up after maxAttempts with a pt-BR UNAVAILABLE error', async () => {
    const { omie, server } = await setup({}, { maxAttempts: 3 });
    server.state.failNext(10, 502);
    const err = await errorOf(omie.consultarProduto(account.produtos[0]!.codigo_produto));
    expect(err.code).toBe('UNAVAILABLE');
    expect(err.message).toMatch(/Omie está indisponível/);
    expect(server.state.requests).toHaveLength(3);
  });

  it('maps an invalid key to AUTH in pt-BR, without retrying nor echoing the secret', async () => {
    const { omie, server } = await setup({}, {}, { appSecret: 'segredo-errado-123' });
    const err = await errorOf(omie.listarEmpresas());
    expect(err.code).toBe('AUTH');
    expect(err.message).toBe('O Omie recusou a chave de acesso desta empresa. Confira o app_key e o app_secret cadastrados.');
    expect(`${err.message} ${err.detail}`).not.toContain('segredo-errado-123');
    expect(server.state.requests).toHaveLength(1);
  });

  it('"Consumo redundante": waits the seconds Omie asks when allowed, otherwise surfaces a pt-BR RATE_LIMIT', async () => {
    const { omie, server } = await setup({ duplicateWindowMs: 1200 }, { maxRetryAfterMs: 5_000 });
    const id = account.produtos[0]!.codigo_produto;
    await omie.consultarProduto(id);
    await omie.consultarProduto(id);
    expect(server.state.duplicatesRejected).toBe(1);

    const strict = createOmieClient({
      baseUrl: server.url,
      appKey: account.appKey,
      appSecret: account.appSecret,
      limits: { registry: createOmieRateLimits(), maxRetryAfterMs: 100 },
    });
    await strict.consultarProduto(account.produtos[1]!.codigo_produto);
    const err = await errorOf(strict.consultarProduto(account.produtos[1]!.codigo_produto));
    expect(err.code).toBe('RATE_LIMIT');
    expect(err.message).toMatch(/consulta repetida/);
  });

  it('changes only the NCM of an existing product and the server really holds it', async () => {
    const { omie, server, acc } = await setup();
    const alvo = acc.produtos[3]!;
    const lido = await omie.alterarNcmProduto({ codigo_produto: alvo.codigo_produto, ncm: '9403.20.90' });
    expect(lido.ncm).toBe('94032090');
    const guardado = server.state.produto(acc.appKey, alvo.codigo_produto)!;
    expect(guardado.ncm).toBe('9403.20.90');
    expect(guardado.descricao).toBe(alvo.descricao);
    const sent = server.state.requests.find((r) => r.call === 'AlterarProduto')!;
    expect((sent.param as unknown[])[0]).toEqual({ codigo_produto: alvo.codigo_produto, ncm: '9403.20.90' });
  });

  it('updates CEST in recomendacoes_fiscais only when asked, and validates NCM before calling', async () => {
    const { omie, server, acc } = await setup();
    const alvo = acc.produtos[0]!;
    const lido = await omie.alterarNcmProduto({ codigo_produto_integracao: alvo.codigo_produto_integracao, ncm: '22021000', cest: '0300700' });
    expect(lido).toMatchObject({ ncm: '22021000', cest: '0300700' });
    const before = server.state.requests.length;
    const err = await errorOf(omie.alterarNcmProduto({ codigo_produto: alvo.codigo_produto, ncm: '2202' }));
    expect(err.code).toBe('VALIDATION');
    expect(err.message).toMatch(/NCM inválido/);
    expect(server.state.requests.length).toBe(before);
  });

  it('maps a missing product to NOT_FOUND with the Omie text', async () => {
    const { omie } = await setup();
    const err = await errorOf(omie.alterarNcmProduto({ codigo_produto: 123, ncm: '84713012' }));
    expect(err.code).toBe('NOT_FOUND');
    expect(err.message).toMatch(/^O Omie não encontrou o registro: Produto não cadastrado/);
  });

  it('upsertProduto creates by integration code; a documented-field error comes back as VALIDATION', async () => {
    const { omie, server, acc } = await setup();
    const st = await omie.upsertProduto({ codigo_produto_integracao: 'NOVO-1', codigo: 'N1', descricao: 'Novo', unidade: 'UN', ncm: '84713012', valor_unitario: 5 });
    expect(st.codigo_status).toBe('0');
    expect(server.state.produto(acc.appKey, st.codigo_produto)?.ncm).toBe('8471.30.12');
    const err = await errorOf(omie.upsertProduto({ codigo_produto_integracao: 'NOVO-2', descricao: 'Sem unidade' }));
    expect(err.code).toBe('VALIDATION');
    expect(err.message).toMatch(/^O Omie recusou a operação: O preenchimento da tag \[unidade\] é obrigatório!/);
  });

  it('connector: tests the connection and declares what it can do', async () => {
    const { server, acc } = await setup();
    const c = createOmieConnector({ baseUrl: server.url, appKey: acc.appKey, appSecret: acc.appSecret, limits: { registry: createOmieRateLimits() } });
    expect(c.capabilities.alterarNcmProduto).toBe(true);
    expect((await c.testarConexao()).detalhe).toMatch(/Comercial Exemplo Ltda/);
    expect((await errorOf(c.enviarXmlNfe([]))).code).toBe('UNSUPPORTED');
  });
});
