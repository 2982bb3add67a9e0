import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analistaRuns } from '../../src/server/db/schema';
import { demoAccount } from '../contract-servers/omie-fixtures';
import { startOmieContractServer, type RunningOmieServer } from '../contract-servers/omie-server';
import { demoIntegration, startOnvioContractServer, type RunningOnvioServer } from '../contract-servers/onvio-server';
import { startTestServer, type TestServer, type TestUser } from './support/test-server';

/** Issue 7 through HTTP against the Omie and Onvio contract servers. */
describe('Analista PRO API', () => {
  let t: TestServer;
  let omie: RunningOmieServer;
  let onvio: RunningOnvioServer;
  const account = demoAccount(6);
  // A real-looking product whose NCM was extinct (the NCM check suggests its successor).
  account.produtos.push({ codigo_produto: 7_100_000_001, codigo_produto_integracao: 'INT-VALV', codigo: 'VALV01', descricao: 'VALVULA HIDRAULICA', unidade: 'UN', ncm: '8412.90.20', valor_unitario: 99 });

  beforeAll(async () => {
    omie = await startOmieContractServer({ accounts: [account], duplicateWindowMs: 0 });
    onvio = await startOnvioContractServer();
    t = await startTestServer({ env: { OMIE_BASE_URL: omie.url, ONVIO_AUTH_URL: onvio.authUrl, ONVIO_API_URL: onvio.url } });
    await t.server.ctx.tables.ready();
  }, 60_000);
  afterAll(async () => {
    await t?.stop();
    await omie?.close();
    await onvio?.close();
  });

  const json = (u: TestUser, path: string, method: string, body?: unknown) =>
    t.fetch(path, { method, cookie: u.cookie, headers: body === undefined ? {} : { 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });

  async function waitRun(u: TestUser, id: string) {
    for (let i = 0; i < 200; i++) {
      const r = await (await t.fetch(`/api/analista-pro/execucoes/${id}`, { cookie: u.cookie })).json();
      if (r.status === 'concluido' || r.status === 'erro') return r;
      await new Promise((res) => setTimeout(res, 250));
    }
    throw new Error('execução não terminou');
  }

  it('requires a session for every call and never trusts usuario_id', async () => {
    for (const [m, p] of [['GET', '/api/analista-pro/credenciais'], ['POST', '/api/analista-pro/credenciais'], ['POST', '/api/executar-tarefas'], ['POST', '/api/rodar-microagente'], ['POST', '/api/analista-pro/execucao'], ['GET', '/api/analista-pro/empresas']] as const) {
      expect((await t.fetch(p, { method: m })).status, `${m} ${p}`).toBe(401);
    }
  });

  it('stores credentials encrypted, answers only masked fields, and only for the caller', async () => {
    const u = await t.signUp();
    const other = await t.signUp();
    // Domínio is reached only through its Onvio integration: usuário/senha alone are refused (issue 18).
    const bad = await json(u, '/api/analista-pro/credenciais', 'POST', { sistema: 'sistema dominio', tipo: 'web', usuario: 'joao', senha: 'x' });
    expect(bad.status).toBe(400);
    expect((await bad.json()).erro).toMatch(/^O Domínio é acessado só pela integração Onvio .*Client ID/);
    const res = await json(u, '/api/analista-pro/credenciais', 'POST', {
      sistema: 'sistema dominio', tipo: 'web', usuario_id: other.email, email: 'fiscal@escritorio.com.br', senha_web: 'SenhaWeb#2026', usuario: 'joao.fiscal', senha: 'SenhaDesktop#99',
      client_id: 'apura-client-id', client_secret: 'apura-client-secret-0001', integracoes: [{ cnpj: '45.723.174/0001-10', integration_key: demoIntegration().clientKey }],
    });
    expect(res.status).toBe(201);
    const text = JSON.stringify(await res.json());
    for (const secret of ['SenhaWeb#2026', 'SenhaDesktop#99', 'apura-client-secret-0001', demoIntegration().clientKey]) expect(text).not.toContain(secret);
    expect(text).toContain('Credenciais salvas com sucesso!');

    const mine = await (await t.fetch(`/api/analista-pro/credenciais/${encodeURIComponent(u.email)}`, { cookie: u.cookie })).json();
    expect(mine.credenciais.itens).toHaveLength(1);
    // The seed form's usuário/senhas are not stored for Domínio: nothing could use them.
    expect(mine.credenciais.itens[0].campos.senha).toBeUndefined();
    expect(mine.credenciais.itens[0].campos.client_secret).toEqual({ set: true, preview: null });
    expect(mine.credenciais.itens[0].campos.client_id.preview).toMatch(/^••••/);
    expect(mine.credenciais.itens[0].integracoes[0]).toEqual({ cnpj: '45723174000110', chave: { set: true, preview: null } });
    expect((await t.fetch(`/api/analista-pro/credenciais/${encodeURIComponent(u.email)}`, { cookie: other.cookie })).status).toBe(403);
    expect((await (await t.fetch(`/api/analista-pro/credenciais/${encodeURIComponent(other.email)}`, { cookie: other.cookie })).json()).credenciais).toBeNull();

    // The stored row holds ciphertext only.
    const rows = await t.server.ctx.database.db.query.erpCredentials.findMany();
    const stored = JSON.stringify(rows);
    for (const secret of ['SenhaWeb#2026', 'SenhaDesktop#99', 'joao.fiscal', 'apura-client-secret-0001']) expect(stored).not.toContain(secret);

    // Another user cannot edit, test or delete it; the owner can edit without retyping secrets.
    const id = mine.credenciais.itens[0].id;
    expect((await json(other, `/api/analista-pro/credenciais/item/${id}`, 'DELETE')).status).toBe(404);
    const edit = await json(u, `/api/analista-pro/credenciais/item/${id}`, 'PUT', { sistema: 'dominio', tipo: 'web', rotulo: 'Matriz' });
    expect(edit.status).toBe(200);
    expect((await edit.json()).item.campos.client_secret.set).toBe(true);

    // 'Acessar Domínio' checks the integration and sends the queued XML of that company.
    const emp = await json(u, '/api/analista-pro/empresas', 'POST', { cnpj: '45.723.174/0001-10', razao_social: 'Serviços Modelo Eireli', regime: 'simples' });
    expect(emp.status).toBe(201);
    const empresa = (await emp.json()).empresa;
    expect((await json(u, '/api/analista-pro/empresas', 'POST', { cnpj: '45.723.174/0001-11', razao_social: 'X' })).status).toBe(400);
    const form = new FormData();
    form.append('xmls', new Blob(['<?xml version="1.0"?><nfeProc xmlns="http://www.portalfiscal.inf.br/nfe"><NFe><infNFe Id="NFe35260145723174000110550010000000011000000010" versao="4.00"/></NFe></nfeProc>']), 'nota1.xml');
    const up = await t.fetch(`/api/analista-pro/empresas/${empresa.id}/xmls`, { method: 'POST', cookie: u.cookie, body: form });
    expect(up.status).toBe(201);
    const exec = await json(u, '/api/analista-pro/execucao', 'POST', { sistema: 'sistema dominio', tipo: 'web', usuario_id: other.email, autoriza: true, salvar: false });
    expect(exec.status).toBe(202);
    const run = await waitRun(u, (await exec.json()).execucao.id);
    expect(run.status, JSON.stringify(run.logs)).toBe('concluido');
    expect(run.resultado.enviados, JSON.stringify(run.logs)).toBe(1);
    expect(onvio.state.batches.size).toBe(1);
    const xmls = await (await t.fetch(`/api/analista-pro/empresas/${empresa.id}/xmls`, { cookie: u.cookie })).json();
    expect(xmls.xmls[0].status).toBe('enviado');

    const audit = await t.server.ctx.database.db.query.auditLog.findMany();
    const uses = audit.filter((a) => a.action === 'credencial_uso' && a.userEmail === u.email);
    expect(uses.length).toBeGreaterThan(0);
    expect(JSON.stringify(audit)).not.toContain('SenhaDesktop#99');

    expect((await json(u, `/api/analista-pro/credenciais/item/${id}`, 'DELETE')).status).toBe(200);
    expect((await (await t.fetch('/api/analista-pro/credenciais', { cookie: u.cookie })).json()).credenciais).toBeNull();
  }, 60_000);

  it('imports Omie companies, checks product NCMs for credits and writes a confirmed correction back', async () => {
    const u = await t.signUp();
    const save = await json(u, '/api/analista-pro/credenciais', 'POST', { sistema: 'omie', tipo: 'web', chaves: [{ rotulo: 'Comercial Exemplo', app_key: account.appKey, app_secret: account.appSecret }] });
    expect(save.status).toBe(201);
    const mt = await (await json(u, '/api/executar-tarefas', 'POST')).json();
    expect(mt.mensagem).toMatch(/1 tarefa\(s\) iniciada\(s\)/);
    const imp = await waitRun(u, mt.execucoes[0].id);
    expect(imp.status, JSON.stringify(imp.logs)).toBe('concluido');
    const { empresas } = await (await t.fetch('/api/analista-pro/empresas', { cookie: u.cookie })).json();
    expect(empresas.map((e: { cnpj: string; regime: string }) => [e.cnpj, e.regime])).toEqual(
      expect.arrayContaining([['11222333000181', 'lucro-real'], ['45723174000110', 'simples'], ['19131243000197', 'lucro-presumido']]),
    );
    const alvo = empresas.find((e: { cnpj: string }) => e.cnpj === '11222333000181');
    expect(alvo.pode_conferir_ncm).toBe(true);
    expect(alvo.ultima_sincronizacao).toBeTruthy();

    const before = (await (await t.fetch('/api/me', { cookie: u.cookie })).json()).credits;
    const start = await json(u, `/api/analista-pro/empresas/${alvo.id}/conferir-ncm`, 'POST');
    expect(start.status).toBe(202);
    const run = await waitRun(u, (await start.json()).execucao.id);
    expect(run.status, JSON.stringify(run.logs)).toBe('concluido');
    expect((await (await t.fetch('/api/me', { cookie: u.cookie })).json()).credits).toBe(before - 1);
    const checkId = run.resultado.checkId as string;
    const page = await (await t.fetch(`/api/ncm/tarefas/${checkId}/achados?codigo=NCM_EXTINTO`, { cookie: u.cookie })).json();
    expect(page.total).toBe(1);
    const f = page.itens[0];
    expect(f.product).toBe('VALV01');
    expect(f.suggestion).toMatch(/^\d{8}$/);

    const other = await t.signUp();
    expect((await json(other, `/api/analista-pro/ncm/${checkId}/correcoes`, 'POST', { linha: f.line, ncm: f.suggestion, confirmado: true })).status).toBe(404);
    expect((await json(u, `/api/analista-pro/ncm/${checkId}/correcoes`, 'POST', { linha: f.line, ncm: f.suggestion })).status).toBe(400);
    expect((await json(u, `/api/analista-pro/ncm/${checkId}/correcoes`, 'POST', { linha: f.line, ncm: '99999999', confirmado: true })).status).toBe(400);
    // The same product while a correction of it is still running is refused; the write-back itself is a run.
    const [busy] = await t.server.ctx.db
      .insert(analistaRuns)
      .values({ userId: u.id, officeId: u.id, action: 'corrigir-ncm', system: 'omie', companyId: alvo.id, status: 'executando', params: { checkId, linha: f.line, ncm: f.suggestion } })
      .returning();
    const twice = await json(u, `/api/analista-pro/ncm/${checkId}/correcoes`, 'POST', { linha: f.line, ncm: f.suggestion, confirmado: true });
    expect(twice.status).toBe(409);
    expect((await twice.json()).erro).toContain('Corrigir NCM no Omie');
    await t.server.ctx.db.update(analistaRuns).set({ status: 'erro' }).where(eq(analistaRuns.id, busy!.id));
    const fix = await json(u, `/api/analista-pro/ncm/${checkId}/correcoes`, 'POST', { linha: f.line, ncm: f.suggestion, confirmado: true });
    expect(fix.status).toBe(202);
    const fixStart = await fix.json();
    expect(fixStart.execucao).toMatchObject({ acao: 'corrigir-ncm', titulo: 'Corrigir NCM no Omie', empresa_id: alvo.id });
    const fixRun = await waitRun(u, fixStart.execucao.id);
    expect(fixRun.status, JSON.stringify(fixRun.logs)).toBe('concluido');
    expect(fixRun.resultado.correcao).toMatchObject({ ncm_anterior: '84129020', ncm_novo: f.suggestion });
    expect(fixRun.resultado.resumo).toBe(`NCM alterado no Omie: 84129020 → ${f.suggestion}.`);
    expect(fixRun.logs.map((l: { mensagem: string }) => l.mensagem)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Lendo o produto VALV01/), `NCM atual no Omie: 84129020. Gravando ${f.suggestion}...`]),
    );
    expect(omie.state.produto(account.appKey, 7_100_000_001)!.ncm.replace(/\D/g, '')).toBe(f.suggestion);
    const audit = await t.server.ctx.database.db.query.auditLog.findMany();
    const change = audit.find((a) => a.action === 'ncm_alterado_no_erp');
    expect(change?.before).toMatchObject({ ncm: '84129020' });
    expect(change?.after).toMatchObject({ ncm: f.suggestion });
    const list = await (await t.fetch(`/api/analista-pro/ncm/${checkId}/correcoes`, { cookie: u.cookie })).json();
    expect(list.correcoes).toHaveLength(1);

    // History, retry and the live log.
    const hist = await (await t.fetch('/api/analista-pro/execucoes', { cookie: u.cookie })).json();
    expect(hist.execucoes.map((e: { acao: string }) => e.acao).sort()).toEqual(['cadastro-empresas', 'conferir-ncm', 'corrigir-ncm', 'corrigir-ncm']);
    const again = await json(u, `/api/analista-pro/execucoes/${imp.id}/repetir`, 'POST');
    expect(again.status).toBe(202);
    const rid = (await again.json()).execucao.id;
    const sse = await (await t.fetch(`/api/analista-pro/execucoes/${rid}/eventos`, { cookie: u.cookie })).text();
    expect(sse).toContain('event: log');
    expect(sse).toMatch(/"status":"concluido"/);
    expect((await waitRun(u, rid)).repeticao_de).toBe(imp.id);
    expect((await t.fetch(`/api/analista-pro/execucoes/${rid}`, { cookie: other.cookie })).status).toBe(404);
  }, 90_000);

  it('says plainly that Contimatic has no automation', async () => {
    const u = await t.signUp();
    expect((await json(u, '/api/analista-pro/credenciais', 'POST', { sistema: 'contimatic', tipo: 'desktop', usuario: 'ana', senha: 'x1y2z3w4' })).status).toBe(201);
    const r = await (await json(u, '/api/executar-tarefas', 'POST')).json();
    expect(r.mensagem).toMatch(/Contimatic ainda não está disponível/);
    // The same action is not started twice while one is in progress (e.g. the same XMLs sent twice).
    const { analistaRuns } = await import('../../src/server/db/schema');
    await t.server.ctx.db.insert(analistaRuns).values({ userId: u.id, officeId: u.id, action: 'cadastro-empresas', status: 'executando' });
    const dup = await json(u, '/api/rodar-microagente', 'POST', { tipo: 'web' });
    expect(dup.status).toBe(409);
    expect((await dup.json()).erro).toMatch(/já está em andamento/);
  });
});
