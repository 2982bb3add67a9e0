import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestS3 } from '../support/s3-server';
import { alive, enginePidOf, freePort, startAppProcess, type AppProcess } from './support/app-process';
import { readXlsx } from './support/check-client';
import { bigNcmCsv, checkState, creditsOf, ended, enqueueNcm, FAST_SWEEP_ENV, waitFor } from './support/fault-helpers';
import { createTestDatabase, postgresAvailable } from './support/postgres';

const BOUND_MS = 120_000;
/** Temporary copies lent by the S3 provider to these processes (storage/temp-file.ts names them for their pid). */
const tempCopiesOf = (pids: (number | null)[]) => readdirSync(os.tmpdir()).filter((f) => pids.some((pid) => pid !== null && f.startsWith(`apura-arquivo-${pid}-`)));

/** Status events of one check's SSE stream, read to its end. */
async function followSse(app: AppProcess, cookie: string, id: string): Promise<{ status: string; progress: number }[]> {
  const res = await app.fetch(`/api/ncm/tarefas/${id}/eventos`, { cookie });
  expect(res.headers.get('content-type')).toContain('text/event-stream');
  const text = await res.text();
  return text
    .split('\n\n')
    .filter((e) => e.startsWith('event: status'))
    .map((e) => JSON.parse(e.slice(e.indexOf('data: ') + 6)) as { status: string; progress: number });
}

/** The confirmation link of the newest sign-up e-mail in a DATA_DIR outbox (the web process that sent it). */
function confirmationLink(dataDir: string, email: string): string {
  const dir = path.join(dataDir, 'outbox');
  const mails = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as { to: string; subject: string; text: string; createdAt: string })
    .filter((m) => m.to === email && m.subject.includes('confirme seu e-mail'))
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  const link = mails.at(-1)?.text.match(/https?:\/\/\S+\/api\/auth\/verify-email\S+/)?.[0];
  if (!link) throw new Error(`nenhum e-mail de confirmação para ${email}`);
  return link;
}

/**
 * The multi-machine topology of the README: 2 × `--role web` and 2 × `--role worker`, each with its own
 * DATA_DIR (as on separate machines), sharing only PostgreSQL, the S3 bucket and the secrets. Sign-up and
 * uploads go through web 1; the e-mail link, the live status and the downloads through web 2; a worker is
 * killed (kill -9) while it runs a check, and every check still finishes.
 */
