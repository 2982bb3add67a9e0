import { closeSync, mkdirSync, openSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../../src/server/db/client';
import { freePort, startAppProcess, type AppProcess } from '../../tests/api/support/app-process';
import { seedHistory } from './seed';

/**
 * The real app (`node --import tsx src/server/main.ts`, as `npm start` runs it) with a verified user
 * who has a finished NCM check run through the real pipeline and a seeded history. Logs go to a file
 * in `dir`, at the app's default level unless CARGA_LOG_LEVEL says otherwise.
 */
export interface AppUnderLoad {
  app: AppProcess;
  cookie: string;
  checkId: string;
  /** The app process and, with PostgreSQL, the backends serving its database. */
  serverPids(): Promise<number[]>;
  stop(): Promise<void>;
}

const HISTORY = { checksPerUser: 200, otherUsers: 9 };

export async function startAppUnderLoad(dir: string, databaseUrl: string | null, say: (m: string) => void): Promise<AppUnderLoad> {
  const dataDir = path.join(dir, 'data');
  mkdirSync(dataDir, { recursive: true });
  const logFd = openSync(path.join(dir, 'app.log'), 'a');
  const env: Record<string, string> = {
    NODE_ENV: 'production',
    LOG_LEVEL: process.env.CARGA_LOG_LEVEL ?? 'info',
    // The production default: the signed-in GETs measured here must never meet the sign-in limiter.
    AUTH_RATE_LIMIT_MAX: '10',
    DATABASE_URL: databaseUrl ?? '',
    SMTP_HOST: '',
    GOOGLE_CLIENT_ID: '',
    GOOGLE_CLIENT_SECRET: '',
  };
  const port = await freePort();
  const start = () => startAppProcess({ dataDir, port, env, logFd });
  let app: AppProcess | null = null;
  let monitor: pg.Client | null = null;
  const stop = async () => {
    await app?.stop();
    await monitor?.end().catch(() => undefined);
    closeSync(logFd);
  };
  try {
    app = await start();
    const cookie = await verifiedUser(app, dataDir, `carga-${Date.now()}@teste.com.br`);
    const me = (await (await app.fetch('/api/me', { cookie })).json()) as { id: string };
    await tablesReady(app, cookie);
    const checkId = await finishedNcmCheck(app, cookie);
    say(`usuário ${me.id} com uma verificação NCM concluída (${checkId}); semeando o histórico com o app parado…`);

    await app.stop();
    const database = await openDatabase({ databaseUrl: databaseUrl ?? undefined, pgliteDir: path.join(dataDir, 'db') });
    try {
      await seedHistory(database.db, { userId: me.id, finishedCheckId: checkId, ...HISTORY });
    } finally {
      await database.close();
    }
    app = await start();
    await tablesReady(app, cookie);
    const again = await app.fetch('/api/me', { cookie });
    if (again.status !== 200) throw new Error(`a sessão não sobreviveu ao reinício do app (HTTP ${again.status})`);
    say(`histórico: ${HISTORY.checksPerUser} verificações por usuário, ${HISTORY.otherUsers + 1} usuários, com lançamentos de crédito e atividades`);

    if (databaseUrl) {
      monitor = new pg.Client({ connectionString: databaseUrl });
      await monitor.connect();
    }
    const running = app;
    return {
      app: running,
      cookie,
      checkId,
      async serverPids() {
        const pids = running.proc.pid ? [running.proc.pid] : [];
        if (!monitor) return pids;
        const { rows } = await monitor.query<{ pid: number }>('select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()');
        return [...pids, ...rows.map((r) => r.pid)];
      },
      stop,
    };
  } catch (err) {
    await stop();
    throw err;
  }
}

/** Signs up and opens the e-mailed confirmation link (ADR 009), which signs in: a verified user. */
async function verifiedUser(app: AppProcess, dataDir: string, email: string): Promise<string> {
  const res = await app.fetch('/api/auth/sign-up/email', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'SenhaForte123', name: 'Contadora Carga', company: 'Escritório Carga' }),
  });
  if (!res.ok) throw new Error(`cadastro falhou: HTTP ${res.status} ${await res.text()}`);
  const outbox = path.join(dataDir, 'outbox');
  for (let i = 0; i < 100; i++) {
    const files = readdirSync(outbox, { withFileTypes: true }).filter((f) => f.name.endsWith('.json'));
    for (const f of files) {
      const mail = JSON.parse(readFileSync(path.join(outbox, f.name), 'utf8')) as { to: string; text: string };
      const link = mail.to === email ? mail.text.match(/https?:\/\/\S+\/api\/auth\/verify-email\S+/)?.[0] : undefined;
      if (!link) continue;
      const u = new URL(link);
      const opened = await app.fetch(u.pathname + u.search, { redirect: 'manual' });
      const cookie = opened.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
      if (!cookie.includes('session_token')) throw new Error(`o link de confirmação não abriu sessão (HTTP ${opened.status})`);
      return cookie;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`nenhum e-mail de confirmação para ${email} em ${outbox}`);
}

async function tablesReady(app: AppProcess, cookie: string): Promise<void> {
  for (let i = 0; i < 600; i++) {
    const t = (await (await app.fetch('/api/ncm/tabelas', { cookie })).json().catch(() => ({}))) as { status?: string; message?: string };
    if (t.status === 'ok') return;
    if (t.status === 'indisponivel') throw new Error(`tabelas de referência indisponíveis (${t.message}); defina TABLES_DIR`);
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('as tabelas de referência não carregaram em 5 minutos');
}

/** A real NCM check of a 3,000-row product list (one finding on most rows), uploaded and run as a user would. */
async function finishedNcmCheck(app: AppProcess, cookie: string): Promise<string> {
  const lines = ['Código;Descrição;NCM'];
  for (let i = 0; i < 3000; i++) lines.push(`P${i};PRODUTO ${i};${i % 3 ? '84713012' : '22030000'}`);
  const fd = new FormData();
  fd.append('usuario', new Blob([lines.join('\n')]), 'produtos_filial_01.csv');
  fd.append('data', '01/03/2026');
  const res = await app.fetch('/api/ncm/enfileirar', { method: 'POST', cookie, body: fd });
  if (res.status !== 202) throw new Error(`envio da verificação NCM falhou: HTTP ${res.status} ${await res.text()}`);
  const { task_id: id } = (await res.json()) as { task_id: string };
  for (let i = 0; i < 600; i++) {
    const s = (await (await app.fetch(`/api/ncm/tarefas/${id}?resumo=1`, { cookie })).json()) as { status: string; error_message: string | null };
    if (s.status === 'concluido') return id;
    if (s.status === 'erro') throw new Error(`a verificação NCM falhou: ${s.error_message}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('a verificação NCM não terminou em 150 s');
}
