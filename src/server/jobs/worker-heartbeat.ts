import os from 'node:os';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import { checkLeases, workerHeartbeats } from '../db/schema';

/**
 * The job-taking process's pulse (ADR 007). Every WORKER_HEARTBEAT_SECONDS it renews the leases of the
 * checks it runs and, while its engine child is up, its row in worker_heartbeats (read by /api/health).
 * Times are the database's `now()`, so workers on several hosts compare on one clock.
 */
export function startWorkerHeartbeat(ctx: AppContext, role: string): { beat(): Promise<void>; stop(): Promise<void> } {
  let running: Promise<void> = Promise.resolve();
  const beatOnce = async () => {
    await ctx.db.update(checkLeases).set({ beatAt: sql`now()` }).where(eq(checkLeases.workerId, ctx.workerId));
    if (!ctx.engine.ready()) return;
    const row = { id: ctx.workerId, role, hostname: os.hostname(), pid: process.pid, enginePid: ctx.engine.pid() };
    await ctx.db
      .insert(workerHeartbeats)
      .values(row)
      .onConflictDoUpdate({ target: workerHeartbeats.id, set: { enginePid: row.enginePid, beatAt: sql`now()` } });
  };
  const beat = () => {
    running = running.then(beatOnce).catch((err: unknown) => ctx.log.warn({ err }, 'falha ao registrar o sinal de vida do worker'));
    return running;
  };
  const timer = setInterval(() => void beat(), ctx.env.WORKER_HEARTBEAT_SECONDS * 1000);
  timer.unref();
  void beat();
  return {
    beat,
    async stop() {
      clearInterval(timer);
      await running;
      // A worker that stops on purpose says so at once; health then no longer counts it.
      await ctx.db.delete(workerHeartbeats).where(eq(workerHeartbeats.id, ctx.workerId)).catch(() => undefined);
    },
  };
}

/** Workers whose last beat is within WORKER_STALE_SECONDS (database clock). */
export async function liveWorkers(ctx: AppContext): Promise<{ count: number; lastBeat: Date | null }> {
  const [r] = await ctx.db
    .select({
      count: sql<number>`count(*) filter (where ${workerHeartbeats.beatAt} > now() - make_interval(secs => ${ctx.env.WORKER_STALE_SECONDS}))`.mapWith(Number),
      last: sql<string | null>`max(${workerHeartbeats.beatAt})`,
    })
    .from(workerHeartbeats);
  return { count: r?.count ?? 0, lastBeat: r?.last ? new Date(r.last) : null };
}
