import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, ncmOfficeDecisions } from '../../src/server/db/schema';
import { followEvents, uploadForm, xlsxBuffer } from './support/check-client';
import { startTestServer, type TestServer, type TestUser } from './support/test-server';

type Finding = { line: number; code: string; suggestion: string | null; suggestions: { code: string; learned?: { by: string; at: string } }[]; reason: string };
type Result = { summary: { correct: number; suggestions: number; errors: number }; issues: Finding[]; rows: number };

describe('NCM office catalogue through HTTP (issue 14: the office\'s own corrections)', () => {
  let t: TestServer;
  let sheet: Buffer;
  beforeAll(async () => {
    t = await startTestServer({ env: { ADMIN_EMAILS: 'admin@catalogo.test' } });
    await t.server.ctx.tables.ready();
    sheet = await xlsxBuffer(
      ['Código', 'Descrição do produto', 'NCM'],
      [
        // Line 2: a description finding (beer under a smartphone code). Line 3: a validity fact (code never existed).
        ['P1', 'CERVEJA PILSEN LATA 350ML', '85171300'],
        ['P2', 'PRODUTO DA CASA', '22030099'],
        ['P3', 'CERVEJA PILSEN', '22030000'],
      ],
    );
  });
  afterAll(async () => t?.stop());

  async function run(u: TestUser): Promise<{ id: string; result: Result }> {
    const res = await t.fetch('/api/ncm/enfileirar', { method: 'POST', cookie: u.cookie, body: uploadForm(sheet, 'produtos.xlsx', { data: '01/03/2026' }) });
    expect(res.status).toBe(202);
    const { task_id } = (await res.json()) as { task_id: string };
    const events = await followEvents(t, '/api/ncm', task_id, u.cookie);
    expect(events.at(-1)).toMatchObject({ status: 'concluido' });
    const body = (await (await t.fetch(`/api/ncm/tarefas/${task_id}`, { cookie: u.cookie })).json()) as { result: Result };
    return { id: task_id, result: body.result };
  }
  const decide = (u: TestUser, id: string, body: unknown) =>
    t.fetch(`/api/ncm/tarefas/${id}/decisoes`, { method: 'POST', cookie: u.cookie, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const codesAt = (r: Result, line: number) => r.issues.filter((f) => f.line === line).map((f) => f.code);

  it('decide → re-run the same file → the finding is gone for that office, still there for another; audited', async () => {
    const a = await t.signUp({ name: 'Ana Souza' });
    const b = await t.signUp({ name: 'Bruno Lima' });
    const first = await run(a);
    expect(codesAt(first.result, 2)).toEqual(['NCM_DESCRICAO']);
    expect(codesAt(first.result, 3)).toEqual(['NCM_INEXISTENTE']);

    // Another office cannot decide on A's check; nor can an admin, who may read it but must not write A's catalogue.
    expect((await decide(b, first.id, { linha: 2, decisao: 'correto' })).status).toBe(403);
    const admin = await t.signUp({ email: 'admin@catalogo.test', name: 'Admin' });
    expect((await t.fetch(`/api/ncm/tarefas/${first.id}`, { cookie: admin.cookie })).status).toBe(200);
    const byAdmin = await decide(admin, first.id, { linha: 2, decisao: 'correto' });
    expect(byAdmin.status).toBe(403);
    expect((await byAdmin.json()).erro).toMatch(/outro escritório/);
    // "NCM está correto" on a fact of the official table is refused in pt-BR.
    const fact = await decide(a, first.id, { linha: 3, decisao: 'correto' });
    expect(fact.status).toBe(400);
    expect((await fact.json()).erro).toMatch(/fato da tabela oficial/);

    const ok = await decide(a, first.id, { linha: 2, achado: 'NCM_DESCRICAO', decisao: 'correto' });
    expect(ok.status).toBe(201);
    const d = await ok.json();
    expect(d).toMatchObject({ decisao: 'correto', rotulo: 'NCM está correto', ncm: '85171300', linha: 2, decididoPor: 'Ana Souza' });
    const listed = await (await t.fetch(`/api/ncm/tarefas/${first.id}/decisoes`, { cookie: a.cookie })).json();
    expect(listed.itens.map((x: { id: string }) => x.id)).toEqual([d.id]);

    const audit = await t.server.ctx.db.select().from(auditLog).where(eq(auditLog.action, 'ncm_decisao_registrada'));
    expect(audit.some((e) => e.userId === a.id && e.details.includes('CERVEJA PILSEN LATA 350ML'))).toBe(true);

    const again = await run(a);
    expect(codesAt(again.result, 2)).toEqual([]);
    // Validity findings are never hidden; totals follow the findings.
    expect(codesAt(again.result, 3)).toEqual(['NCM_INEXISTENTE']);
    const s = again.result.summary;
    expect(s.correct + s.suggestions + s.errors).toBe(again.result.rows);
    expect(s.correct).toBe(first.result.summary.correct + 1);

    const other = await run(b);
    expect(codesAt(other.result, 2)).toEqual(['NCM_DESCRICAO']);
  });

  it('a typed code is validated in pt-BR, then becomes the first suggestion, labelled as learned from the office', async () => {
    const a = await t.signUp({ name: 'Carla Dias' });
    const first = await run(a);
    for (const [ncm, msg] of [['1234', /8 dígitos/], ['2203.00.99', /não existe na/]] as const) {
      const res = await decide(a, first.id, { linha: 3, decisao: 'informado', ncm });
      expect(res.status).toBe(400);
      expect((await res.json()).erro).toMatch(msg);
    }
    const bad = await decide(a, first.id, { linha: 3, decisao: 'talvez' });
    expect(bad.status).toBe(400);
    expect((await bad.json()).erro).toMatch(/Decisão inválida/);
    // Accepting a code that is not among the finding's suggestions is refused.
    expect((await decide(a, first.id, { linha: 2, decisao: 'aceito', ncm: '01012100' })).status).toBe(400);

    expect((await decide(a, first.id, { linha: 3, decisao: 'informado', ncm: '2203.00.00' })).status).toBe(201);
    const again = await run(a);
    const f = again.result.issues.find((x) => x.line === 3)!;
    expect(f.code).toBe('NCM_INEXISTENTE');
    expect(f.suggestion).toBe('22030000');
    expect(f.suggestions[0]).toMatchObject({ code: '22030000', learned: { by: 'Carla Dias' } });
    expect(f.reason).toMatch(/Aprendido do seu escritório/);
  });

  it('lists, exports, imports and undoes only within the office', async () => {
    const a = await t.signUp({ name: 'Dora Reis' });
    const b = await t.signUp({ name: 'Edu Prado' });
    const first = await run(a);
    const d = await (await decide(a, first.id, { linha: 2, decisao: 'correto' })).json();
    expect((await decide(a, first.id, { linha: 3, decisao: 'informado', ncm: '22030000' })).status).toBe(201);

    const page = await (await t.fetch('/api/ncm/catalogo', { cookie: a.cookie })).json();
    expect(page.total).toBe(2);
    expect((await (await t.fetch('/api/ncm/catalogo', { cookie: b.cookie })).json()).total).toBe(0);
    // B cannot see A's check decisions nor undo them.
    expect((await t.fetch(`/api/ncm/tarefas/${first.id}/decisoes`, { cookie: b.cookie })).status).toBe(403);
    expect((await t.fetch(`/api/ncm/decisoes/${d.id}`, { method: 'DELETE', cookie: b.cookie })).status).toBe(404);

    const csv = await t.fetch('/api/ncm/catalogo/exportar?formato=csv', { cookie: a.cookie });
    expect(csv.status).toBe(200);
    const text = await csv.text();
    expect(text).toContain('Descrição do produto;NCM no arquivo;Decisão;NCM correto;Decidido por;Data da decisão');
    expect(text).toContain('CERVEJA PILSEN LATA 350ML;8517.13.00;NCM está correto;;Dora Reis;');
    const xlsx = await t.fetch('/api/ncm/catalogo/exportar?formato=xlsx', { cookie: a.cookie });
    expect(Buffer.from(await xlsx.arrayBuffer()).subarray(0, 2).toString()).toBe('PK');

    // B imports A's file: B's own catalogue gets the rows, with B as who decided (audited).
    const form = new FormData();
    form.append('arquivo', new Blob([text]), 'catalogo.csv');
    const imp = await t.fetch('/api/ncm/catalogo/importar', { method: 'POST', cookie: b.cookie, body: form });
    expect(imp.status).toBe(200);
    expect(await imp.json()).toMatchObject({ importadas: 2, recusadas: 0 });
    const bPage = await (await t.fetch('/api/ncm/catalogo', { cookie: b.cookie })).json();
    expect(bPage.itens.every((x: { decididoPor: string }) => x.decididoPor === 'Edu Prado')).toBe(true);

    expect((await t.fetch(`/api/ncm/decisoes/${d.id}`, { method: 'DELETE', cookie: a.cookie })).status).toBe(204);
    expect((await (await t.fetch('/api/ncm/catalogo', { cookie: a.cookie })).json()).total).toBe(1);
    const undone = await t.server.ctx.db.select().from(auditLog).where(eq(auditLog.action, 'ncm_decisao_desfeita'));
    expect(undone.some((e) => e.userId === a.id)).toBe(true);
  });

  it('deleting the account deletes its one-person office catalogue', async () => {
    const a = await t.signUp({ name: 'Fábio Lins' });
    const first = await run(a);
    expect((await decide(a, first.id, { linha: 2, decisao: 'correto' })).status).toBe(201);
    const before = await t.server.ctx.db.select().from(ncmOfficeDecisions).where(eq(ncmOfficeDecisions.officeId, a.id));
    expect(before).toHaveLength(1);
    const del = await t.fetch('/api/account/delete', { method: 'POST', cookie: a.cookie, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ password: a.password }) });
    expect(del.status).toBeLessThan(300);
    expect(await t.server.ctx.db.select().from(ncmOfficeDecisions).where(eq(ncmOfficeDecisions.officeId, a.id))).toHaveLength(0);
  });

  it('refuses anonymous calls', async () => {
    expect((await t.fetch('/api/ncm/catalogo')).status).toBe(401);
  });
});
