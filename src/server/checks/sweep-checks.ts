import { and, eq, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { CheckRow } from './check-kind';
import type { AppContext } from '../context';
import { checkLeases, checks, workerHeartbeats } from '../db/schema';
import { announceCheck } from './check-changes';
import { CHECK_JOB, INTERRUPTED_FAILURE, MAX_CHECK_ATTEMPTS, runCheckFailure } from './run-check';

const STRANDED_TAKEN_BY = 'varredura';

/**
 * Repairs checks a crash left behind (ADR 002, ADR 007). Runs in every job-taking process at start and
 * every SWEEP_INTERVAL_SECONDS:
 * - a paid check whose job was never enqueued gets it now;
 * - a check whose worker stopped beating for WORKER_STALE_SECONDS is started once more, or, after
 *   MAX_CHECK_ATTEMPTS starts, failed and refunded;
 * - a check whose job pg-boss gave up on (expired, failed) is failed and refunded.
 */
export async function sweepChecks(ctx: AppContext): Promise<void> {
  const staleCutoff = sql`now() - make_interval(secs => ${ctx.env.WORKER_STALE_SECONDS})`;
  const orphanCutoff = new Date(Date.now() - 30_000);
  const orphans = await ctx.db
    .select({ id: checks.id })
    .from(checks)
    .where(and(eq(checks.status, 'aguardando'), isNull(checks.jobId), lt(checks.createdAt, orphanCutoff)));
  for (const o of orphans) {
    const jobId = await ctx.jobs.send(ctx.boss, CHECK_JOB, { checkId: o.id });
    await ctx.db.update(checks).set({ jobId }).where(eq(checks.id, o.id));
  }

  const stranded = await ctx.db
    .select({ check: checks })
    .from(checks)
    .innerJoin(checkLeases, eq(checkLeases.checkId, checks.id))
    // A lease the sweeper itself holds belongs to a check waiting in the queue again, not to a worker.
    .where(and(inArray(checks.status, ['aguardando', 'processando']), ne(checkLeases.workerId, STRANDED_TAKEN_BY), lt(checkLeases.beatAt, staleCutoff)));
  for (const { check } of stranded) {
    // Taking the lease in one statement: of several sweepers (PostgreSQL, many workers) one wins.
    const [taken] = await ctx.db
      .update(checkLeases)
      .set({ workerId: STRANDED_TAKEN_BY, beatAt: sql`now()` })
      .where(and(eq(checkLeases.checkId, check.id), lt(checkLeases.beatAt, staleCutoff)))
      .returning({ attempts: checkLeases.attempts });
    if (taken) await retryOrFail(ctx, check, taken.attempts);
  }

  const open = await ctx.db
    .select({ check: checks, lease: checkLeases.checkId })
    .from(checks)
    .leftJoin(checkLeases, eq(checkLeases.checkId, checks.id))
    .where(inArray(checks.status, ['aguardando', 'processando']));
  for (const { check: row, lease } of open) {
    if (!row.jobId) continue;
    const job = await ctx.boss.getJobById(CHECK_JOB, row.jobId).catch(() => null);
    const gone = !job || job.state === 'failed' || job.state === 'cancelled' || job.state === 'completed';
    if (gone) {
      await runCheckFailure(ctx, row, 'O processamento foi interrompido. Os créditos foram devolvidos; envie o arquivo novamente.');
      continue;
    }
    // Taken by a worker that died before recording its lease (pg-boss keeps such a job 'active' for hours).
    const startedOn = job.startedOn ? new Date(job.startedOn).getTime() : null;
    if (!lease && job.state === 'active' && startedOn !== null && Date.now() - startedOn > ctx.env.WORKER_STALE_SECONDS * 1000) {
      const [taken] = await ctx.db.insert(checkLeases).values({ checkId: row.id, workerId: STRANDED_TAKEN_BY, attempts: 1 }).onConflictDoNothing().returning({ attempts: checkLeases.attempts });
      if (taken) await retryOrFail(ctx, row, taken.attempts);
    }
  }

  // Heartbeat rows of processes gone for a day are history, not state.
  await ctx.db.delete(workerHeartbeats).where(lt(workerHeartbeats.beatAt, sql`now() - interval '1 day'`));
}

/** A check whose worker died: started once more, or failed and refunded after MAX_CHECK_ATTEMPTS starts. */
async function retryOrFail(ctx: AppContext, check: CheckRow, attempts: number): Promise<void> {
  const failOldJob = async () => {
    if (check.jobId) await ctx.boss.fail(CHECK_JOB, check.jobId, { motivo: 'worker sem sinal de vida' }).catch(() => undefined);
  };
  if (attempts >= MAX_CHECK_ATTEMPTS) {
    await runCheckFailure(ctx, check, INTERRUPTED_FAILURE);
    return failOldJob();
  }
  ctx.log.warn({ checkId: check.id }, 'verificação sem worker ativo: será repetida uma vez');
  // Order matters for other sweepers: the row points at a live job at every step (new job first, then the
  // row, then the old job failed); the short delay keeps the new job from starting before the row is reset.
  const jobId = await ctx.jobs.send(ctx.boss, CHECK_JOB, { checkId: check.id }, { startAfter: 2 });
  const [reset] = await ctx.db
    .update(checks)
    .set({ status: 'aguardando', stage: 'Aguardando processamento...', progress: 0, jobId })
    .where(and(eq(checks.id, check.id), inArray(checks.status, ['aguardando', 'processando'])))
    .returning({ id: checks.id });
  if (!reset) await ctx.boss.cancel(CHECK_JOB, jobId).catch(() => undefined);
  else await announceCheck(ctx.db, check.id);
  await failOldJob();
}
