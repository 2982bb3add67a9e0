import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { checks, findingResolutions } from '../../src/server/db/schema';
import { createTestDatabase, postgresAvailable } from './support/postgres';
import { startTestServer, type TestServer, type TestUser } from './support/test-server';

const post = (body: unknown = {}) => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

const pgUp = await postgresAvailable();
if (!pgUp) console.log('PostgreSQL não está escutando em 127.0.0.1:5432: a variante PostgreSQL de credits-purchase foi pulada.');

describe.each([
  { driver: 'pglite', skip: false },
  { driver: 'postgres', skip: !pgUp },
])('credits ($driver): history, purchase requests approved by an admin, dashboard numbers', ({ driver, skip }) => {
  let t: TestServer;
  let ana: TestUser;
  let admin: TestUser;
  let dropDb: (() => Promise<void>) | null = null;

  beforeAll(async () => {
    if (skip) return;
    let databaseUrl: string | undefined;
    if (driver === 'postgres') {
      const tdb = await createTestDatabase();
      databaseUrl = tdb.url;
      dropDb = () => tdb.drop();
    }
    t = await startTestServer({ env: { ADMIN_EMAILS: 'admin@x.com', CUSTO_NCM: '3' }, databaseUrl });
    ana = await t.signUp({ name: 'Ana Souza' });
    admin = await t.signUp({ email: 'admin@x.com' });
  });
  afterAll(async () => {
    await t?.stop();
    await dropDb?.();
  });
  beforeEach((c) => {
    if (skip) c.skip();
  });

  it('GET /api/credits: balance from the ledger, nothing spent yet, costs from configuration', async () => {
    const res = await (await t.fetch('/api/credits', { cookie: ana.cookie })).json();
    expect(res).toEqual({ saldo: 10, gasto: 0, custos: { ncm: 3, pisCofins: 2, escrituracao: 2, reforma: 2 } });
  });

  it('packages are listed; an unknown package is refused', async () => {
    const pacotes = await (await t.fetch('/api/credits/pacotes', { cookie: ana.cookie })).json();
    expect(pacotes.map((p: { creditos: number }) => p.creditos)).toEqual([20, 50, 100, 250]);
    const bad = await t.fetch('/api/credits/pedidos', { ...post({ pacoteId: 'pacote-999' }), cookie: ana.cookie });
    expect(bad.status).toBe(400);
    expect((await bad.json()).erro).toBe('Pacote de créditos inválido.');
  });

  it('request → admin approves → balance rises once, ledger entry and activity written; a second approval is refused', async () => {
    const created = await t.fetch('/api/credits/pedidos', { ...post({ pacoteId: 'pacote-50', observacao: 'Pix na sexta' }), cookie: ana.cookie });
    expect(created.status).toBe(201);
    const pedido = await created.json();
    expect(pedido).toMatchObject({ pacoteId: 'pacote-50', creditos: 50, status: 'pendente', observacao: 'Pix na sexta' });

    // Users cannot reach the admin side.
    expect((await t.fetch('/api/admin/compras', { cookie: ana.cookie })).status).toBe(403);
    expect((await t.fetch(`/api/admin/compras/${pedido.id}/aprovar`, { ...post(), cookie: ana.cookie })).status).toBe(403);

    const pending = await (await t.fetch('/api/admin/compras', { cookie: admin.cookie })).json();
    expect(pending).toHaveLength(1);
    expect(pending[0]).toMatchObject({ id: pedido.id, creditos: 50, status: 'pendente', usuario: { id: ana.id, email: ana.email, nome: 'Ana Souza' } });

    const [a, b] = await Promise.all([
      t.fetch(`/api/admin/compras/${pedido.id}/aprovar`, { ...post(), cookie: admin.cookie }),
      t.fetch(`/api/admin/compras/${pedido.id}/aprovar`, { ...post(), cookie: admin.cookie }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect((await (await t.fetch('/api/credits', { cookie: ana.cookie })).json()).saldo).toBe(60);
    expect((await (await t.fetch('/api/me', { cookie: ana.cookie })).json()).credits).toBe(60);

    const mine = await (await t.fetch('/api/credits/pedidos', { cookie: ana.cookie })).json();
    expect(mine[0]).toMatchObject({ id: pedido.id, status: 'aprovado' });
    const ledger = await (await t.fetch('/api/credits/ledger', { cookie: ana.cookie })).json();
    expect(ledger.itens[0]).toMatchObject({ creditos: 50, tipo: 'compra' });
    expect(ledger.itens[0].descricao).toMatch(/^Compra de 50 créditos \(R\$\s89,90\)$/);
    const acts = await (await t.fetch('/api/activities', { cookie: ana.cookie })).json();
    expect(acts.itens[0]).toMatchObject({ titulo: 'Créditos adicionados', creditos: 50, status: 'concluido' });
    expect(await (await t.fetch('/api/admin/compras', { cookie: admin.cookie })).json()).toEqual([]);
  });

  it('reject and cancel leave the balance alone; the user sees each status', async () => {
    const r1 = await (await t.fetch('/api/credits/pedidos', { ...post({ pacoteId: 'pacote-20' }), cookie: ana.cookie })).json();
    const r2 = await (await t.fetch('/api/credits/pedidos', { ...post({ pacoteId: 'pacote-100' }), cookie: ana.cookie })).json();
    const rej = await t.fetch(`/api/admin/compras/${r1.id}/rejeitar`, { ...post({ motivo: 'Pagamento não identificado' }), cookie: admin.cookie });
    expect(rej.status).toBe(200);
    expect((await t.fetch(`/api/credits/pedidos/${r2.id}/cancelar`, { method: 'POST', cookie: ana.cookie })).status).toBe(200);
    expect((await t.fetch(`/api/admin/compras/${r2.id}/aprovar`, { ...post(), cookie: admin.cookie })).status).toBe(409);
    const mine = await (await t.fetch('/api/credits/pedidos', { cookie: ana.cookie })).json();
    const byId = new Map(mine.map((p: { id: string; status: string }) => [p.id, p]));
    expect(byId.get(r1.id)).toMatchObject({ status: 'rejeitado', observacao: 'Pagamento não identificado' });
    expect(byId.get(r2.id)).toMatchObject({ status: 'cancelado' });
    expect((await (await t.fetch('/api/credits', { cookie: ana.cookie })).json()).saldo).toBe(60);
    const all = await (await t.fetch('/api/admin/compras?status=todos', { cookie: admin.cookie })).json();
    expect(all.length).toBeGreaterThanOrEqual(3);
  });

  it('history pages newest first with totals; spent = debits net of refunds', async () => {
    const { debitFor, refundFor } = await import('../../src/server/credits/ledger');
    const db = t.server.ctx.db;
    await debitFor(db, { officeId: ana.id, userId: ana.id, amount: 3, description: 'Verificação de NCM — a.xlsx', refType: 'check', refId: 'k1' }, async () => undefined);
    await debitFor(db, { officeId: ana.id, userId: ana.id, amount: 2, description: 'Conferência PIS/COFINS — b.xlsx', refType: 'check', refId: 'k2' }, async () => undefined);
    await refundFor(db, { officeId: ana.id, userId: ana.id, refType: 'check', refId: 'k2', description: 'Estorno: falha no servidor' });
    expect(await (await t.fetch('/api/credits', { cookie: ana.cookie })).json()).toMatchObject({ saldo: 57, gasto: 3 });
    const p1 = await (await t.fetch('/api/credits/ledger?porPagina=2', { cookie: ana.cookie })).json();
    expect(p1).toMatchObject({ pagina: 1, porPagina: 2, total: 5, totalPaginas: 3 });
    expect(p1.itens.map((i: { creditos: number }) => i.creditos)).toEqual([2, -2]);
    const p3 = await (await t.fetch('/api/credits/ledger?porPagina=2&pagina=3', { cookie: ana.cookie })).json();
    expect(p3.itens.map((i: { creditos: number }) => i.creditos)).toEqual([10]);
    expect((await t.fetch('/api/credits/ledger?pagina=0', { cookie: ana.cookie })).status).toBe(400);
  });

  it('dashboard: checks this month, balance, sign-ins, findings the office marked this month, with honest trends', async () => {
    const db = t.server.ctx.db;
    const now = new Date();
    const base = { userId: ana.id, officeId: ana.id, kind: 'ncm' as const, status: 'concluido' as const, fileSize: 100, inputKeys: [] };
    const lastMonth = new Date(now.getTime() - 35 * 86400_000);
    const [earlier, current] = [randomUUID(), randomUUID()];
    await db.insert(checks).values([
      { ...base, id: earlier, fileName: 'vendas.xlsx', summary: { correct: 10, suggestions: 3, errors: 4 }, createdAt: lastMonth },
      { ...base, id: current, fileName: 'Vendas (corrigido).xlsx', summary: { correct: 15, suggestions: 1, errors: 1 }, createdAt: now },
      { ...base, id: randomUUID(), fileName: 'outro.xlsx', summary: { correct: 1, suggestions: 0, errors: 9 }, createdAt: now },
      { ...base, id: randomUUID(), fileName: 'falhou.xlsx', status: 'erro', createdAt: now },
    ]);
    // 'Alertas Resolvidos' = the office's marks made this month (a re-upload alone resolves nothing); last month's mark is not counted.
    const mark = { officeId: ana.id, userId: ana.id, userName: 'Ana' };
    await db.insert(findingResolutions).values([
      { ...mark, checkId: current, findingKey: 'ncm:NCM_DESCRICAO:a', status: 'resolvido' },
      { ...mark, checkId: current, findingKey: 'ncm:NCM_DESCRICAO:b', status: 'aceito' },
      { ...mark, checkId: current, findingKey: 'ncm:NCM_EXTINTO:c', status: 'nao-se-aplica', note: 'produto fora de linha' },
      { ...mark, checkId: earlier, findingKey: 'ncm:NCM_DESCRICAO:d', status: 'resolvido', createdAt: lastMonth },
    ]);
    const d = await (await t.fetch('/api/dashboard', { cookie: ana.cookie })).json();
    expect(d.consultas.valor).toBe(2);
    expect(d.alertasResolvidos.valor).toBe(3);
    expect(d.creditos.valor).toBe(57);
    expect(d.acessos.valor).toBeGreaterThanOrEqual(1);
    expect(d.acessos.ultimo).not.toBeNull();
    // The account was created this month: there is no previous month to compare with.
    expect(d.consultas.tendencia).toBeNull();
    expect(d.creditos.tendencia).toBeNull();
    expect(d.atividades.length).toBeGreaterThan(0);
    expect(d.atividades[0]).toHaveProperty('titulo');
  });
  it('the admin sets the price list: users see it in Comprar, new requests take its price, bad lists are refused in pt-BR', async () => {
    const put = (cookie: string, body: unknown) => t.fetch('/api/admin/pacotes', { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), cookie });
    expect((await put(ana.cookie, { pacotes: [{ creditos: 10, precoCentavos: 100 }] })).status).toBe(403);
    const dup = await put(admin.cookie, { pacotes: [{ creditos: 30, precoCentavos: 100 }, { creditos: 30, precoCentavos: 200 }] });
    expect(dup.status).toBe(400);
    expect((await dup.json()).erro).toMatch(/mesma quantidade de créditos/);
    const neg = await put(admin.cookie, { pacotes: [{ creditos: 30, precoCentavos: -1 }] });
    expect((await neg.json()).erro).toBe('Pacote 1: O preço não pode ser negativo.');

    const ok = await put(admin.cookie, { pacotes: [{ creditos: 500, precoCentavos: 59900 }, { creditos: 30, precoCentavos: 4500 }] });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual([{ id: 'pacote-30', creditos: 30, precoCentavos: 4500 }, { id: 'pacote-500', creditos: 500, precoCentavos: 59900 }]);
    const seen = await (await t.fetch('/api/credits/pacotes', { cookie: ana.cookie })).json();
    expect(seen.map((p: { creditos: number; precoCentavos: number }) => [p.creditos, p.precoCentavos])).toEqual([[30, 4500], [500, 59900]]);
    // An old package is gone; a new one is taken at the new price.
    expect((await t.fetch('/api/credits/pedidos', { ...post({ pacoteId: 'pacote-50' }), cookie: ana.cookie })).status).toBe(400);
    const pedido = await (await t.fetch('/api/credits/pedidos', { ...post({ pacoteId: 'pacote-30' }), cookie: ana.cookie })).json();
    expect(pedido).toMatchObject({ creditos: 30, status: 'pendente' });
    expect(pedido.precoCentavos).toBe(4500);
    const logs = await (await t.fetch('/api/admin/logs?acao=admin_pacotes_editado', { cookie: admin.cookie })).json();
    expect(JSON.stringify(logs)).toMatch(/30 por R\$\s45,00/);
  });
});