describe('2 web + 2 worker processes on PostgreSQL + S3', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const c of cleanups.reverse()) await c().catch(() => undefined);
  });

  it('uploads on web 1, follows and downloads on web 2, survives a killed worker', async (t) => {
    if (!(await postgresAvailable())) {
      console.log('PostgreSQL não está escutando em 127.0.0.1:5432: teste de vários processos ignorado (skipped).');
      t.skip();
      return;
    }
    const db = await createTestDatabase();
    cleanups.push(() => db.drop());
    const s3 = await startTestS3();
    cleanups.push(() => s3.stop());
    const [port1, port2] = [await freePort(), await freePort()];
    // What every process must share (README "Vários processos e máquinas"); APP_URL is the load balancer's address.
    const shared = {
      ...FAST_SWEEP_ENV,
      ...s3.env,
      DATABASE_URL: db.url,
      BETTER_AUTH_SECRET: randomBytes(32).toString('base64url'),
      APP_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      APP_URL: `http://127.0.0.1:${port1}`,
    };
    const dirs: string[] = [];
    const dataDir = (name: string) => {
      const d = mkdtempSync(path.join(os.tmpdir(), `apura-${name}-`));
      dirs.push(d);
      return d;
    };
    cleanups.push(async () => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));
    const procs: AppProcess[] = [];
    cleanups.push(async () => {
      await Promise.all(procs.map((p) => p.stop()));
    });
    const webDir1 = dataDir('web1');
    const [web1, web2] = await Promise.all([
      startAppProcess({ dataDir: webDir1, port: port1, env: shared, args: ['--role', 'web'], waitForEngine: false }),
      startAppProcess({ dataDir: dataDir('web2'), port: port2, env: shared, args: ['--role', 'web'], waitForEngine: false }),
    ]);
    procs.push(web1, web2);
    const [worker1, worker2] = await Promise.all(
      ['worker1', 'worker2'].map(async (name) => startAppProcess({ dataDir: dataDir(name), port: await freePort(), env: shared, args: ['--role', 'worker'], probe: web1 })),
    );
    procs.push(worker1!, worker2!);

    // Sign-up on web 1; the confirmation link (sent by web 1) is opened on web 2 and signs in there.
    const email = `varios-${Date.now()}@teste.com.br`;
    const signUp = await web1.fetch('/api/auth/sign-up/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'SenhaForte123', name: 'Usuária Teste', company: 'Escritório Teste' }),
    });
    expect(signUp.status).toBe(200);
    const link = new URL(confirmationLink(webDir1, email));
    const confirmed = await web2.fetch(link.pathname + link.search, { redirect: 'manual' });
    const cookie = confirmed.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    expect(cookie).toContain('session_token');
    // The session made by web 2 is valid on web 1 (same database and BETTER_AUTH_SECRET).
    expect((await web1.fetch('/api/me', { cookie })).status).toBe(200);

    // Three checks uploaded through web 1: one long enough to kill its worker while it runs.
    const ids: string[] = [];
    for (const rows of [8_000, 5, 5]) {
      const res = await enqueueNcm(web1, cookie, bigNcmCsv(rows));
      expect(res.status).toBe(202);
      ids.push(((await res.json()) as { task_id: string }).task_id);
    }
    const [big, ...small] = ids as [string, string, string];
    // The live status of the long one is followed on web 2 from the start.
    const sse = followSse(web2, cookie, big);
    const running = await waitFor(web2, cookie, big, (s) => (s.status === 'processando' && s.progress > 0) || ended(s), BOUND_MS);
    expect(running.status).toBe('processando');

    // The processes that read files: each worker's and each web's engine child (ADR 007).
    const readers = [worker1!.enginePid(), worker2!.enginePid(), enginePidOf(web1.proc.pid!, 'envios'), enginePidOf(web2.proc.pid!, 'envios')];
    expect(readers.every((pid) => pid !== null)).toBe(true);

    // kill -9 of the worker process that holds the check's lease.
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    const { rows } = await client.query<{ pid: number }>(
      'select h.pid from check_leases l join worker_heartbeats h on h.id = l.worker_id where l.check_id = $1',
      [big],
    );
    await client.end();
    const victim = procs.find((p) => p.proc.pid === rows[0]?.pid);
    expect(victim === worker1 || victim === worker2).toBe(true);
    process.kill(victim!.proc.pid!, 'SIGKILL');

    // Every check finishes (the other worker's sweeper re-runs the stranded one), each with one debit, no refund.
    for (const id of ids) expect((await waitFor(web2, cookie, id, ended, BOUND_MS)).status).toBe('concluido');
    expect(await creditsOf(web2, cookie)).toEqual({ saldo: 7, debitos: 3, estornos: 0 });
    expect(alive(victim!.proc.pid!)).toBe(false);

    // The SSE on web 2 saw the worker's progress and the end, though neither web process ran the check.
    const events = await sse;
    // No temporary copy is left on the workers' disk, not even by the killed worker's engine child.
    await new Promise((r) => setTimeout(r, 1000));
    expect(tempCopiesOf(readers)).toEqual([]);
    expect(events.some((e) => e.status === 'processando' && e.progress > 0)).toBe(true);
    expect(events.at(-1)).toMatchObject({ status: 'concluido', progress: 100 });

    // Downloads through web 2 come from the bucket the workers wrote to.
    for (const id of [big, ...small]) {
      const dl = await web2.fetch(`/api/ncm/download/${id}`, { cookie });
      expect(dl.status).toBe(200);
      const ws = (await readXlsx(await dl.arrayBuffer())).worksheets[0]!;
      expect(ws.rowCount).toBe(id === big ? 8_001 : 6);
    }
    expect((await checkState(web2, cookie, small[0])).status).toBe('concluido');
  }, 900_000);
});
