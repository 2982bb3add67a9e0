import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { analistaRuns } from '../../db/schema';
import { AppError } from '../../http/errors';
import { ErpError } from '../connectors/erp-error';
import { acessarDominio } from './actions/acessar-dominio';
import { cadastroEmpresas } from './actions/cadastro-empresas';
import { conferirNcm } from './actions/conferir-ncm';
import { corrigirNcm } from './actions/corrigir-ncm';
import { ANALISTA_JOB, ANALISTA_QUICK_JOB, appendLog, finishRun } from './run-service';
import type { RunAction, RunLevel } from './run-types';
import { startHeartbeat } from './run-heartbeat';
import { RUN_HEARTBEAT_MS } from './sweep-runs';

const ACTIONS: Record<string, RunAction> = {
  'acessar-dominio': acessarDominio,
  'cadastro-empresas': cadastroEmpresas,
  'conferir-ncm': conferirNcm,
  'corrigir-ncm': corrigirNcm,
};

const RUN_TIMEOUT_MS = 55 * 60 * 1000;

/** Errors we wrote for users (ERP, HTTP) pass through; anything else gets a generic pt-BR line (details go to the server log). */
function userMessage(err: unknown): string {
  if (err instanceof ErpError || err instanceof AppError) return err.message;
  if (err instanceof Error && err.name === 'AbortError') return 'A tarefa excedeu o tempo máximo e foi interrompida.';
  return 'Erro inesperado ao executar a tarefa. Tente novamente; se persistir, fale com o suporte.';
}

export function defineAnalistaJob(ctx: AppContext): void {
  for (const name of [ANALISTA_JOB, ANALISTA_QUICK_JOB]) {
    ctx.jobs.define({
      name,
      payload: z.object({ runId: z.string().uuid() }),
      // The user retries from the history (a new run linked by retry_of), so the job itself is not retried.
      retryLimit: 0,
      expireInSeconds: 60 * 60,
      handler: ({ runId }) => executeRun(ctx, runId),
    });
  }
}

export async function executeRun(ctx: AppContext, runId: string): Promise<void> {
  const [row] = await ctx.db.select().from(analistaRuns).where(eq(analistaRuns.id, runId));
  if (!row || row.status === 'concluido' || row.status === 'erro') return;
  const startedAt = new Date();
  await ctx.db.update(analistaRuns).set({ status: 'executando', startedAt }).where(eq(analistaRuns.id, runId));
  const run = { ...row, status: 'executando' as const, startedAt };
  const action = ACTIONS[row.action];
  if (!action) {
    await finishRun(ctx, run, 'erro', null, `Ação desconhecida: ${row.action}.`);
    return;
  }
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), RUN_TIMEOUT_MS);
  // Log lines are the run's sign of life for the sweeper; a long silent step gets a 'still running' line.
  const heartbeat = startHeartbeat(() => appendLog(ctx, runId, 'Ainda em execução; aguarde.'), RUN_HEARTBEAT_MS);
  const log = async (message: string, level?: RunLevel) => {
    heartbeat.wrote();
    await appendLog(ctx, runId, message, level);
  };
  try {
    await log('Execução iniciada.');
    const result = await action({ ctx, run, signal: abort.signal, log });
    await appendLog(ctx, runId, 'Execução concluída.');
    if (!(await finishRun(ctx, run, 'concluido', result, null))) ctx.log.warn({ runId }, 'tarefa do Analista PRO terminou depois de dada como interrompida; resultado descartado');
  } catch (err) {
    if (!(err instanceof ErpError || err instanceof AppError)) ctx.log.error({ err, runId }, 'tarefa do Analista PRO falhou');
    else if (err instanceof ErpError && err.detail) ctx.log.warn({ runId, code: err.code, detail: err.detail }, 'erro do ERP');
    await finishRun(ctx, run, 'erro', null, userMessage(err));
  } finally {
    clearTimeout(timer);
    heartbeat.stop();
  }
}
