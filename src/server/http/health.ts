import { inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import { checks } from '../db/schema';
import { liveWorkers } from '../jobs/worker-heartbeat';

export interface Health {
  /** 'ok' → 200; anything else → 503. Scripts look for `"status":"ok"`. */
  status: 'ok' | 'indisponivel';
  banco: 'ok' | 'erro';
  fila: 'ok' | 'erro';
  /** Job-taking processes whose engine child beat within WORKER_STALE_SECONDS. */
  workers: { ativos: number; ultimo_sinal: string | null };
  verificacoes_pendentes: number;
  motivo?: string;
}

/**
 * The truth for /api/health: the database answers, the queue answers, and when checks are waiting some
 * worker has beaten recently (ADR 007). No worker with nothing waiting is healthy (e.g. just started).
 */
export async function checkHealth(ctx: AppContext): Promise<Health> {
  const health: Health = { status: 'ok', banco: 'ok', fila: 'ok', workers: { ativos: 0, ultimo_sinal: null }, verificacoes_pendentes: 0 };
  try {
    await ctx.db.execute(sql`select 1`);
    const [pending] = await ctx.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(checks)
      .where(inArray(checks.status, ['aguardando', 'processando']));
    health.verificacoes_pendentes = pending?.n ?? 0;
    const live = await liveWorkers(ctx);
    health.workers = { ativos: live.count, ultimo_sinal: live.lastBeat?.toISOString() ?? null };
  } catch {
    return { ...health, status: 'indisponivel', banco: 'erro', motivo: 'O banco de dados não respondeu.' };
  }
  try {
    await ctx.boss.getQueues();
  } catch {
    return { ...health, status: 'indisponivel', fila: 'erro', motivo: 'A fila de tarefas não respondeu.' };
  }
  if (health.verificacoes_pendentes > 0 && health.workers.ativos === 0) {
    return { ...health, status: 'indisponivel', motivo: 'Há verificações aguardando e nenhum processo de verificações deu sinal de vida recentemente.' };
  }
  return health;
}
