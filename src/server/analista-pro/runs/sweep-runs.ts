import { and, eq, sql } from 'drizzle-orm';
import { recordAudit } from '../../audit/record-audit';
import type { AppContext } from '../../context';
import { analistaRuns } from '../../db/schema';
import { finishRun } from './run-service';
import { ACTION_LABELS } from './run-types';

/** A live run writes a log line at least this often (run-job.ts writes 'Ainda em execução' when a step is silent). */
export const RUN_HEARTBEAT_MS = 5 * 60_000;
/** Three missed heartbeats: the worker that held the run is gone (crash, deploy, killed process). */
export const RUN_STALL_MS = 3 * RUN_HEARTBEAT_MS;
export const RUN_INTERRUPTED_MESSAGE = 'Tarefa interrompida: o processamento parou sem concluir; tente novamente.';

// The last sign of progress: the newest log line, or the start when it has none. Written with explicit
// qualifiers: drizzle drops table names inside a select list, and `id` would then be the log line's.
const lastProgress = sql<Date>`greatest(
  coalesce("analista_runs"."started_at", "analista_runs"."created_at"),
  coalesce((select max(l.created_at) from analista_run_logs l where l.run_id = "analista_runs"."id"), "analista_runs"."created_at")
)`.mapWith((v: string | Date) => new Date(v));

/**
 * Fails the 'executando' runs that have shown no progress for `stallMs` (ADR 002 does the same for
 * checks): their worker died, and without this they would stay 'executando' forever. Each gets the
 * pt-BR message in its log and history (where 'Repetir' starts it again) and an audit entry.
 * Runs in worker processes at start and every minute (start-server.ts). Returns how many it failed.
 */
export async function sweepAnalistaRuns(ctx: AppContext, stallMs: number = RUN_STALL_MS): Promise<number> {
  const cutoff = new Date(Date.now() - stallMs);
  const stalled = await ctx.db
    .select({ run: analistaRuns, lastProgress })
    .from(analistaRuns)
    .where(and(eq(analistaRuns.status, 'executando'), sql`${lastProgress} < ${cutoff.toISOString()}`));
  let failed = 0;
  for (const { run, lastProgress: at } of stalled) {
    // finishRun only ends a run still open: a worker finishing meanwhile wins, and two sweepers fail it once.
    if (!(await finishRun(ctx, run, 'erro', null, RUN_INTERRUPTED_MESSAGE, at))) continue;
    failed += 1;
    await recordAudit(ctx.db, {
      userId: run.userId,
      action: 'analista_execucao_interrompida',
      module: 'analista-pro',
      details: `${ACTION_LABELS[run.action] ?? run.action}: ${RUN_INTERRUPTED_MESSAGE}`,
      before: { execucaoId: run.id, status: 'executando', ultimoProgresso: at.toISOString() },
      after: { execucaoId: run.id, status: 'erro' },
    });
  }
  if (failed) ctx.log.warn(`Analista PRO: ${failed} tarefa(s) sem progresso marcadas como interrompidas`);
  return failed;
}
