import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckKind } from '../../src/server/checks/check-kind';
import { replaceCheckKindForTest } from '../../src/server/checks/check-kinds';
import { registerCheckRoutes } from '../../src/server/checks/check-routes';
import { InputError } from '../../src/server/checks/user-facing-error';
import { startTestServer, type TestServer } from './support/test-server';

/**
 * The generic pipeline (upload → debit → job → SSE → result → download → refund) exercised with a
 * tiny kind that counts CSV lines and fails on demand, so the pipeline is proven apart from any engine.
 */
const lineCounter: CheckKind = {
  kind: 'escrituracao',
  moduleId: 'escrituracao',
  label: 'Contagem de teste',
  cost: () => 3,
  maxBytes: () => 1024,
  extensions: ['.csv'],
  needsTables: false,
  parseParams: async (fields) => ({ modo: fields.modo ?? 'ok' }),
  preflight: async (file) => {
    const text = await readFile(file.path, 'utf8');
    if (!text.includes(';')) throw new InputError('Cabeçalho não encontrado.');
  },
  run: async ({ files, check, progress, ctx, outputKey }) => {
    progress(50);
    if (check.params.modo === 'falha') throw new Error('erro interno simulado');
    const lines = (await readFile(files[0]!.path, 'utf8')).trim().split('\n').length;
    const key = outputKey('relatorio.xlsx');
    await ctx.storage.put(key, `linhas=${lines}`);
    return { summary: { lines }, result: { lines }, reportXlsxKey: key };
  },
  describe: (s) => `${String(s.lines)} linhas`,
};

function form(content: string, name = 'dados.csv', extra: Record<string, string> = {}) {
  const fd = new FormData();
  fd.append('usuario', new Blob([content]), name);
  for (const [k, v] of Object.entries(extra)) fd.append(k, v);
  return fd;
}

async function waitDone(t: TestServer, cookie: string, id: string) {
  const res = await t.fetch(`/api/teste/tarefas/${id}/eventos`, { cookie });
  expect(res.headers.get('content-type')).toContain('text/event-stream');
  const text = await res.text();
  const events = text.split('\n\n').filter((e) => e.startsWith('event: status')).map((e) => JSON.parse(e.split('data: ')[1]!));
  return events;
}

describe('check pipeline over HTTP', () => {
  let t: TestServer;
  beforeAll(async () => {
    // The fake kind below exists only in this process: engines run in-process here (inlineEngine).
    t = await startTestServer({ inlineEngine: true });
  });
  afterAll(async () => t?.stop());

  it('is wired through a real app instance', async () => {
    const { buildApp } = await import('../../src/server/http/app');
    // Fastify allows no new routes once ready, so the test kind gets a fresh app; it is registered
    // after that app's own kinds, so the worker resolves 'escrituracao' to this test kind.
    const { app } = await buildApp(t.server.ctx, { serveWeb: false });
    replaceCheckKindForTest(lineCounter);
    registerCheckRoutes(app, t.server.ctx, lineCounter, { enqueue: '/api/teste/enfileirar', base: '/api/teste', xlsxName: () => 'teste.xlsx', pdfName: () => 'teste.pdf' });
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    const local: TestServer = { ...t, url, fetch: (p, init = {}) => {
      const headers = new Headers(init.headers);
      if (init.cookie) headers.set('cookie', init.cookie);
      // Same-origin, as the browser sends it: state-changing routes refuse requests from other origins (ADR 009).
      if (!headers.has('origin')) headers.set('origin', new URL(url).origin);
      return fetch(url + p, { ...init, headers });
    } };
    const u = await t.signUp();
    const other = await t.signUp();

    // Success: 3 credits debited, SSE ends in 'concluido', result and download readable by the owner only.
    const ok = await local.fetch('/api/teste/enfileirar', { method: 'POST', cookie: u.cookie, body: form('a;b\n1;2\n3;4\n') });
    expect(ok.status).toBe(202);
    const { task_id } = await ok.json();
    const events = await waitDone(local, u.cookie, task_id);
    expect(events.at(-1)).toMatchObject({ status: 'concluido', progress: 100 });
    const result = await (await local.fetch(`/api/teste/tarefas/${task_id}`, { cookie: u.cookie })).json();
    expect(result.result).toEqual({ lines: 3 });
    const dl = await local.fetch(`/api/teste/tarefas/${task_id}/relatorio.xlsx`, { cookie: u.cookie });
    expect(await dl.text()).toBe('linhas=3');
    expect((await local.fetch(`/api/teste/tarefas/${task_id}`, { cookie: other.cookie })).status).toBe(403);
    expect((await local.fetch(`/api/teste/tarefas/${task_id}`)).status).toBe(401);
    expect((await (await t.fetch('/api/me', { cookie: u.cookie })).json()).credits).toBe(7);

    // Server-side failure: refunded automatically, generic pt-BR message.
    const bad = await local.fetch('/api/teste/enfileirar', { method: 'POST', cookie: u.cookie, body: form('a;b\n', 'x.csv', { modo: 'falha' }) });
    const failed = await waitDone(local, u.cookie, (await bad.json()).task_id);
    expect(failed.at(-1).status).toBe('erro');
    expect(failed.at(-1).error_message).toMatch(/créditos foram devolvidos/);
    expect((await (await t.fetch('/api/me', { cookie: u.cookie })).json()).credits).toBe(7);

    // Input errors take no credit.
    const wrongType = await local.fetch('/api/teste/enfileirar', { method: 'POST', cookie: u.cookie, body: form('x', 'dados.pdf') });
    expect(wrongType.status).toBe(415);
    expect((await wrongType.json()).erro).toMatch(/Formato não suportado/);
    const tooBig = await local.fetch('/api/teste/enfileirar', { method: 'POST', cookie: u.cookie, body: form('a;'.repeat(2000)) });
    expect(tooBig.status).toBe(413);
    const noHeader = await local.fetch('/api/teste/enfileirar', { method: 'POST', cookie: u.cookie, body: form('sem separador') });
    expect(noHeader.status).toBe(422);
    expect((await noHeader.json()).erro).toBe('Cabeçalho não encontrado.');
    const noFile = await local.fetch('/api/teste/enfileirar', { method: 'POST', cookie: u.cookie, body: new FormData() });
    expect(noFile.status).toBe(400);
    expect((await (await t.fetch('/api/me', { cookie: u.cookie })).json()).credits).toBe(7);

    // Not enough credits: 402 with the amount needed, nothing created.
    await local.fetch('/api/teste/enfileirar', { method: 'POST', cookie: u.cookie, body: form('a;b\n') }).then((r) => r.json()).then((r) => waitDone(local, u.cookie, r.task_id));
    await local.fetch('/api/teste/enfileirar', { method: 'POST', cookie: u.cookie, body: form('a;b\n') }).then((r) => r.json()).then((r) => waitDone(local, u.cookie, r.task_id));
    const broke = await local.fetch('/api/teste/enfileirar', { method: 'POST', cookie: u.cookie, body: form('a;b\n') });
    expect(broke.status).toBe(402);
    expect(await broke.json()).toMatchObject({ erro: 'Créditos insuficientes: esta operação consome 3 créditos e seu saldo é de 1 crédito. Compre créditos para continuar.', necessario: 3, saldo: 1 });
    await app.close();
  });
});
