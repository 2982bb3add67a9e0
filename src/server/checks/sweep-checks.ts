import { and, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { AppContext } from '../context';
import { checks } from '../db/schema';
import { CHECK_JOB, runCheckFailure } from './run-check';

/**
 * Repairs checks a crash left behind: a paid check whose job was never enqueued gets it now;
 * a check whose job pg-boss gave up on (expired, failed) is failed and refunded.
 */
export async function sweepChecks(ctx: AppContext): Promise<void> {
  const orphanCutoff = new Date(Date.now() - 30_000);
  const orphans = await ctx.db
    .select({ id: checks.id })
    .from(checks)
    .where(and(eq(checks.status, 'aguardando'), isNull(checks.jobId), lt(checks.createdAt, orphanCutoff)));
  for (const o of orphans) {
    const jobId = await ctx.jobs.send(ctx.boss, CHECK_JOB, { checkId: o.id });
    await ctx.db.update(checks).set({ jobId }).where(eq(checks.id, o.id));
  }
  const open = await ctx.db.select().from(checks).where(inArray(checks.status, ['aguardando', 'processando']));
  for (const row of open) {
    if (!row.jobId) continue;
    const job = await ctx.boss.getJobById(CHECK_JOB, row.jobId).catch(() => null);
    const gone = !job || job.state === 'failed' || job.state === 'cancelled' || job.state === 'completed';
    if (gone) await runCheckFailure(ctx, row, 'O processamento foi interrompido. Os créditos foram devolvidos; envie o arquivo novamente.');
  }
}
