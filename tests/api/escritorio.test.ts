import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { officeBranding } from '../../src/server/office/office-branding';
import { followEvents, uploadForm, xlsxBuffer } from './support/check-client';
import { startTestServer, type TestServer, type TestUser } from './support/test-server';

type Office = { id: string; nome: string; papel: string; membros: { id: string; usuarioId: string; papel: string; nome: string }[]; convites: { id: string; email: string }[] };
type Ledger = { itens: { creditos: number; tipo: string; membro: { id: string; nome: string } }[]; total: number };

/** Issue 18, item 1: the office, its team, roles, the shared balance and isolation between offices (ADR 016). */
describe('Escritório: members, invitations, roles, shared credits and isolation', () => {
  let t: TestServer;
  let sheet: Buffer;
  let titular: TestUser;
  let contador: TestUser;
  let leitura: TestUser;
  let outro: TestUser;
  let checkId: string;
  beforeAll(async () => {
    t = await startTestServer();
    await t.server.ctx.tables.ready();
    sheet = await xlsxBuffer(['Código', 'Descrição do produto', 'NCM'], [['P1', 'CERVEJA PILSEN LATA 350ML', '22030000']]);
    titular = await t.signUp({ name: 'Tânia Titular', company: 'Contabilidade Tânia Ltda' });
    outro = await t.signUp({ name: 'Otto Outro', company: 'Outro Escritório' });
  });
  afterAll(async () => t?.stop());

  const json = (u: TestUser, path: string, method = 'GET', body?: unknown) =>
    t.fetch(path, { method, cookie: u.cookie, ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }) });
  const office = async (u: TestUser) => (await (await json(u, '/api/escritorio')).json()) as Office;
  const balance = async (u: TestUser) => ((await (await json(u, '/api/credits')).json()) as { saldo: number }).saldo;
  const invitationLink = (email: string) => {
    const mail = t.mailsTo(email).filter((m) => m.subject.includes('convite')).at(-1);
    const id = mail?.text.match(/\/convite\/([A-Za-z0-9_-]+)/)?.[1];
    if (!id) throw new Error(`sem convite para ${email}`);
    return id;
  };
  async function invite(email: string, papel: 'contador' | 'leitura'): Promise<string> {
    const res = await json(titular, '/api/escritorio/convites', 'POST', { email, papel });
    expect(res.status).toBe(201);
    return invitationLink(email);
  }
  async function runNcm(u: TestUser) {
    return t.fetch('/api/ncm/enfileirar', { method: 'POST', cookie: u.cookie, body: uploadForm(sheet, 'produtos.xlsx', { data: '01/03/2026' }) });
  }

  it('declarative office roles: the only write routes open to a leitura member are personal ones', () => {
    const open = t.server.routes
      .filter((r) => r.auth === 'user' && !['GET', 'HEAD', 'OPTIONS'].includes(r.method) && r.officeRole === 'leitura')
      .map((r) => `${r.method} ${r.url}`)
      .sort();
    expect(open).toEqual(
      [
        'POST /api/account/delete',
        'POST /api/profile/avatar',
        'DELETE /api/profile/avatar',
        'PATCH /api/profile',
        'PATCH /api/profile/preferences',
        'POST /api/tokens',
        'DELETE /api/tokens/:id',
        'POST /api/modules/:id/acesso',
        'POST /api/escritorio/sair',
        'POST /api/convites/:id/aceitar',
      ].sort(),
    );
    // Office management is the titular's.
    const titularOnly = t.server.routes.filter((r) => r.url.startsWith('/api/escritorio') && r.officeRole === 'titular').map((r) => `${r.method} ${r.url}`);
    expect(titularOnly).toEqual(expect.arrayContaining(['PATCH /api/escritorio', 'POST /api/escritorio/convites', 'DELETE /api/escritorio/membros/:id', 'GET /api/escritorio/extrato']));
  });

  it('a new account is a one-person office named after its company, with the person as titular', async () => {
    const o = await office(titular);
    expect(o).toMatchObject({ id: titular.id, nome: 'Contabilidade Tânia Ltda', papel: 'titular' });
    expect(o.membros.map((m) => [m.usuarioId, m.papel])).toEqual([[titular.id, 'titular']]);
    const me = await (await json(titular, '/api/me')).json();
    expect(me.office).toEqual({ id: titular.id, name: 'Contabilidade Tânia Ltda', role: 'titular' });
  });

  it('invitation by e-mail: the link shows the office; only the invited, verified address accepts; the contador then works in the office', async () => {
    const email = `contador${Date.now()}@teste.com.br`;
    const id = await invite(email, 'contador');
    expect(t.mailsTo(email).at(-1)?.text).toContain('Contabilidade Tânia Ltda');
    // Public view of the link (the invitee may not have an account yet).
    const view = await (await t.fetch(`/api/convites/${id}`)).json();
    expect(view).toMatchObject({ escritorio: 'Contabilidade Tânia Ltda', email, papel: 'contador', status: 'pendente', convidadoPor: 'Tânia Titular' });
    expect((await office(titular)).convites.map((c) => c.email)).toEqual([email]);

    // Someone else cannot take the invitation.
    const wrong = await json(outro, `/api/convites/${id}/aceitar`, 'POST', {});
    expect(wrong.status).toBe(403);
    expect((await wrong.json()).erro).toMatch(/enviado para outro e-mail/);
    // An unverified account with the invited address cannot either (the address is not proven).
    const unverifiedEmail = `naoverificado${Date.now()}@teste.com.br`;
    const unverifiedId = await invite(unverifiedEmail, 'leitura');
    const unverified = await t.signUp({ email: unverifiedEmail, verified: false });
    const refused = await json(unverified, `/api/convites/${unverifiedId}/aceitar`, 'POST', {});
    expect(refused.status).toBe(403);
    expect((await refused.json()).erro).toMatch(/Confirme seu e-mail/);

    contador = await t.signUp({ email, name: 'Carlos Contador' });
    expect((await json(contador, `/api/convites/${id}/aceitar`, 'POST', {})).status).toBe(200);
    expect((await (await t.fetch(`/api/convites/${id}`)).json()).status).toBe('aceito');
    const me = await (await json(contador, '/api/me')).json();
    expect(me.office).toEqual({ id: titular.id, name: 'Contabilidade Tânia Ltda', role: 'contador' });
    expect((await office(titular)).membros.map((m) => m.papel)).toEqual(['titular', 'contador']);
    // Used once.
    expect((await json(contador, `/api/convites/${id}/aceitar`, 'POST', {})).status).toBe(404);
  });

  it('shared balance: the contador sees the office balance, a check debits the office, and the titular sees who spent it', async () => {
    const before = await balance(titular);
    expect(await balance(contador)).toBe(before);
    const res = await runNcm(contador);
    expect(res.status).toBe(202);
    checkId = ((await res.json()) as { task_id: string }).task_id;
    const events = await followEvents(t, '/api/ncm', checkId, contador.cookie);
    expect(events.at(-1)).toMatchObject({ status: 'concluido' });
    const cost = t.server.ctx.env.CUSTO_NCM;
    expect(await balance(titular)).toBe(before - cost);
    expect(await balance(contador)).toBe(before - cost);
    // The titular sees the check and the ledger with the member's name, and can filter by member.
    expect((await json(titular, `/api/ncm/tarefas/${checkId}`)).status).toBe(200);
    const all = (await (await json(titular, '/api/escritorio/extrato')).json()) as Ledger;
    expect(all.itens[0]).toMatchObject({ creditos: -cost, tipo: 'debito', membro: { id: contador.id, nome: 'Carlos Contador' } });
    const byContador = (await (await json(titular, `/api/escritorio/extrato?membro=${contador.id}`)).json()) as Ledger;
    expect(byContador.total).toBe(1);
    const byTitular = (await (await json(titular, `/api/escritorio/extrato?membro=${titular.id}`)).json()) as Ledger;
    expect(byTitular.itens.every((i) => i.membro.id === titular.id)).toBe(true);
    // A contador's own history lists their entries only (the office's welcome credits are the titular's).
    const own = (await (await json(contador, '/api/credits/ledger')).json()) as Ledger;
    expect(own.total).toBe(1);
    expect(own.itens[0]!.membro.id).toBe(contador.id);
    // Only the titular reads the ledger by member and manages the office.
    expect((await json(contador, '/api/escritorio/extrato')).status).toBe(403);
    expect((await json(contador, '/api/escritorio/convites', 'POST', { email: 'x@teste.com.br', papel: 'leitura' })).status).toBe(403);
    expect((await json(contador, '/api/escritorio', 'PATCH', { nome: 'Tomado' })).status).toBe(403);
  });

  it('leitura views the office results but cannot start checks or spend credits (403, pt-BR); a role change lifts it', async () => {
    const email = `leitura${Date.now()}@teste.com.br`;
    const id = await invite(email, 'leitura');
    leitura = await t.signUp({ email, name: 'Lia Leitura' });
    expect((await json(leitura, `/api/convites/${id}/aceitar`, 'POST', {})).status).toBe(200);
    expect((await json(leitura, `/api/ncm/tarefas/${checkId}`)).status).toBe(200);
    const list = (await (await json(leitura, '/api/ncm/tarefas')).json()) as { task_id: string }[];
    expect(list.map((c) => c.task_id)).toContain(checkId);

    const before = await balance(titular);
    const refused = await runNcm(leitura);
    expect(refused.status).toBe(403);
    expect((await refused.json()).erro).toBe('Seu papel no escritório (leitura) não permite iniciar conferências ou gastar créditos do escritório. Fale com o titular do escritório.');
    expect((await json(leitura, '/api/credits/pedidos', 'POST', { pacoteId: 'x' })).status).toBe(403);
    expect((await json(leitura, '/api/analista-pro/empresas', 'POST', { cnpj: '11222333000181', razao_social: 'X' })).status).toBe(403);
    expect((await json(leitura, `/api/ncm/tarefas/${checkId}/decisoes`, 'POST', { linha: 2, decisao: 'correto' })).status).toBe(403);
    expect(await balance(titular)).toBe(before);
    // Personal routes stay open to every member.
    expect((await json(leitura, '/api/profile/preferences', 'PATCH', { notifyOnCheck: false })).status).toBeLessThan(400);

    const lia = (await office(titular)).membros.find((m) => m.usuarioId === leitura.id)!;
    expect((await json(titular, `/api/escritorio/membros/${lia.id}`, 'PATCH', { papel: 'contador' })).status).toBe(200);
    expect((await (await json(leitura, '/api/me')).json()).office.role).toBe('contador');
    expect((await runNcm(leitura)).status).toBe(202);
  });

  it('isolation: another office sees none of this office\'s checks, members, ledger or balance', async () => {
    expect((await json(outro, `/api/ncm/tarefas/${checkId}`)).status).toBe(403);
    const list = (await (await json(outro, '/api/ncm/tarefas')).json()) as { task_id: string }[];
    expect(list.map((c) => c.task_id)).not.toContain(checkId);
    const o = await office(outro);
    expect(o.membros.map((m) => m.usuarioId)).toEqual([outro.id]);
    const ledger = (await (await json(outro, '/api/escritorio/extrato')).json()) as Ledger;
    expect(ledger.itens.every((i) => i.membro.id === outro.id)).toBe(true);
    expect(await balance(outro)).toBe(t.server.ctx.env.CREDITOS_INICIAIS);
    // Another office's member ids are "not found", and its titular cannot act on them.
    const carlos = (await office(titular)).membros.find((m) => m.usuarioId === contador.id)!;
    expect((await json(outro, `/api/escritorio/membros/${carlos.id}`, 'DELETE')).status).toBe(404);
    expect((await json(outro, `/api/escritorio/membros/${carlos.id}`, 'PATCH', { papel: 'leitura' })).status).toBe(404);
    // The plugin's own HTTP paths are closed: everything goes through the authorised routes above.
    expect((await json(outro, '/api/auth/organization/list', 'GET')).status).toBe(404);
    expect((await json(outro, '/api/auth/organization/add-member', 'POST', { userId: outro.id, role: 'titular', organizationId: titular.id })).status).toBe(404);
  });

  it('remove and leave: a removed or departing member returns to their own office; the titular can do neither to themself', async () => {
    const o = await office(titular);
    const me = o.membros.find((m) => m.usuarioId === titular.id)!;
    expect((await json(titular, `/api/escritorio/membros/${me.id}`, 'DELETE')).status).toBe(403);
    expect((await json(titular, '/api/escritorio/sair', 'POST', {})).status).toBe(403);
    const carlos = o.membros.find((m) => m.usuarioId === contador.id)!;
    expect((await json(titular, `/api/escritorio/membros/${carlos.id}`, 'DELETE')).status).toBe(200);
    expect((await (await json(contador, '/api/me')).json()).office).toMatchObject({ id: contador.id, role: 'titular' });
    expect((await json(contador, `/api/ncm/tarefas/${checkId}`)).status).toBe(403);
    expect((await json(leitura, '/api/escritorio/sair', 'POST', {})).status).toBe(200);
    expect((await (await json(leitura, '/api/me')).json()).office.id).toBe(leitura.id);
    // What they did stays with the office.
    const ledger = (await (await json(titular, `/api/escritorio/extrato?membro=${contador.id}`)).json()) as Ledger;
    expect(ledger.total).toBe(1);
  });

  it('a former member deletes their account: the office keeps the check they ran, its files and its ledger line, shown as "Conta excluída"', async () => {
    const row = await t.server.ctx.database.db.query.checks.findFirst({ where: (c, { eq }) => eq(c.id, checkId) });
    expect(row?.resultKey).toBeTruthy();
    // Their own (personal office) check goes with the account.
    const ownRes = await runNcm(contador);
    expect(ownRes.status).toBe(202);
    const ownId = ((await ownRes.json()) as { task_id: string }).task_id;
    expect((await followEvents(t, '/api/ncm', ownId, contador.cookie)).at(-1)).toMatchObject({ status: 'concluido' });
    const ownRow = await t.server.ctx.database.db.query.checks.findFirst({ where: (c, { eq }) => eq(c.id, ownId) });

    const del = await t.fetch('/api/account/delete', { method: 'POST', cookie: contador.cookie, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ password: contador.password }) });
    expect(del.status).toBe(200);
    // Their own entries (sign-ins have no office) are gone; the office's feed keeps the check, without them.
    const { activities } = await import('../../src/server/db/schema');
    const left = await t.server.ctx.database.db.select().from(activities);
    expect(left.filter((a) => a.userId === contador.id)).toEqual([]);
    expect(left.filter((a) => a.officeId === null && a.userId === 'conta-excluida')).toEqual([]);
    expect(left.some((a) => a.refId === checkId && a.userId === 'conta-excluida')).toBe(true);
    expect((await json(titular, `/api/ncm/tarefas/${checkId}`)).status).toBe(200);
    expect(await t.server.ctx.storage.size(row!.resultKey!)).not.toBeNull();
    const list = (await (await json(titular, '/api/conferencias')).json()) as { itens: { task_id: string; membro: { id: string | null; nome: string } }[] };
    expect(list.itens.find((c) => c.task_id === checkId)?.membro).toEqual({ id: null, nome: 'Conta excluída' });
    expect(await t.server.ctx.database.db.query.checks.findFirst({ where: (c, { eq }) => eq(c.id, ownId) })).toBeUndefined();
    expect(await t.server.ctx.storage.size(ownRow!.resultKey!)).toBeNull();
  });

  it('settings: name and CNPJ (check digits), logo as PNG for reports; officeBranding reads them', async () => {
    const bad = await json(titular, '/api/escritorio', 'PATCH', { nome: 'Contabilidade Tânia', cnpj: '11.222.333/0001-82' });
    expect(bad.status).toBe(400);
    expect((await bad.json()).erro).toBe('CNPJ inválido: confira os dígitos verificadores.');
    const ok = await json(titular, '/api/escritorio', 'PATCH', { nome: 'Contabilidade Tânia', cnpj: '11.222.333/0001-81' });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ nome: 'Contabilidade Tânia', cnpj: '11222333000181', cnpjFormatado: '11.222.333/0001-81' });

    const jpeg = await sharp({ create: { width: 1200, height: 300, channels: 3, background: '#1d4ed8' } }).jpeg().toBuffer();
    const fd = new FormData();
    fd.append('logo', new Blob([new Uint8Array(jpeg)]), 'logo.jpg');
    expect((await t.fetch('/api/escritorio/logo', { method: 'POST', cookie: titular.cookie, body: fd })).status).toBe(200);
    const gif = new FormData();
    gif.append('logo', new Blob([new Uint8Array(Buffer.from('GIF89a......'))]), 'logo.gif');
    const refused = await t.fetch('/api/escritorio/logo', { method: 'POST', cookie: titular.cookie, body: gif });
    expect(refused.status).toBe(415);
    expect((await refused.json()).erro).toMatch(/PNG ou JPEG/);

    const b = await officeBranding(t.server.ctx, titular.id);
    expect(b).toMatchObject({ name: 'Contabilidade Tânia', cnpj: '11222333000181' });
    const meta = await sharp(b.logoPng!).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 600, height: 150 });
    expect(await officeBranding(t.server.ctx, outro.id)).toEqual({ name: 'Outro Escritório' });
  });
});
