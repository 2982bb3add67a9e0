import { afterEach, describe, expect, it } from 'vitest';
import { startOnvioContractServer, demoIntegration, type OnvioServerOptions, type RunningOnvioServer } from '../../../../../tests/contract-servers/onvio-server';
import { ErpError } from '../erp-error';
import { createOnvioClient, type OnvioClientOptions } from './onvio-client';
import { buildBatchMultipart } from './onvio-multipart';
import { createDominioConnector, DOMINIO_NO_API } from '../dominio/dominio-connector';

let server: RunningOnvioServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const nfe = (n: number): Buffer =>
  Buffer.from(`<?xml version="1.0" encoding="UTF-8"?><nfeProc><NFe><infNFe Id="NFe${n}"><ide/></infNFe></NFe></nfeProc>`);

async function setup(serverOpts: OnvioServerOptions = {}, clientOpts: Partial<OnvioClientOptions> = {}) {
  server = await startOnvioContractServer({ audience: 'aud-test', pollsUntilDone: 2, ...serverOpts });
  const client = createOnvioClient({
    authUrl: server.authUrl,
    apiBaseUrl: server.url,
    clientId: 'apura-client-id',
    clientSecret: 'apura-client-secret-0001',
    audience: 'aud-test',
    baseDelayMs: 5,
    ...clientOpts,
  });
  return { client, server };
}

async function errorOf(p: Promise<unknown>): Promise<ErpError> {
  const e = await p.then(() => null, (err: unknown) => err);
  expect(e).toBeInstanceOf(ErpError);
  return e as ErpError;
}

