import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, type TestUser } from './support/test-server';

const json = (body: unknown) => ({ headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('admin users: list, edit, block/activate, credits, invite, export', () => {
  let t: TestServer;
  let admin: TestUser;
  beforeAll(async () => {
    t = await startTestServer({ env: { ADMIN_EMAILS: 'admin@apura.test' } });
    admin = await t.signUp({ email: 'admin@apura.test', name: 'Ana Admin' });
  });
  afterAll(async () => t?.stop());

  const as = (u: TestUser) => ({
    get: (p: string) => t.fetch(p, { cookie: u.cookie }),
    post: (p: string, body: unknown = {}) => t.fetch(p, { method: 'POST', cookie: u.cookie, ...json(body) }),
    patch: (p: string, body: unknown) => t.fetch(p, { method: 'PATCH', cookie: u.cookie, ...json(body) }),
  });
  const lastAudit = async (action: string) => {
    const page = await (await as(admin).get(`/api/admin/logs?acao=${action}&porPagina=1`)).json();
    return page.itens[0];
  };

  it('lists users with status, credits and dates; searches and paginates', async () => {
    await t.signUp({ name: 'Bruno Busca', email: 'bruno.busca@contabil.com.br', company: 'Contábil Busca_100%' });
    for (let i = 0; i < 3; i++) await t.signUp({ company: 'Paginação Ltda' });
    const found = await (await as(admin).get('/api/admin/usuarios?busca=BRUNO')).json();
    expect(found.total).toBe(1);
    expect(found.itens[0]).toMatchObject({ name: 'Bruno Busca', company: 'Contábil Busca_100%', status: 'ativo', role: 'user', credits: 10, accessExpiresAt: null });
    expect(found.itens[0].lastLoginAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    // % and _ are literal characters, not wildcards.
    expect((await (await as(admin).get('/api/admin/usuarios?busca=' + encodeURIComponent('_100%'))).json()).total).toBe(1);
    expect((await (await as(admin).get('/api/admin/usuarios?busca=' + encodeURIComponent('a%b'))).json()).total).toBe(0);
    const p1 = await (await as(admin).get('/api/admin/usuarios?busca=Pagina&porPagina=2&pagina=1')).json();
    const p2 = await (await as(admin).get('/api/admin/usuarios?busca=Pagina&porPagina=2&pagina=2')).json();
    expect(p1.total).toBe(3);
    expect(p1.itens).toHaveLength(2);
    expect(p2.itens).toHaveLength(1);
    expect(new Set([...p1.itens, ...p2.itens].map((u: { id: string }) => u.id)).size).toBe(3);
    const bad = await as(admin).get('/api/admin/usuarios?pagina=0');
    expect(bad.status).toBe(400);
  });

  it('edits name, company, role and expiry, and records before/after', async () => {
    const u = await t.signUp({ name: 'Carla', company: 'Antiga' });
    const res = await as(admin).patch(`/api/admin/usuarios/${u.id}`, { name: 'Carla Souza', company: 'Nova Contábil', role: 'user', accessExpiresOn: '2030-12-31' });
    expect(res.status).toBe(200);
    const row = await res.json();
    expect(row).toMatchObject({ name: 'Carla Souza', company: 'Nova Contábil', status: 'ativo' });
    // The last day counts whole, in Brasília (UTC-3).
    expect(row.accessExpiresAt).toBe('2031-01-01T02:59:59.999Z');
    const audit = await lastAudit('admin_usuario_editado');
    expect(audit.userEmail).toBe('admin@apura.test');
    expect(audit.before).toMatchObject({ userId: u.id, name: 'Carla', company: 'Antiga', accessExpiresOn: null });
    expect(audit.after).toMatchObject({ userId: u.id, name: 'Carla Souza', company: 'Nova Contábil', accessExpiresOn: '2030-12-31' });
    const invalid = await as(admin).patch(`/api/admin/usuarios/${u.id}`, { name: '', company: '', role: 'user', accessExpiresOn: null });
    expect(invalid.status).toBe(400);
    expect((await invalid.json()).erro).toContain('Informe o nome');
  });

  it('an expired user can sign in but is shown as expired', async () => {
    const u = await t.signUp();
    await as(admin).patch(`/api/admin/usuarios/${u.id}`, { name: 'Expirado', company: '', role: 'user', accessExpiresOn: '2020-01-31' });
    const signIn = await t.signIn(u.email, u.password);
    expect(signIn.status).toBe(200);
    const me = await (await t.fetch('/api/me', { cookie: u.cookie })).json();
    expect(me.accessExpired).toBe(true);
    const row = await (await as(admin).get(`/api/admin/usuarios/${u.id}`)).json();
    expect(row.status).toBe('expirado');
    expect((await (await as(admin).get('/api/admin/usuarios?status=expirado')).json()).itens.map((x: { id: string }) => x.id)).toContain(u.id);
  });

  it('blocking ends open sessions at once and refuses sign-in; activating restores it', async () => {
    const u = await t.signUp();
    expect((await t.fetch('/api/me', { cookie: u.cookie })).status).toBe(200);
    const blocked = await as(admin).post(`/api/admin/usuarios/${u.id}/bloquear`);
    expect(blocked.status).toBe(200);
    expect((await blocked.json()).status).toBe('bloqueado');
    expect((await t.fetch('/api/me', { cookie: u.cookie })).status).toBe(401);
    const refused = await t.signIn(u.email, u.password);
    expect(refused.status).toBe(403);
    expect((await refused.json()).message).toBe('Sua conta está bloqueada. Fale com o administrador do escritório.');
    expect((await lastAudit('admin_usuario_bloqueado')).after).toEqual({ userId: u.id, status: 'bloqueado' });

    const activated = await as(admin).post(`/api/admin/usuarios/${u.id}/ativar`);
    expect((await activated.json()).status).toBe('ativo');
    expect((await t.signIn(u.email, u.password)).status).toBe(200);
    expect((await lastAudit('admin_usuario_ativado')).before).toEqual({ userId: u.id, status: 'bloqueado' });
  });

  it('an admin cannot block themselves nor remove their own admin role', async () => {
    const self = await as(admin).post(`/api/admin/usuarios/${admin.id}/bloquear`);
    expect(self.status).toBe(400);
    expect((await self.json()).erro).toBe('Você não pode bloquear a sua própria conta.');
    const demote = await as(admin).patch(`/api/admin/usuarios/${admin.id}`, { name: 'Ana Admin', company: '', role: 'user', accessExpiresOn: null });
    expect(demote.status).toBe(400);
    expect((await demote.json()).erro).toBe('Você não pode remover o seu próprio perfil de administrador.');
    const me = await (await t.fetch('/api/me', { cookie: admin.cookie })).json();
    expect(me.role).toBe('admin');
  });

  it('promoting another user to admin gives them the admin API', async () => {
    const u = await t.signUp();
    expect((await as(u).get('/api/admin/usuarios')).status).toBe(403);
    await as(admin).patch(`/api/admin/usuarios/${u.id}`, { name: 'Novo Admin', company: '', role: 'admin', accessExpiresOn: null });
    expect((await as(u).get('/api/admin/usuarios')).status).toBe(200);
  });

  it('granting credits writes the ledger with the reason and changes the balance', async () => {
    const u = await t.signUp();
    const res = await as(admin).post(`/api/admin/usuarios/${u.id}/creditos`, { amount: 25, reason: 'Cortesia de implantação' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ saldo: 35 });
    expect((await (await t.fetch('/api/me', { cookie: u.cookie })).json()).credits).toBe(35);
    const audit = await lastAudit('admin_creditos_concedidos');
    expect(audit.before).toEqual({ userId: u.id, officeId: u.id, saldo: 10 });
    expect(audit.after).toMatchObject({ userId: u.id, saldo: 35, concedidos: 25, motivo: 'Cortesia de implantação' });
    for (const body of [{ amount: 0, reason: 'zero' }, { amount: 2.5, reason: 'fração' }, { amount: 5, reason: '' }]) {
      expect((await as(admin).post(`/api/admin/usuarios/${u.id}/creditos`, body)).status).toBe(400);
    }
    expect((await (await t.fetch('/api/me', { cookie: u.cookie })).json()).credits).toBe(35);
    expect((await as(admin).post('/api/admin/usuarios/nao-existe/creditos', { amount: 1, reason: 'teste' })).status).toBe(404);
  });

  it('inviting creates the account and e-mails a link that sets the password', async () => {
    const res = await as(admin).post('/api/admin/usuarios', { name: 'Diego Convidado', email: 'Diego@Cliente.com.br', company: 'Cliente SA' });
    expect(res.status).toBe(201);
    const row = await res.json();
    expect(row).toMatchObject({ email: 'diego@cliente.com.br', name: 'Diego Convidado', company: 'Cliente SA', role: 'user', lastLoginAt: null });
    const dup = await as(admin).post('/api/admin/usuarios', { name: 'Outro', email: 'diego@cliente.com.br' });
    expect(dup.status).toBe(409);
    const outbox = path.join(t.dataDir, 'outbox');
    const file = readdirSync(outbox).find((f) => f.includes('diego@cliente.com.br'));
    expect(file).toBeDefined();
    const mail = JSON.parse(readFileSync(path.join(outbox, file!), 'utf8'));
    expect(mail.subject).toContain('convite');
    const link = /\/redefinir-senha\?token=([A-Za-z0-9_-]+)/.exec(mail.text);
    expect(link).not.toBeNull();
    // The admin gets the same link back, to hand over by other means.
    expect(row.convite).toMatchObject({ emailEnviado: true, link: expect.stringContaining(`/redefinir-senha?token=${link![1]}`) });
    expect(Date.parse(row.convite.expiraEm) - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
    // Nobody knows the random password the account was created with.
    expect((await t.signIn('diego@cliente.com.br', 'SenhaForte123')).status).toBe(401);
    const set = await t.fetch('/api/auth/reset-password', { method: 'POST', ...json({ token: link![1], newPassword: 'MinhaSenha2026' }) });
    expect(set.status).toBe(200);
    expect((await t.signIn('diego@cliente.com.br', 'MinhaSenha2026')).status).toBe(200);
    // The link works once.
    const again = await t.fetch('/api/auth/reset-password', { method: 'POST', ...json({ token: link![1], newPassword: 'OutraSenha2026' }) });
    expect(again.status).toBe(400);
    expect((await lastAudit('admin_usuario_criado')).after).toMatchObject({ email: 'diego@cliente.com.br', company: 'Cliente SA' });
    const boss = await as(admin).post('/api/admin/usuarios', { name: 'Eva Sócia', email: 'eva@cliente.com.br', role: 'admin', accessExpiresOn: '2030-06-30' });
    expect(await boss.json()).toMatchObject({ role: 'admin', accessExpiresAt: '2030-07-01T02:59:59.999Z' });
  });

  it('when the invitation e-mail fails, the invitation still stands and the admin gets the link to copy', async () => {
    const mailer = t.server.ctx.mailer;
    const send = mailer.send;
    mailer.send = async () => {
      throw new Error('SMTP fora do ar');
    };
    let res: Response;
    try {
      res = await as(admin).post('/api/admin/usuarios', { name: 'Fábio Sem Email', email: 'fabio@cliente.com.br' });
    } finally {
      mailer.send = send;
    }
    expect(res.status).toBe(201);
    const row = await res.json();
    expect(row.convite.emailEnviado).toBe(false);
    const token = new URL(row.convite.link).searchParams.get('token')!;
    expect((await lastAudit('admin_usuario_criado')).after).toMatchObject({ email: 'fabio@cliente.com.br', emailEnviado: false });
    // The audit log keeps who was invited, never the link itself.
    expect(JSON.stringify(await lastAudit('admin_usuario_criado'))).not.toContain(token);
    const set = await t.fetch('/api/auth/reset-password', { method: 'POST', ...json({ token, newPassword: 'SenhaDoFabio2026' }) });
    expect(set.status).toBe(200);
    expect((await t.signIn('fabio@cliente.com.br', 'SenhaDoFabio2026')).status).toBe(200);
  });

  it('a new invitation link replaces the old one until the person signs in', async () => {
    const user = await t.signUp();
    const row = await (await as(admin).post('/api/admin/usuarios', { name: 'Gil Atrasado', email: 'gil@cliente.com.br' })).json();
    const first = new URL(row.convite.link).searchParams.get('token')!;
    const res = await as(admin).post(`/api/admin/usuarios/${row.id}/convite`);
    expect(res.status).toBe(200);
    const { convite } = await res.json();
    expect(convite.emailEnviado).toBe(true);
    const second = new URL(convite.link).searchParams.get('token')!;
    expect(second).not.toBe(first);
    expect((await lastAudit('admin_convite_renovado')).after).toMatchObject({ userId: row.id, email: 'gil@cliente.com.br', emailEnviado: true });
    // Only admins get links; a user asking gets 403 and no link.
    const denied = await as(user).post(`/api/admin/usuarios/${row.id}/convite`);
    expect(denied.status).toBe(403);
    expect(await denied.text()).not.toContain('redefinir-senha');
    const old = await t.fetch('/api/auth/reset-password', { method: 'POST', ...json({ token: first, newPassword: 'SenhaDoGil2026' }) });
    expect(old.status).toBe(400);
    const set = await t.fetch('/api/auth/reset-password', { method: 'POST', ...json({ token: second, newPassword: 'SenhaDoGil2026' }) });
    expect(set.status).toBe(200);
    expect((await t.signIn('gil@cliente.com.br', 'SenhaDoGil2026')).status).toBe(200);
    const used = await as(admin).post(`/api/admin/usuarios/${row.id}/convite`);
    expect(used.status).toBe(409);
    expect((await used.json()).erro).toContain('Esqueci minha senha');
    expect((await as(admin).post('/api/admin/usuarios/nao-existe/convite')).status).toBe(404);
  });

  it('exports the list as .xlsx and .csv with formula-looking text escaped', async () => {
    await t.signUp({ name: '=HYPERLINK("http://x")', company: '+Empresa Perigosa' });
    const csv = await as(admin).get('/api/admin/usuarios/exportar?formato=csv&busca=Perigosa');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.headers.get('content-disposition')).toMatch(/attachment; filename="usuarios-\d{4}-\d\d-\d\d\.csv"/);
    const text = await csv.text();
    const lines = text.replace(/^\ufeff/, '').trim().split('\r\n');
    expect(lines[0]).toBe('Nome;E-mail;Empresa;Perfil;Status;Créditos;Último acesso;Expira em;Criado em');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(lines[1]).toContain("'+Empresa Perigosa");
    expect(lines[1]).toMatch(/;Ativo;10;\d\d\/\d\d\/\d{4} \d\d:\d\d;;/);

    const xlsx = await as(admin).get('/api/admin/usuarios/exportar?formato=xlsx&busca=Perigosa');
    expect(xlsx.status).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(Buffer.from(await xlsx.arrayBuffer()) as unknown as ExcelJS.Buffer);
    const ws = wb.worksheets[0]!;
    expect(ws.name).toBe('Usuários');
    expect(ws.getRow(1).getCell(1).value).toBe('Nome');
    expect(ws.getRow(2).getCell(1).value).toBe(`'=HYPERLINK("http://x")`);
    expect(ws.getRow(2).getCell(6).value).toBe(10);
    expect(ws.rowCount).toBe(2);
    expect((await lastAudit('admin_usuarios_exportados')).details).toContain('xlsx');
  });
});
