import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadEnv } from '../../../src/server/env';
import { startServer, type RunningServer } from '../../../src/server/start-server';

export interface TestServer {
  server: RunningServer;
  url: string;
  dataDir: string;
  /**
   * Signs up a fresh user and returns its session cookie header. Sign-up itself never signs in
   * (ADR 009): by default the user opens the verification link from the outbox, as a real
   * one would; `verified: false` signs in with the password instead and leaves the e-mail unverified.
   */
  signUp(opts?: { email?: string; password?: string; name?: string; company?: string; verified?: boolean }): Promise<TestUser>;
  /** Outbox e-mails sent to `to`, oldest first. */
  mailsTo(to: string): OutboxMail[];
  /** Opens the newest verification link sent to `email`; returns the redirect response (its cookie signs in). */
  openVerificationLink(email: string): Promise<Response>;
  signIn(email: string, password: string): Promise<Response>;
  fetch(pathname: string, init?: RequestInit & { cookie?: string }): Promise<Response>;
  stop(): Promise<void>;
}

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
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
  const mailsTo = (to: string): OutboxMail[] => {
    const dir = path.join(dataDir, 'outbox');
    let files: string[] = [];
    try {
      files = readdirSync(dir).filter((f) => f.endsWith('.json'));
    } catch {
      return [];
    }
    return files
      .map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as OutboxMail)
      .filter((m) => m.to.toLowerCase() === to.toLowerCase())
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  };
  const openVerificationLink = async (email: string): Promise<Response> => {
    // The mailer writes before the sign-up answers; a short bounded wait covers slow disks.
    for (let i = 0; i < 50; i++) {
      const mail = mailsTo(email).filter((m) => m.subject.includes('confirme seu e-mail')).at(-1);
      const link = mail?.text.match(/https?:\/\/\S+\/api\/auth\/verify-email\S+/)?.[0];
      if (link) {
        const u = new URL(link);
        return doFetch(u.pathname + u.search, { redirect: 'manual' });
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`nenhum e-mail de verificação para ${email}`);
  };
  return {
    server,
    url,
    dataDir,
    fetch: doFetch,
    signIn,
    mailsTo,
    openVerificationLink,
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
      const signedIn = u.verified === false ? await signIn(email, password) : await openVerificationLink(email);
      const cookie = cookieHeader(signedIn);
      if (!cookie.includes('session_token')) throw new Error(`sem sessão após o cadastro de ${email}: ${signedIn.status}`);
      const me = await doFetch('/api/me', { cookie });
      if (!me.ok) throw new Error(`/api/me falhou após o cadastro: ${me.status}`);
      const body = (await me.json()) as { id: string };
      return { id: body.id, email, password, cookie };
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
