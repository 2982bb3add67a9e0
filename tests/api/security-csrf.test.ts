import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadForm, xlsxBuffer } from './support/check-client';
import { startTestServer, type TestServer, type TestUser } from './support/test-server';

// Issue 16: a page on another origin of the same site (another port or subdomain) could upload a
// file (debiting credits) or block a user with the victim's cookie. Every state-changing /api
// request now needs Origin (or, without it, Sec-Fetch-Site: same-origin) equal to the app's.
describe('CSRF: Origin / Sec-Fetch-Site checked on every state-changing /api route', () => {
  let t: TestServer;
  let admin: TestUser;
  let victim: TestUser;
  const APP_URL = 'https://apura.escritorio.test';
  beforeAll(async () => {
    t = await startTestServer({ env: { ADMIN_EMAILS: 'chefe@csrf.test', APP_URL } });
    await t.server.ctx.tables.ready();
    admin = await t.signUp({ email: 'chefe@csrf.test' });
    victim = await t.signUp();
  });
  afterAll(async () => t?.stop());

  const own = () => new URL(t.url).origin;
  const credits = async (u: TestUser) => (await (await t.fetch('/api/me', { cookie: u.cookie })).json()).credits as number;
  const profile = (u: TestUser, headers: Record<string, string>) =>
    t.fetch('/api/profile', { method: 'PATCH', cookie: u.cookie, headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ name: 'Nome Forjado' }) });

  async function expectRefused(res: Response) {
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({
      erro: 'Requisição recusada: ela não veio do site do Apura. Recarregue a página e tente novamente.',
      codigo: 'ORIGEM_RECUSADA',
    });
  }

  it.each([
    ['another port of the same host', (o: string) => o.replace(/:(\d+)$/, ':1')],
    ['another subdomain', () => 'https://evil.escritorio.test'],
    ['the APP_URL host over http (scheme differs)', () => 'http://apura.escritorio.test'],
    ['a "null" origin (sandboxed frame, file://)', () => 'null'],
  ])('refuses Origin from %s, in pt-BR, and nothing changes', async (_label, make) => {
    await expectRefused(await profile(victim, { origin: make(own()) }));
    const me = await (await t.fetch('/api/me', { cookie: victim.cookie })).json();
    expect(me.name).not.toBe('Nome Forjado');
  });

  it('accepts the app origin (APP_URL) and the origin the request was addressed to', async () => {
    expect((await profile(victim, { origin: APP_URL })).status).toBe(200);
    expect((await profile(victim, { origin: own() })).status).toBe(200);
  });

  it('a forged upload is refused before any debit', async () => {
    const before = await credits(victim);
    const sheet = await xlsxBuffer(['Código', 'Descrição', 'NCM'], [['1', 'NOTEBOOK', '84713012']]);
    const res = await t.fetch('/api/ncm/enfileirar', { method: 'POST', cookie: victim.cookie, headers: { origin: 'https://evil.escritorio.test' }, body: uploadForm(sheet, 'p.xlsx') });
    await expectRefused(res);
    expect(await credits(victim)).toBe(before);
  });

  it("a forged admin 'bloquear' is refused and the user stays active", async () => {
    const res = await t.fetch(`/api/admin/usuarios/${victim.id}/bloquear`, { method: 'POST', cookie: admin.cookie, headers: { origin: own().replace(/:(\d+)$/, ':1'), 'content-type': 'application/json' }, body: '{}' });
    await expectRefused(res);
    expect((await t.fetch('/api/me', { cookie: victim.cookie })).status).toBe(200);
  });

  it('without Origin, Sec-Fetch-Site decides: same-origin passes, same-site and cross-site do not', async () => {
    const noOrigin = (site: string) => profile(victim, { origin: '', 'sec-fetch-site': site });
    // The test client always adds Origin unless told otherwise; an empty one counts as absent.
    expect((await noOrigin('same-origin')).status).toBe(200);
    await expectRefused(await noOrigin('same-site'));
    await expectRefused(await noOrigin('cross-site'));
  });

  it('a cookie-bearing request with neither header is refused; one without a cookie is not judged here', async () => {
    await expectRefused(await profile(victim, { origin: '' }));
    // No cookie: nothing ambient to abuse, so the route's own authorisation answers (401).
    const anon = await t.fetch('/api/profile', { method: 'PATCH', headers: { origin: '', 'content-type': 'application/json' }, body: '{}' });
    expect(anon.status).toBe(401);
  });

  it('GET requests are never refused for their origin', async () => {
    expect((await t.fetch('/api/me', { cookie: victim.cookie, headers: { origin: 'https://evil.escritorio.test' } })).status).toBe(200);
  });

  it('an API token is exempt on the routes that accept one (CLI, integrations)', async () => {
    const created = await (await t.fetch('/api/tokens', { method: 'POST', cookie: victim.cookie, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ nome: 'cli' }) })).json();
    const sheet = await xlsxBuffer(['Código', 'Descrição', 'NCM'], [['1', 'NOTEBOOK', '84713012']]);
    const res = await t.fetch('/api/ncm/enfileirar', { method: 'POST', headers: { origin: '', authorization: `Bearer ${created.token}` }, body: uploadForm(sheet, 'p.xlsx') });
    expect(res.status).toBe(202);
    // A token on a route that does not take tokens exempts nothing: the cookie would be used.
    await expectRefused(await profile(victim, { origin: 'https://evil.escritorio.test', authorization: `Bearer ${created.token}` }));
  });

  it("better-auth's own routes are covered too (sign-out, sign-in, sign-up)", async () => {
    const evil = { origin: 'https://evil.escritorio.test', 'content-type': 'application/json' };
    await expectRefused(await t.fetch('/api/auth/sign-out', { method: 'POST', cookie: victim.cookie, headers: evil, body: '{}' }));
    expect((await t.fetch('/api/me', { cookie: victim.cookie })).status).toBe(200);
    await expectRefused(await t.fetch('/api/auth/sign-in/email', { method: 'POST', headers: evil, body: JSON.stringify({ email: victim.email, password: victim.password }) }));
    await expectRefused(await t.fetch('/api/auth/sign-up/email', { method: 'POST', headers: evil, body: JSON.stringify({ email: 'x@csrf.test', password: 'SenhaForte123', name: 'X' }) }));
  });
});