describe('Onvio client against the contract server', () => {
  it('checks the activation and caches one token for concurrent calls', async () => {
    const { client, server } = await setup();
    const key = demoIntegration().clientKey;
    const infos = await Promise.all([client.activationInfo(key), client.activationInfo(key), client.activationInfo(key)]);
    expect(infos[0]).toMatchObject({ cnpjEscritorio: '11222333000181', cnpjCliente: '45723174000110' });
    await client.activationInfo(key);
    expect(server.state.tokenRequests).toBe(1);
  });

  it('renews the token when it is near expiry, and once when the API answers 401', async () => {
    // ttl 2 s, renewal margin 1 s: the token is trusted from cache for about 1 s only.
    const { client, server } = await setup({ tokenTtlSeconds: 2 }, { tokenMarginMs: 1_000 });
    const key = demoIntegration().clientKey;
    await client.activationInfo(key);
    await client.activationInfo(key);
    expect(server.state.tokenRequests).toBe(1);
    await new Promise((r) => setTimeout(r, 1_200));
    await client.activationInfo(key);
    expect(server.state.tokenRequests).toBe(2);

    server.state.expireTokens(); // revoked before its expiry: the API answers 401
    await client.activationInfo(key);
    expect(server.state.tokenRequests).toBe(3);
  });

  it('maps bad API credentials and unknown keys to pt-BR errors', async () => {
    const { client } = await setup({}, { clientSecret: 'errado' });
    const auth = await errorOf(client.activationInfo(demoIntegration().clientKey));
    expect(auth.code).toBe('AUTH');
    expect(auth.message).toMatch(/credenciais de API do Apura/);
    await server!.close();
    const { client: ok } = await setup();
    const nf = await errorOf(ok.activationInfo('chave-que-nao-existe'));
    expect(nf.code).toBe('NOT_FOUND');
    expect(nf.message).toMatch(/Chave de integração não encontrada no Domínio/);
  });

  it('enables the key, sends a multipart batch and polls it to completion', async () => {
    const { client, server } = await setup();
    const { integrationKey } = await client.enableActivation(demoIntegration().clientKey);
    const files = [
      { name: 'nota1.xml', content: nfe(1) },
      { name: 'evento.xml', content: Buffer.from('<?xml version="1.0"?><procEventoNFe/>') },
    ];
    const { id } = await client.sendBatch(integrationKey, files);
    const stored = server.state.batches.get(id)!;
    expect(stored.files.map((f) => f.name)).toEqual(['nota1.xml', 'evento.xml']);
    expect(stored.files[0]!.content).toBe(nfe(1).toString('utf8'));
    expect(stored.query).toEqual({ boxeFile: false });

    const seen: boolean[] = [];
    const lote = await client.waitForBatch(integrationKey, id, { initialDelayMs: 5, onProgress: (l) => seen.push(l.concluido) });
    expect(seen).toEqual([false, false, true]);
    expect(lote.arquivos).toEqual([
      { nome: 'nota1.xml', situacao: 'armazenado', mensagem: 'Arquivo armazenado na API' },
      { nome: 'evento.xml', situacao: 'rejeitado', mensagem: 'Arquivo não é um documento fiscal eletrônico suportado' },
    ]);
  });

  it('refuses non-XML files before sending, and the server refuses them too', async () => {
    const { client, server } = await setup();
    const { integrationKey } = await client.enableActivation(demoIntegration().clientKey);
    const local = await errorOf(client.sendBatch(integrationKey, [{ name: 'planilha.xlsx', content: Buffer.from('PK..') }]));
    expect(local.code).toBe('VALIDATION');
    expect(server.state.apiRequests.filter((r) => r.path.endsWith('/batches'))).toHaveLength(0);
    // The contract server applies the same rule to requests that skip the client's check.
    const tok = (await (await fetch(server.authUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials&client_id=apura-client-id&client_secret=apura-client-secret-0001&audience=aud-test',
    })).json()) as { access_token: string };
    const mp = buildBatchMultipart([{ name: 'planilha.xml', content: Buffer.from('PK\u0003\u0004') }], { boxeFile: false });
    const res = await fetch(`${server.url}/dominio/invoice/v3/batches`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tok.access_token}`, 'x-integration-key': integrationKey, 'content-type': mp.contentType },
      body: Uint8Array.from(mp.body),
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toMatch(/não é um XML/);
    expect(server.state.batches.size).toBe(0);
  });

  it('an integration key that was not enabled is rejected as AUTH', async () => {
    const { client } = await setup();
    const err = await errorOf(client.sendBatch(demoIntegration().clientKey, [{ name: 'a.xml', content: nfe(1) }]));
    expect(err.code).toBe('AUTH');
    expect(err.message).toMatch(/chave de integração não está ativada/);
  });

  it('retries 503 and 429 on any call, but not a 500 on the batch upload (it may have been stored)', async () => {
    const { client, server } = await setup();
    const key = demoIntegration().clientKey;
    server.state.failNext(1, 503);
    server.state.failNext(1, 429);
    await client.activationInfo(key);
    const { integrationKey } = await client.enableActivation(key);
    server.state.failNext(1, 503);
    const { id } = await client.sendBatch(integrationKey, [{ name: 'a.xml', content: nfe(2) }]);
    expect(id).toBeTruthy();
    server.state.failNext(1, 500);
    const err = await errorOf(client.sendBatch(integrationKey, [{ name: 'b.xml', content: nfe(3) }]));
    expect(err.code).toBe('UNAVAILABLE');
    expect(err.retryable).toBe(false);
    expect(server.state.batches.size).toBe(1);
  });

  it('waitForBatch gives up after its timeout with a pt-BR message', async () => {
    const { client } = await setup({ pollsUntilDone: 1000 });
    const { integrationKey } = await client.enableActivation(demoIntegration().clientKey);
    const { id } = await client.sendBatch(integrationKey, [{ name: 'a.xml', content: nfe(1) }]);
    const err = await errorOf(client.waitForBatch(integrationKey, id, { timeoutMs: 60, initialDelayMs: 10 }));
    expect(err.code).toBe('UNAVAILABLE');
    expect(err.message).toMatch(/ainda não terminou de processar o lote/);
  });

  it('Domínio connector: tests the key, guards the CNPJ, sends NF-e and refuses what needs screen automation', async () => {
    const { server } = await setup();
    const onvio = { authUrl: server.authUrl, apiBaseUrl: server.url, clientId: 'apura-client-id', clientSecret: 'apura-client-secret-0001', audience: 'aud-test', baseDelayMs: 5 };
    const c = createDominioConnector({ onvio, clientKey: demoIntegration().clientKey, expectedCnpjCliente: '45.723.174/0001-10', wait: { initialDelayMs: 5 } });
    expect((await c.testarConexao()).detalhe).toMatch(/45723174000110/);
    const lote = await c.enviarXmlNfe([{ name: 'n.xml', content: nfe(9) }]);
    expect(lote.concluido).toBe(true);
    expect(lote.arquivos[0]!.situacao).toBe('armazenado');
    const wrong = createDominioConnector({ onvio, clientKey: demoIntegration().clientKey, expectedCnpjCliente: '19131243000197' });
    expect((await errorOf(wrong.testarConexao())).code).toBe('VALIDATION');
    const unsupported = await errorOf(c.listarProdutos());
    expect(unsupported.code).toBe('UNSUPPORTED');
    expect(unsupported.message).toBe(DOMINIO_NO_API);
  });
});
