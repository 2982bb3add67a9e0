import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadEnv } from '../../../src/server/env';
import { startServer, type RunningServer } from '../../../src/server/start-server';

export interface TestServer {
  server: RunningServer;
  url: string;
  dataDir: string;
  /** Signs up a fresh user and returns its session cookie header. */
  signUp(opts?: { email?: string; password?: string; name?: string; company?: string }): Promise<TestUser>;
  signIn(email: string, password: string): Promise<Response>;
  fetch(pathname: string, init?: RequestInit & { cookie?: string }): Promise<Response>;
  stop(): Promise<void>;
}

export interface TestUser {
  id: string;
  email: string;
  password: string;
  cookie: string;
}

let counter = 0;

/**
 * A real server on a free port: PGlite in memory by default, or PostgreSQL when `databaseUrl` is given.
 * Extra env (e.g. ADMIN_EMAILS) can be passed; DATA_DIR is a fresh temp dir removed on stop().
 */
export async function startTestServer(
  opts: { env?: Record<string, string>; databaseUrl?: string; dataDir?: string; inMemoryDb?: boolean; inlineEngine?: boolean } = {},
): Promise<TestServer> {
  const dataDir = opts.dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'apura-test-'));
  const env = loadEnv({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    AUTH_RATE_LIMIT_MAX: '1000',
    ...(opts.databaseUrl ? { DATABASE_URL: opts.databaseUrl } : {}),
    ...opts.env,
  });
  const server = await startServer(env, { inMemoryDb: opts.inMemoryDb ?? !opts.dataDir, inlineEngine: opts.inlineEngine });
  const url = server.url;
  const origin = new URL(url).origin;
  const doFetch = (pathname: string, init: RequestInit & { cookie?: string } = {}) => {
    const headers = new Headers(init.headers);
    if (init.cookie) headers.set('cookie', init.cookie);
    if (!headers.has('origin')) headers.set('origin', origin);
    return fetch(url + pathname, { ...init, headers });
  };
  const signIn = (email: string, password: string) =>
    doFetch('/api/auth/sign-in/email', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
  return {
    server,
    url,
    dataDir,
    fetch: doFetch,
    signIn,
    async signUp(u = {}) {
      counter += 1;
      const email = u.email ?? `usuario${Date.now()}${counter}@teste.com.br`;
      const password = u.password ?? 'SenhaForte123';
      const res = await doFetch('/api/auth/sign-up/email', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password, name: u.name ?? 'Usuária Teste', company: u.company ?? 'Escritório Teste' }),
      });
      if (!res.ok) throw new Error(`sign-up falhou: ${res.status} ${await res.text()}`);
      const body = (await res.json()) as { user: { id: string } };
      return { id: body.user.id, email, password, cookie: cookieHeader(res) };
    },
    async stop() {
      await server.stop();
      if (!opts.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** `name=value; name2=value2` from a response's Set-Cookie headers. */
export function cookieHeader(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}
