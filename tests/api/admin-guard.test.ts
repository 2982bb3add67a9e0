import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, type TestUser } from './support/test-server';

/**
 * Walks EVERY registered /api/admin route (whoever added it) and proves the server refuses it to
 * anonymous callers (401) and to ordinary users (403). A new admin route that somehow skipped the
 * guard fails here without anyone having to remember to add a test.
 */
describe('admin guard: every /api/admin route is admin-only', () => {
  let t: TestServer;
  let normal: TestUser;
  let admin: TestUser;
  beforeAll(async () => {
    t = await startTestServer({ env: { ADMIN_EMAILS: 'admin@guarda.test' } });
    admin = await t.signUp({ email: 'admin@guarda.test' });
    normal = await t.signUp();
  });
  afterAll(async () => t?.stop());

  const adminRoutes = () => t.server.routes.filter((r) => r.url.startsWith('/api/admin') && r.method !== 'HEAD' && r.method !== 'OPTIONS');
  const concrete = (url: string) => url.replace(/:[A-Za-z_]+/g, 'id-ficticio').replace(/\*/g, 'x');
  const call = (method: string, url: string, cookie?: string) =>
    t.fetch(concrete(url), {
      method,
      cookie,
      ...(method === 'GET' || method === 'DELETE' ? {} : { headers: { 'content-type': 'application/json' }, body: '{}' }),
    });

  it('finds the admin routes (users, modules, logs, site, tables)', () => {
    const urls = new Set(adminRoutes().map((r) => r.url));
    for (const u of ['/api/admin/usuarios', '/api/admin/modulos', '/api/admin/logs', '/api/admin/site', '/api/admin/tabelas']) expect(urls).toContain(u);
    expect(adminRoutes().every((r) => r.auth === 'admin')).toBe(true);
  });

  it('answers 401 to anonymous callers on each route', async () => {
    for (const r of adminRoutes()) {
      const res = await call(r.method, r.url);
      expect(res.status, `${r.method} ${r.url}`).toBe(401);
    }
  });

  it('answers 403 to a signed-in non-admin on each route, in pt-BR', async () => {
    for (const r of adminRoutes()) {
      const res = await call(r.method, r.url, normal.cookie);
      expect(res.status, `${r.method} ${r.url}`).toBe(403);
      expect((await res.json()).erro, `${r.method} ${r.url}`).toMatch(/restrita a administradores/);
    }
  });

  it('lets the admin through (no 401/403 from the guard itself)', async () => {
    for (const r of adminRoutes().filter((x) => x.method === 'GET' && !x.url.includes(':'))) {
      const res = await call(r.method, r.url, admin.cookie);
      expect(res.status, `${r.method} ${r.url}`).toBe(200);
    }
  });

  it('the audit log has no route that edits or deletes entries', () => {
    const writes = t.server.routes.filter((r) => r.url.startsWith('/api/admin/logs') && r.method !== 'GET' && r.method !== 'HEAD');
    expect(writes).toEqual([]);
  });
});
