import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checks, user } from '../../src/server/db/schema';
import { loadEnv } from '../../src/server/env';
import { CLEANUP_JOB } from '../../src/server/retention/cleanup-job';
import { startServer, type RunningServer } from '../../src/server/start-server';
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
    await ctx.db.insert(checks).values({ id: '00000000-0000-4000-8000-000000000001', userId: 'u-restart', kind: 'ncm', status: 'concluido', fileName: 'antigo.xlsx', fileSize: 3, inputKeys: ['users/u-restart/checks/00000000-0000-4000-8000-000000000001/entrada/a.xlsx'], createdAt: old });
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

