import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { REPO_ROOT } from '../../../src/server/env';

/**
 * The app as an operator runs it: `node --import tsx src/server/main.ts` (what `npm start` execs), in its
 * own process, so tests can kill -9 it or its engine child. Talks to 127.0.0.1 only.
 */
export interface AppProcess {
  proc: ChildProcess;
  url: string;
  /** pid of the check engine child (`--role engine --para verificacoes`) once it is up. */
  enginePid(): number | null;
  fetch(pathname: string, init?: RequestInit & { cookie?: string }): Promise<Response>;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const addr = s.address();
      s.close(() => resolve(typeof addr === 'object' && addr ? addr.port : 0));
    });
  });
}

/** Children of a process with their command lines (Linux procps `ps`). */
export function childProcesses(pid: number): { pid: number; args: string }[] {
  try {
    return execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(pid)], { encoding: 'utf8' })
      .split('\n')
      .map((l) => l.trim().match(/^(\d+)\s+(.*)$/))
      .filter((m): m is RegExpMatchArray => m !== null)
      .map((m) => ({ pid: Number(m[1]), args: m[2]! }));
  } catch {
    return [];
  }
}

/** The engine child of `pid` for `purpose` ('verificacoes' runs checks, 'envios' preflights uploads). */
export function enginePidOf(pid: number, purpose: 'verificacoes' | 'envios'): number | null {
  return childProcesses(pid).find((c) => c.args.includes('--role engine') && c.args.includes(`--para ${purpose}`))?.pid ?? null;
}

export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Starts the app and waits until it is up: /api/health answers and its engine child runs (`waitForEngine`,
 * default true). A `--role worker` process has no HTTP: pass `probe` (a web process) and it is up once
 * that process's /api/health counts a live worker.
 */
export async function startAppProcess(opts: {
  dataDir: string;
  port: number;
  env?: Record<string, string>;
  args?: string[];
  waitForEngine?: boolean;
  probe?: AppProcess;
  /** File descriptor for the app's stdout and stderr (e.g. a log file); default: this process's. */
  logFd?: number;
}): Promise<AppProcess> {
  const url = `http://127.0.0.1:${opts.port}`;
  const proc = spawn(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'src/server/main.ts'), ...(opts.args ?? [])], {
    cwd: REPO_ROOT,
    env: { ...process.env, PORT: String(opts.port), HOST: '127.0.0.1', DATA_DIR: opts.dataDir, APP_URL: url, LOG_LEVEL: 'warn', AUTH_RATE_LIMIT_MAX: '1000', ...opts.env },
    stdio: ['ignore', opts.logFd ?? 'inherit', opts.logFd ?? 'inherit'],
  });
  const doFetch = (pathname: string, init: RequestInit & { cookie?: string } = {}) => {
    const headers = new Headers(init.headers);
    if (init.cookie) headers.set('cookie', init.cookie);
    if (!headers.has('origin')) headers.set('origin', url);
    return fetch(url + pathname, { ...init, headers });
  };
  const app: AppProcess = {
    proc,
    url,
    enginePid: () => (proc.pid ? enginePidOf(proc.pid, 'verificacoes') : null),
    fetch: doFetch,
    async stop() {
      if (proc.exitCode !== null || proc.signalCode !== null) return;
      const exited = new Promise((r) => proc.once('exit', r));
      proc.kill('SIGTERM');
      const timer = setTimeout(() => proc.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
  const waitForEngine = opts.waitForEngine ?? true;
  const up = async () => {
    if (opts.probe) {
      const body = (await opts.probe.fetch('/api/health').then((r) => r.json(), () => null)) as { workers?: { ativos: number } } | null;
      return (body?.workers?.ativos ?? 0) > 0 && app.enginePid() !== null;
    }
    const ok = await doFetch('/api/health').then((r) => r.status > 0, () => false);
    return ok && (!waitForEngine || app.enginePid() !== null);
  };
  for (let i = 0; i < 1200; i++) {
    if (proc.exitCode !== null) throw new Error(`o app terminou ao iniciar (código ${proc.exitCode})`);
    if (await up()) return app;
    await new Promise((r) => setTimeout(r, 250));
  }
  await app.stop();
  throw new Error('o app não respondeu em /api/health em 300 s');
}

/** Signs up through HTTP, signs in, and returns the session cookie. */
export async function signUpOn(app: AppProcess, email: string): Promise<string> {
  const res = await app.fetch('/api/auth/sign-up/email', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'SenhaForte123', name: 'Usuária Teste', company: 'Escritório Teste' }),
  });
  if (!res.ok) throw new Error(`sign-up falhou: ${res.status} ${await res.text()}`);
  // Sign-up gives no session (ADR 009: it must not reveal whether the e-mail had an account); password
  // sign-in does not need the e-mail confirmed, so the tests sign in as a user would.
  const signIn = await app.fetch('/api/auth/sign-in/email', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'SenhaForte123' }),
  });
  if (!signIn.ok) throw new Error(`login falhou após o cadastro: ${signIn.status} ${await signIn.text()}`);
  return signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}
