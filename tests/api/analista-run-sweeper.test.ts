import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { finishRun } from '../../src/server/analista-pro/runs/run-service';
import { RUN_INTERRUPTED_MESSAGE, RUN_STALL_MS, sweepAnalistaRuns } from '../../src/server/analista-pro/runs/sweep-runs';
import { analistaRunLogs, analistaRuns, auditLog } from '../../src/server/db/schema';
import { startTestServer, type TestServer, type TestUser } from './support/test-server';

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);

/**
 * A run whose worker died stays 'executando' until the sweeper fails it (at start and every minute in
 * worker processes). Two servers on one DATA_DIR: the first leaves the runs behind as a crash would,
 * the second sweeps them at start.
 */
describe('Analista PRO: runs left executando by a dead worker', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'apura-analista-sweep-'));
  let t: TestServer | null = null;
  const ids: Record<'dead' | 'alive' | 'queued', string> = { dead: '', alive: '', queued: '' };
  afterAll(async () => {
    await t?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('fails at start the runs with no progress, keeps the live ones, audits, and lets the user repeat', async () => {
    let u: TestUser;
    t = await startTestServer({ dataDir });
    try {
      u = await t.signUp();
      const db = t.server.ctx.db;
      const insertRun = async (status: 'executando' | 'aguardando', startedMinutesAgo: number | null, lastLineMinutesAgo: number) => {
        const [r] = await db
          .insert(analistaRuns)
          .values({ userId: u.id, officeId: u.id, action: 'cadastro-empresas', status, createdAt: minutesAgo(90), startedAt: startedMinutesAgo === null ? null : minutesAgo(startedMinutesAgo) })
          .returning();
        await db.insert(analistaRunLogs).values({ runId: r!.id, message: 'Execução iniciada.', createdAt: minutesAgo(lastLineMinutesAgo) });
        return r!.id;
      };
      // Started 40 min ago, last line 38 min ago: its worker is gone.
      ids.dead = await insertRun('executando', 40, 38);
      // Started as long ago but wrote a line a minute ago: still working (a long Omie read).
      ids.alive = await insertRun('executando', 40, 1);
      // Still queued: a worker has not picked it up yet; the sweeper leaves queued runs to pg-boss.
      ids.queued = await insertRun('aguardando', null, 60);
    } finally {
      await t.stop();
      t = null;
    }

    t = await startTestServer({ dataDir });
    const get = async (id: string) => (await t!.fetch(`/api/analista-pro/execucoes/${id}`, { cookie: u.cookie })).json();
    const dead = await get(ids.dead);
    expect(dead).toMatchObject({ status: 'erro', erro: RUN_INTERRUPTED_MESSAGE });
    expect(dead.logs.at(-1)).toMatchObject({ nivel: 'erro', mensagem: RUN_INTERRUPTED_MESSAGE });
    // Ended at its last sign of progress, not at the sweep: the duration is the 2 minutes it really ran.
    expect(dead.duracao_ms).toBeGreaterThanOrEqual(119_000);
    expect(dead.duracao_ms).toBeLessThanOrEqual(121_000);
    expect((await get(ids.alive)).status).toBe('executando');
    expect((await get(ids.queued)).status).toBe('aguardando');

    const ctx = t.server.ctx;
    const audits = await ctx.db.select().from(auditLog).where(and(eq(auditLog.action, 'analista_execucao_interrompida'), eq(auditLog.userId, u!.id)));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ module: 'analista-pro', details: `Cadastro de Empresas: ${RUN_INTERRUPTED_MESSAGE}` });
    expect(audits[0]!.before).toMatchObject({ execucaoId: ids.dead, status: 'executando' });

    // The history offers 'Repetir' for failed runs: the retry is accepted and linked to the dead run.
    const retry = await t.fetch(`/api/analista-pro/execucoes/${ids.dead}/repetir`, { method: 'POST', cookie: u!.cookie });
    expect(retry.status).toBe(202);
    expect((await retry.json()).execucao).toMatchObject({ repeticao_de: ids.dead, acao: 'cadastro-empresas' });

    // A worker that was only slow and finishes after the sweep does not turn the failed run back.
    const [deadRow] = await ctx.db.select().from(analistaRuns).where(eq(analistaRuns.id, ids.dead));
    expect(await finishRun(ctx, deadRow!, 'concluido', { resumo: 'tarde demais' }, null)).toBe(false);
    expect((await get(ids.dead)).status).toBe('erro');
  });

  it('the periodic sweep fails a run once it stops showing progress, and only once', async () => {
    const ctx = t!.server.ctx;
    expect(await sweepAnalistaRuns(ctx)).toBe(0);
    await ctx.db
      .update(analistaRunLogs)
      .set({ createdAt: new Date(Date.now() - RUN_STALL_MS - 60_000) })
      .where(eq(analistaRunLogs.runId, ids.alive));
    expect(await sweepAnalistaRuns(ctx)).toBe(1);
    expect(await sweepAnalistaRuns(ctx)).toBe(0);
    const [row] = await ctx.db.select().from(analistaRuns).where(eq(analistaRuns.id, ids.alive));
    expect(row).toMatchObject({ status: 'erro', error: RUN_INTERRUPTED_MESSAGE });
    const lines = await ctx.db.select().from(analistaRunLogs).where(and(eq(analistaRunLogs.runId, ids.alive), eq(analistaRunLogs.level, 'erro')));
    expect(lines).toHaveLength(1);
  });
});
