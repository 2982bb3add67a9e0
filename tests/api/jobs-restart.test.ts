import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checks, user } from '../../src/server/db/schema';
import { loadEnv } from '../../src/server/env';
import { CLEANUP_JOB } from '../../src/server/retention/cleanup-job';
import { startServer, type RunningServer } from '../../src/server/start-server';
import { alive, freePort, signUpOn, startAppProcess, type AppProcess } from './support/app-process';
import { bigNcmCsv, ended, enqueueNcm, expectFinishedOrRefunded, FAST_SWEEP_ENV, waitFor } from './support/fault-helpers';
import { createTestDatabase, postgresAvailable } from './support/postgres';

/**
 * pg-boss keeps jobs in the app's database: a job enqueued by a process with no workers
 * (role 'web') survives that process and is completed by the next one.
 */
async function restartScenario(env: Record<string, string>) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'apura-restart-'));
  const cfg = loadEnv({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env });
  let s: RunningServer | null = await startServer(cfg, { role: 'web', listen: false });
  try {
    const ctx = s.ctx;
    await ctx.db.insert(user).values({ id: 'u-restart', name: 'Teste', email: `restart${Date.now()}@t.com` });
    const old = new Date(Date.now() - 200 * 24 * 3600 * 1000);
    await ctx.db.insert(checks).values({ id: '00000000-0000-4000-8000-000000000001', userId: 'u-restart', officeId: 'u-restart', kind: 'ncm', status: 'concluido', fileName: 'antigo.xlsx', fileSize: 3, inputKeys: ['users/u-restart/checks/00000000-0000-4000-8000-000000000001/entrada/a.xlsx'], createdAt: old });
    await ctx.storage.put('users/u-restart/checks/00000000-0000-4000-8000-000000000001/entrada/a.xlsx', 'abc');
    const jobId = await ctx.jobs.send(ctx.boss, CLEANUP_JOB, { olderThanDays: 90 });
    await s.stop();
    s = null;

    s = await startServer(cfg, { role: 'all', listen: false });
    let state: string | undefined;
    for (let i = 0; i < 60 && state !== 'completed'; i++) {
      await new Promise((r) => setTimeout(r, 500));
      state = (await s.ctx.boss.getJobById(CLEANUP_JOB, jobId))?.state;
    }
    expect(state).toBe('completed');
    expect(await s.ctx.storage.size('users/u-restart/checks/00000000-0000-4000-8000-000000000001/entrada/a.xlsx')).toBeNull();
  } finally {
    await s?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

describe('a job enqueued before a restart is completed after it', () => {
  it('on PGlite (data kept in DATA_DIR)', async () => {
    await restartScenario({});
  }, 240_000);

  it('on PostgreSQL at 127.0.0.1:5432', async (t) => {
    if (!(await postgresAvailable())) {
      console.log('PostgreSQL não está escutando em 127.0.0.1:5432: variante PostgreSQL ignorada (skipped).');
      t.skip();
      return;
    }
    const db = await createTestDatabase();
    try {
      await restartScenario({ DATABASE_URL: db.url });
    } finally {
      await db.drop();
    }
  }, 240_000);
});


/** The bound: a check whose worker died ends (finished or refunded) within 2 minutes. */
const RECOVERY_BOUND_MS = 120_000;

/**
 * kill -9 of the process that runs a check (ADR 007): its engine child goes with it, and once a job-taking
 * process runs again its sweeper sees the check's lease go stale and runs it once more (or refunds it).
 */
async function killMidCheckAndRestart(opts: {
  front: () => AppProcess;
  victim: () => AppProcess;
  restart: () => Promise<void>;
  label: string;
}): Promise<void> {
  const cookie = await signUpOn(opts.front(), `reinicio-${opts.label}-${Date.now()}@teste.com.br`);
  const res = await enqueueNcm(opts.front(), cookie, bigNcmCsv(8_000));
  expect(res.status).toBe(202);
  const { task_id: id } = (await res.json()) as { task_id: string };
  const running = await waitFor(opts.front(), cookie, id, (s) => (s.status === 'processando' && s.progress > 0) || ended(s), RECOVERY_BOUND_MS);
  // The engine reported progress: the kill lands while it works on the file.
  expect(running.status).toBe('processando');

  const victim = opts.victim();
  const engine = victim.enginePid();
  const killedAt = Date.now();
  victim.proc.kill('SIGKILL');
  await new Promise((r) => victim.proc.once('exit', r));
  // The engine child notices its parent is gone and exits: no orphan keeps running.
  for (let i = 0; i < 100 && engine && alive(engine); i++) await new Promise((r) => setTimeout(r, 100));
  expect(engine !== null && alive(engine)).toBe(false);

  await opts.restart();
  const restartedAt = Date.now();
  const final = await waitFor(opts.front(), cookie, id, ended, RECOVERY_BOUND_MS);
  const now = Date.now();
  console.log(
    `[medição] ${opts.label}: kill -9 + reinício (${((restartedAt - killedAt) / 1000).toFixed(1)} s para subir) → verificação '${final.status}' ` +
      `${((now - restartedAt) / 1000).toFixed(1)} s após o reinício (${((now - killedAt) / 1000).toFixed(1)} s após o kill)`,
  );
  await expectFinishedOrRefunded(opts.front(), cookie, final, 10);
}

describe('kill -9 of the whole app mid-check, then a restart: the check ends finished or refunded', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const c of cleanups.reverse()) await c().catch(() => undefined);
  });

  it('embedded (PGlite, role all)', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'apura-kill-'));
    const port = await freePort();
    let app = await startAppProcess({ dataDir, port, env: FAST_SWEEP_ENV });
    cleanups.push(async () => {
      await app.stop();
      rmSync(dataDir, { recursive: true, force: true });
    });
    await killMidCheckAndRestart({
      front: () => app,
      victim: () => app,
      restart: async () => {
        app = await startAppProcess({ dataDir, port, env: FAST_SWEEP_ENV });
      },
      label: 'embutido',
    });
  }, 600_000);

  it('PostgreSQL (--role web + --role worker): the worker process is killed and started again', async (t) => {
    if (!(await postgresAvailable())) {
      console.log('PostgreSQL não está escutando em 127.0.0.1:5432: variante PostgreSQL ignorada (skipped).');
      t.skip();
      return;
    }
    const db = await createTestDatabase();
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'apura-kill-pg-'));
    const env = { ...FAST_SWEEP_ENV, DATABASE_URL: db.url };
    const web = await startAppProcess({ dataDir, port: await freePort(), env, args: ['--role', 'web'], waitForEngine: false });
    const startWorker = async () => startAppProcess({ dataDir, port: await freePort(), env, args: ['--role', 'worker'], probe: web });
    let worker = await startWorker();
    cleanups.push(async () => {
      await worker.stop();
      await web.stop();
      await db.drop();
      rmSync(dataDir, { recursive: true, force: true });
    });
    await killMidCheckAndRestart({
      front: () => web,
      victim: () => worker,
      restart: async () => {
        worker = await startWorker();
      },
      label: 'postgres',
    });
  }, 600_000);
});
