import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, postgresAvailable } from './support/postgres';
import { startTestServer, type TestServer } from './support/test-server';

const json = (body: unknown, headers: Record<string, string> = {}) => ({ method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
const badLogin = (t: TestServer, headers: Record<string, string> = {}) => t.fetch('/api/auth/sign-in/email', json({ email: 'ninguem@limite.test', password: 'SenhaErrada1' }, headers));

// Issue 16: the login limit was kept in memory per process and ignored proxies. It now lives in
// the database (one atomic upsert), so every instance counts into the same window.
describe.runIf(await postgresAvailable())('auth rate limit shared by two app instances on one PostgreSQL database', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    db = await createTestDatabase();
    a = await startTestServer({ databaseUrl: db.url, env: { AUTH_RATE_LIMIT_MAX: '4' } });
    b = await startTestServer({ databaseUrl: db.url, env: { AUTH_RATE_LIMIT_MAX: '4' } });
  });
  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    await db?.drop();
  });

  it('4 sign-in attempts a minute per address in total, whichever instance answers', async () => {
    const statuses: number[] = [];
    for (const t of [a, b, a, b, a, b]) statuses.push((await badLogin(t)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
    const refused = await badLogin(a);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await refused.json()).toEqual({ erro: 'Muitas tentativas. Aguarde um minuto e tente novamente.', codigo: 'LIMITE' });
  });

  it('20 concurrent attempts on both instances: exactly 4 get through (atomic upsert)', async () => {
    // A different bucket (sign-up) so the previous test's window does not interfere.
    const tries = Array.from({ length: 20 }, (_, i) => (i % 2 ? a : b).fetch('/api/auth/sign-up/email', json({ email: `c${i}.${Date.now()}@limite.test`, password: 'curta', name: 'X' })));
    const statuses = (await Promise.all(tries)).map((r) => r.status);
    expect(statuses.filter((s) => s !== 429)).toHaveLength(4);
    expect(statuses.filter((s) => s === 429)).toHaveLength(16);
  });
});

describe('TRUST_PROXY decides whether X-Forwarded-For names the client', () => {
  let plain: TestServer;
  let proxied: TestServer;
  beforeAll(async () => {
    plain = await startTestServer({ env: { AUTH_RATE_LIMIT_MAX: '2' } });
    proxied = await startTestServer({ env: { AUTH_RATE_LIMIT_MAX: '2', TRUST_PROXY: 'loopback' } });
  });
  afterAll(async () => {
    await plain?.stop();
    await proxied?.stop();
  });

  it('without TRUST_PROXY a client cannot escape the limit by inventing X-Forwarded-For', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await badLogin(plain, { 'x-forwarded-for': `198.51.100.${i}` })).status);
    expect(statuses).toEqual([401, 401, 429, 429]);
  });

  it('behind a trusted proxy each forwarded client has its own count', async () => {
    const one = [];
    for (let i = 0; i < 3; i++) one.push((await badLogin(proxied, { 'x-forwarded-for': '203.0.113.7' })).status);
    expect(one).toEqual([401, 401, 429]);
    expect((await badLogin(proxied, { 'x-forwarded-for': '203.0.113.8' })).status).toBe(401);
  });
});
