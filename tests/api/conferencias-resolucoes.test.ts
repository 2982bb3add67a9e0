import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, ncmOfficeDecisions } from '../../src/server/db/schema';
import { followEvents, uploadForm, xlsxBuffer } from './support/check-client';
import { startTestServer, type TestServer, type TestUser } from './support/test-server';

type Item = { line: number; code: string; suggestion: string | null; chaveAchado: string; resolucao: { id: string; situacao: string; nota: string | null; por: string } | null };
type Page = { total: number; resolvidos: number; itens: Item[] };

describe('Findings workflow through HTTP (issue 18, item 5): mark, list, undo; audited; office-only', () => {
  let t: TestServer;
  let a: TestUser;
  let b: TestUser;
  let admin: TestUser;
  let checkId: string;
  beforeAll(async () => {
    t = await startTestServer({ env: { ADMIN_EMAILS: 'admin@conferencias.test' } });
    await t.server.ctx.tables.ready();
    a = await t.signUp({ name: 'Ana Souza' });
    b = await t.signUp({ name: 'Bruno Lima' });
    admin = await t.signUp({ email: 'admin@conferencias.test', name: 'Admin' });
    const sheet = await xlsxBuffer(
      ['Código', 'Descrição do produto', 'NCM'],
      [
        ['P1', 'CERVEJA PILSEN LATA 350ML', '85171300'],
        ['P2', 'PRODUTO DA CASA', '22030099'],
        ['P3', 'CERVEJA PILSEN', '22030000'],
      ],
    );
    const res = await t.fetch('/api/ncm/enfileirar', { method: 'POST', cookie: a.cookie, body: uploadForm(sheet, 'produtos.xlsx', { data: '01/03/2026' }) });
    expect(res.status).toBe(202);
    checkId = ((await res.json()) as { task_id: string }).task_id;
    expect((await followEvents(t, '/api/ncm', checkId, a.cookie)).at(-1)).toMatchObject({ status: 'concluido' });
    // The machine is shared: loading the reference tables may take minutes under load.
  }, 600_000);
  afterAll(async () => t?.stop());

  const page = async (u: TestUser, situacao = 'todos'): Promise<Page> => (await t.fetch(`/api/ncm/tarefas/${checkId}/achados?situacao=${situacao}`, { cookie: u.cookie })).json() as Promise<Page>;
  const mark = (u: TestUser, body: unknown) =>
    t.fetch(`/api/conferencias/${checkId}/resolucoes`, { method: 'POST', cookie: u.cookie, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

  it('every finding carries a stable key and no mark at first', async () => {
    const p = await page(a);
    expect(p.total).toBe(2);
    expect(p.resolvidos).toBe(0);
    for (const f of p.itens) {
      expect(f.chaveAchado).toMatch(/^ncm:NCM_[A-Z_]+:[\w-]{22}$/);
      expect(f.resolucao).toBeNull();
    }
  });

  it('another account neither sees nor marks the check; an admin reads but does not mark', async () => {
    const [f] = (await page(a)).itens;
    expect((await t.fetch(`/api/conferencias/${checkId}/resolucoes`, { cookie: b.cookie })).status).toBe(404);
    const byB = await mark(b, { chave: f!.chaveAchado, situacao: 'resolvido' });
    expect(byB.status).toBe(404);
    expect((await byB.json()).erro).toBe('Conferência não encontrada.');
    expect((await t.fetch(`/api/conferencias/${checkId}/resolucoes`, { cookie: admin.cookie })).status).toBe(200);
    expect((await mark(admin, { chave: f!.chaveAchado, situacao: 'resolvido' })).status).toBe(403);
    expect((await t.fetch(`/api/conferencias/${checkId}/resolucoes`)).status).toBe(401);
    // CSRF: a cross-site form post with the victim's cookie is refused before anything is written.
    const cross = await t.fetch(`/api/conferencias/${checkId}/resolucoes`, { method: 'POST', cookie: a.cookie, headers: { origin: 'https://evil.example', 'content-type': 'application/json' }, body: JSON.stringify({ chave: f!.chaveAchado, situacao: 'resolvido' }) });
    expect(cross.status).toBe(403);
    expect((await page(a)).resolvidos).toBe(0);
  });

  it('bad input is refused in pt-BR: note required for "não se aplica", "aceito" needs a suggestion, unknown key, bad status', async () => {
    const items = (await page(a)).itens;
    const desc = items.find((f) => f.code === 'NCM_DESCRICAO')!;
    const noNote = await mark(a, { chave: desc.chaveAchado, situacao: 'nao-se-aplica', nota: '  ' });
    expect(noNote.status).toBe(400);
    expect((await noNote.json()).erro).toMatch(/nota/);
    const unknown = await mark(a, { chave: 'ncm:NCM_DESCRICAO:xxxxxxxxxxxxxxxxxxxxxx', situacao: 'resolvido' });
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).erro).toBe('Achado não encontrado nesta conferência.');
    const bad = await mark(a, { chave: desc.chaveAchado, situacao: 'ignorado' });
    expect(bad.status).toBe(400);
    expect((await bad.json()).erro).toMatch(/Situação inválida/);
    const fact = items.find((f) => f.code === 'NCM_INEXISTENTE')!;
    if (!fact.suggestion) {
      const r = await mark(a, { chave: fact.chaveAchado, situacao: 'aceito' });
      expect(r.status).toBe(400);
      expect((await r.json()).erro).toMatch(/não tem sugestão/);
    }
  });

  it('"aceito" records an "Aceitar sugestão" decision in the office catalogue; undo removes both; both audited', async () => {
    const desc = (await page(a)).itens.find((f) => f.code === 'NCM_DESCRICAO')!;
    expect(desc.suggestion).not.toBeNull();
    const res = await mark(a, { chave: desc.chaveAchado, situacao: 'aceito' });
    expect(res.status).toBe(201);
    const saved = await res.json();
    expect(saved).toMatchObject({ chave: desc.chaveAchado, situacao: 'aceito', rotulo: 'Aceito', por: 'Ana Souza' });
    const db = t.server.ctx.db;
    const decisions = await db.select().from(ncmOfficeDecisions).where(and(eq(ncmOfficeDecisions.checkId, checkId), eq(ncmOfficeDecisions.officeId, a.id)));
    expect(decisions.map((d) => [d.kind, d.code])).toEqual([['aceito', desc.suggestion]]);
    expect((await mark(a, { chave: desc.chaveAchado, situacao: 'resolvido' })).status).toBe(409);

    expect((await page(a, 'resolvidos')).itens.map((f) => f.chaveAchado)).toEqual([desc.chaveAchado]);
    expect((await page(a, 'abertos')).itens.map((f) => f.chaveAchado)).not.toContain(desc.chaveAchado);
    const dash = await (await t.fetch('/api/dashboard', { cookie: a.cookie })).json();
    expect(dash.alertasResolvidos.valor).toBe(1);

    // Another office cannot undo it either.
    expect((await t.fetch(`/api/conferencias/${checkId}/resolucoes/${saved.id}`, { method: 'DELETE', cookie: b.cookie })).status).toBe(404);
    expect((await t.fetch(`/api/conferencias/${checkId}/resolucoes/${saved.id}`, { method: 'DELETE', cookie: a.cookie })).status).toBe(204);
    expect(await db.select().from(ncmOfficeDecisions).where(eq(ncmOfficeDecisions.checkId, checkId))).toEqual([]);
    expect((await page(a, 'resolvidos')).total).toBe(0);
    const audit = await db.select().from(auditLog).where(eq(auditLog.userId, a.id));
    const actions = audit.map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['achado_marcado', 'achado_desmarcado', 'ncm_decisao_registrada', 'ncm_decisao_desfeita']));
    expect(audit.find((e) => e.action === 'achado_marcado')!.details).toMatch(/^Aceito: NCM_DESCRICAO, linha 2 de produtos\.xlsx/);
    expect((await (await t.fetch('/api/dashboard', { cookie: a.cookie })).json()).alertasResolvidos.valor).toBe(0);
  });

  it('"não se aplica" on a description finding is "NCM está correto" in the catalogue; on a fact of the table it is the note alone', async () => {
    const items = (await page(a)).itens;
    const desc = items.find((f) => f.code === 'NCM_DESCRICAO')!;
    const fact = items.find((f) => f.code === 'NCM_INEXISTENTE')!;
    expect((await mark(a, { chave: desc.chaveAchado, situacao: 'nao-se-aplica', nota: 'É um kit promocional: o NCM do aparelho está certo.' })).status).toBe(201);
    const r = await mark(a, { chave: fact.chaveAchado, situacao: 'nao-se-aplica', nota: 'Produto descontinuado, sai do cadastro.' });
    expect(r.status).toBe(201);
    const db = t.server.ctx.db;
    const decisions = await db.select().from(ncmOfficeDecisions).where(eq(ncmOfficeDecisions.checkId, checkId));
    expect(decisions.map((d) => [d.kind, d.line])).toEqual([['correto', 2]]);
    const listed = await (await t.fetch(`/api/conferencias/${checkId}/resolucoes`, { cookie: a.cookie })).json();
    expect(listed.itens.map((x: { situacao: string; nota: string }) => x.nota).sort()).toEqual(['Produto descontinuado, sai do cadastro.', 'É um kit promocional: o NCM do aparelho está certo.'].sort());
    expect((await page(a, 'abertos')).total).toBe(0);
  });
});
