import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { recordActivity } from '../../activity/record-activity';
import type { AppContext } from '../../context';
import { analistaRunLogs, analistaRuns } from '../../db/schema';
import { AppError, notFound } from '../../http/errors';
import { ACTION_LABELS, type RunLevel, type RunRow } from './run-types';
import type { Actor } from '../../office/actor';

export const ANALISTA_JOB = 'analista-pro.executar';
/**
 * Short write-backs the user waits for on the page get their own queue: each process works one job of a
 * queue at a time, and a correction must not wait behind a long company import.
 */
export const ANALISTA_QUICK_JOB = 'analista-pro.corrigir';
const QUICK_ACTIONS = new Set(['corrigir-ncm']);

const OPEN_STATUSES: RunRow['status'][] = ['aguardando', 'executando'];

export interface NewRun {
  action: keyof typeof ACTION_LABELS | string;
  system?: string | null;
  companyId?: string | null;
  params?: Record<string, unknown>;
  retryOf?: string | null;
  /**
   * Params that, with the action and company, make two runs 'the same' for the in-progress refusal:
   * two corrections of different products may run together, the same product twice may not.
   */
  sameWhen?: string[];
}

/** Creates the run row (status 'aguardando') and queues it; a queue failure marks the run as failed. */
export async function startRun(ctx: AppContext, actor: Actor, n: NewRun): Promise<RunRow> {
  const { userId, officeId } = actor;
  // The same action twice at once would, e.g., send the same XMLs to Domínio twice. Runs older than the job's
  // expiry are ignored so a crashed worker cannot block the action for ever.
  const since = new Date(Date.now() - 60 * 60 * 1000);
  const [busy] = await ctx.db
    .select({ id: analistaRuns.id })
    .from(analistaRuns)
    .where(
      and(
        eq(analistaRuns.officeId, officeId),
        eq(analistaRuns.action, n.action),
        n.companyId ? eq(analistaRuns.companyId, n.companyId) : isNull(analistaRuns.companyId),
        ...(n.sameWhen ?? []).map((k) => sql`${analistaRuns.params}->>${k} = ${String(n.params?.[k] ?? '')}`),
        inArray(analistaRuns.status, OPEN_STATUSES),
        gt(analistaRuns.createdAt, since),
      ),
    )
    .limit(1);
  if (busy) throw new AppError(409, 'EM_ANDAMENTO', `"${ACTION_LABELS[n.action] ?? n.action}" já está em andamento. Acompanhe no histórico de execuções.`, { execucao_id: busy.id });
  const [run] = await ctx.db
    .insert(analistaRuns)
    .values({ userId, officeId, action: n.action, system: n.system ?? null, companyId: n.companyId ?? null, params: n.params ?? {}, retryOf: n.retryOf ?? null })
    .returning();
  await appendLog(ctx, run!.id, 'Tarefa na fila de execução.');
  await recordActivity(ctx.db, { userId, officeId, type: 'analista_pro', title: ACTION_LABELS[n.action] ?? n.action, description: 'Tarefa iniciada', status: 'processando', refId: run!.id });
  try {
    await ctx.jobs.send(ctx.boss, QUICK_ACTIONS.has(n.action) ? ANALISTA_QUICK_JOB : ANALISTA_JOB, { runId: run!.id });
  } catch (err) {
    ctx.log.error({ err, runId: run!.id }, 'falha ao enfileirar tarefa do Analista PRO');
    await finishRun(ctx, run!, 'erro', null, 'Não foi possível colocar a tarefa na fila. Tente novamente.');
    throw new AppError(503, 'FILA_INDISPONIVEL', 'Não foi possível iniciar a tarefa agora. Tente novamente.');
  }
  return run!;
}

export async function appendLog(ctx: AppContext, runId: string, message: string, level: RunLevel = 'info'): Promise<void> {
  await ctx.db.insert(analistaRunLogs).values({ runId, message: message.slice(0, 2000), level });
}

/**
 * Ends an open run. Only an open one: the sweeper (sweep-runs.ts) may already have failed a run whose
 * worker looked dead, and a late finish must not turn it back. Returns whether this call ended it.
 * `at` is when it ended (the sweeper passes the last sign of progress, so the duration stays honest).
 */
export async function finishRun(
  ctx: AppContext,
  run: RunRow,
  status: 'concluido' | 'erro',
  result: Record<string, unknown> | null,
  error: string | null,
  at: Date = new Date(),
): Promise<boolean> {
  const durationMs = run.startedAt ? Math.max(0, at.getTime() - run.startedAt.getTime()) : 0;
  const ended = await ctx.db
    .update(analistaRuns)
    .set({ status, result, error, finishedAt: at, durationMs })
    .where(and(eq(analistaRuns.id, run.id), inArray(analistaRuns.status, OPEN_STATUSES)))
    .returning({ id: analistaRuns.id });
  if (ended.length === 0) return false;
  if (error) await appendLog(ctx, run.id, error, 'erro');
  await recordActivity(ctx.db, {
    userId: run.userId,
    officeId: run.officeId,
    type: 'analista_pro',
    title: ACTION_LABELS[run.action] ?? run.action,
    description: status === 'concluido' ? String(result?.resumo ?? 'Tarefa concluída') : (error ?? 'Erro'),
    status,
    refId: run.id,
  });
  return true;
}

/** The run, if it belongs to the office. */
export async function ownedRun(ctx: AppContext, officeId: string, id: string): Promise<RunRow> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) throw notFound('Tarefa não encontrada.');
  const [row] = await ctx.db.select().from(analistaRuns).where(and(eq(analistaRuns.id, id), eq(analistaRuns.officeId, officeId)));
  if (!row) throw notFound('Tarefa não encontrada.');
  return row;
}

export function runView(r: RunRow) {
  return {
    id: r.id,
    acao: r.action,
    titulo: ACTION_LABELS[r.action] ?? r.action,
    sistema: r.system,
    empresa_id: r.companyId,
    status: r.status,
    resultado: r.result,
    erro: r.error,
    repeticao_de: r.retryOf,
    duracao_ms: r.durationMs,
    criado_em: r.createdAt.toISOString(),
    iniciado_em: r.startedAt?.toISOString() ?? null,
    concluido_em: r.finishedAt?.toISOString() ?? null,
  };
}

export async function listRuns(ctx: AppContext, officeId: string, limit = 50) {
  const rows = await ctx.db.select().from(analistaRuns).where(eq(analistaRuns.officeId, officeId)).orderBy(desc(analistaRuns.createdAt)).limit(limit);
  return rows.map(runView);
}
