import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, type TestUser } from './support/test-server';

const json = (body: unknown) => ({ headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('admin modules, site settings, reference tables and the audit log', () => {
  let t: TestServer;
  let admin: TestUser;
  let user: TestUser;
  beforeAll(async () => {
    t = await startTestServer({ env: { ADMIN_EMAILS: 'admin@apura.test' } });
    admin = await t.signUp({ email: 'admin@apura.test', name: 'Ana Admin' });
    user = await t.signUp({ name: 'Beto Usuário' });
  });
  afterAll(async () => t?.stop());

  const get = (p: string, u: TestUser = admin) => t.fetch(p, { cookie: u.cookie });
  const send = (method: string, p: string, body: unknown, u: TestUser = admin) => t.fetch(p, { method, cookie: u.cookie, ...json(body) });
  const userModules = async () => ((await (await get('/api/modules', user)).json()) as { id: string }[]).map((m) => m.id);

  it('lists the seeded modules, inactive ones included', async () => {
    const mods = await (await get('/api/admin/modulos')).json();
    expect(mods.map((m: { id: string }) => m.id).sort()).toEqual(['analista-pro', 'escrituracao', 'ncm', 'pis-cofins', 'reforma']);
    expect(mods[0]).toMatchObject({ status: 'active', version: '1.0.0' });
    expect(mods[0].updatedAt).toMatch(/^\d{4}-/);
  });

  it('deactivating a module hides it from users and makes its access route answer 403', async () => {
    expect(await userModules()).toContain('ncm');
    expect((await t.fetch('/api/modules/ncm/acesso', { method: 'POST', cookie: user.cookie })).status).toBe(204);
    const res = await send('PATCH', '/api/admin/modulos/ncm', { name: 'NCM', description: 'Conferência de NCM', status: 'inactive' });
    expect(res.status).toBe(200);
    expect(await userModules()).not.toContain('ncm');
    const refused = await t.fetch('/api/modules/ncm/acesso', { method: 'POST', cookie: user.cookie });
    expect(refused.status).toBe(403);
    expect((await refused.json()).erro).toBe('Módulo indisponível');
    const audit = (await (await get('/api/admin/logs?acao=admin_modulo_editado')).json()).itens[0];
    expect(audit).toMatchObject({ module: 'ncm', before: { status: 'active' }, after: { status: 'inactive', description: 'Conferência de NCM' } });
    // Still listed for the admin, so it can be turned back on.
    expect((await (await get('/api/admin/modulos')).json()).find((m: { id: string }) => m.id === 'ncm').status).toBe('inactive');
    await send('PATCH', '/api/admin/modulos/ncm', { name: 'NCM', description: 'Conferência de NCM', status: 'active' });
    expect(await userModules()).toContain('ncm');
  });

  it('records a module visit once per half hour', async () => {
    await t.fetch('/api/modules/pis-cofins/acesso', { method: 'POST', cookie: user.cookie });
    await t.fetch('/api/modules/pis-cofins/acesso', { method: 'POST', cookie: user.cookie });
    const page = await (await get(`/api/admin/logs?acao=acesso_modulo&modulo=pis-cofins&usuario=${user.id}`)).json();
    expect(page.total).toBe(1);
    expect(page.itens[0]).toMatchObject({ userName: 'Beto Usuário', actionLabel: 'Acesso a módulo', details: 'Acessou o módulo PIS/COFINS' });
  });

  it('bumps a version with a note, refuses a lower one, and keeps the history', async () => {
    const ok = await send('POST', '/api/admin/modulos/pis-cofins/versoes', { version: '1.10.0', note: 'Regras de monofásicos revistas' });
    expect(ok.status).toBe(200);
    expect((await ok.json()).version).toBe('1.10.0');
    const lower = await send('POST', '/api/admin/modulos/pis-cofins/versoes', { version: '1.9.9', note: 'Versão antiga' });
    expect(lower.status).toBe(400);
    expect((await lower.json()).erro).toBe('A nova versão deve ser maior que a atual (1.10.0).');
    expect((await send('POST', '/api/admin/modulos/pis-cofins/versoes', { version: 'v2', note: 'xyz' })).status).toBe(400);
    const history = await (await get('/api/admin/modulos/pis-cofins/versoes')).json();
    expect(history.map((v: { version: string }) => v.version)).toEqual(['1.10.0', '1.0.0']);
    expect(history[0].note).toBe('Regras de monofásicos revistas');
    expect((await get('/api/admin/modulos/nao-existe/versoes')).status).toBe(404);
  });

  it('adds a new module (metadata only) and refuses a duplicate id', async () => {
    const res = await send('POST', '/api/admin/modulos', { id: 'folha', name: 'Folha de pagamento', description: 'Conferência de eventos da folha' });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ id: 'folha', status: 'development', version: '0.1.0' });
    expect((await send('POST', '/api/admin/modulos', { id: 'folha', name: 'Outra' })).status).toBe(409);
    expect((await send('POST', '/api/admin/modulos', { id: 'Com Espaço', name: 'x' })).status).toBe(400);
    expect(await userModules()).toContain('folha');
  });

  it('edits the site settings the public footer reads', async () => {
    const current = await (await get('/api/admin/site')).json();
    const next = { ...current, whatsappUrl: 'https://wa.me/5511988887777', phone: '(11) 98888-7777' };
    const res = await send('PUT', '/api/admin/site', next);
    expect(res.status).toBe(200);
    const pub = await (await t.fetch('/api/public/site')).json();
    expect(pub).toMatchObject({ whatsappUrl: 'https://wa.me/5511988887777', phone: '(11) 98888-7777' });
    const bad = await send('PUT', '/api/admin/site', { ...next, whatsappUrl: 'não é url' });
    expect(bad.status).toBe(400);
    expect((await bad.json()).erro).toContain('URL inválida');
    const audit = (await (await get('/api/admin/logs?acao=admin_site_editado')).json()).itens[0];
    expect(audit.details).toBe('Alterou os dados do site: phone, whatsappUrl');
    expect(audit.before.whatsappUrl).toBe(current.whatsappUrl);
    expect(audit.after.whatsappUrl).toBe('https://wa.me/5511988887777');
  });

  it('reports the loaded reference tables with validity and row counts', async () => {
    await t.server.ctx.tables.ready();
    const res = await (await get('/api/admin/tabelas')).json();
    if (res.status === 'ok') {
      expect(res.versions.length).toBeGreaterThan(0);
      for (const v of res.versions) {
        expect(v.validFrom).toMatch(/^\d{4}-\d\d-\d\d$/);
        expect(v.rows).toBeGreaterThan(0);
      }
    } else {
      expect(res.status).toBe('indisponivel');
      expect(res.message).toMatch(/tabela/i);
    }
  });

  it('filters the audit log by user, action and period, newest first, and paginates', async () => {
    const all = await (await get('/api/admin/logs?porPagina=100')).json();
    expect(all.total).toBeGreaterThan(5);
    const times = all.itens.map((l: { createdAt: string }) => l.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const mine = await (await get(`/api/admin/logs?usuario=${encodeURIComponent('beto')}&acao=login`)).json();
    expect(mine.total).toBeGreaterThan(0);
    expect(mine.itens.every((l: { userName: string; action: string }) => l.userName === 'Beto Usuário' && l.action === 'login')).toBe(true);
    expect((await (await get('/api/admin/logs?de=2000-01-01&ate=2000-01-31')).json()).total).toBe(0);
    expect((await get('/api/admin/logs?de=2026-02-01&ate=2026-01-01')).status).toBe(400);
    const p2 = await (await get('/api/admin/logs?porPagina=5&pagina=2')).json();
    expect(p2.itens[0].id).toBe(all.itens[5].id);
    const facets = await (await get('/api/admin/logs/filtros')).json();
    expect(facets.acoes).toContainEqual({ codigo: 'login_falhou', rotulo: 'Falha de login' });
    expect(facets.modulos).toContain('ncm');
  });

  it('exports the filtered log as csv with pt-BR labels and dates', async () => {
    const res = await get('/api/admin/logs/exportar?formato=csv&acao=admin_site_editado');
    expect(res.status).toBe(200);
    const lines = (await res.text()).replace(/^\ufeff/, '').trim().split('\r\n');
    expect(lines[0]).toBe('Data/Hora;Usuário;E-mail;Ação;Código da ação;Módulo;Detalhes;Antes;Depois');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^\d\d\/\d\d\/\d{4} \d\d:\d\d;Ana Admin;admin@apura\.test;Admin: dados do site editados;admin_site_editado;/);
  });

  it('has no API that edits or deletes audit entries', async () => {
    for (const method of ['PUT', 'PATCH', 'DELETE']) {
      const res = await t.fetch('/api/admin/logs/1', { method, cookie: admin.cookie, ...json({}) });
      expect(res.status).toBe(404);
    }
  });
});
