import type { FastifyInstance } from 'fastify';
import { buildContext, type ContextOptions } from './app-context';
import type { AppContext } from './context';
import type { Env } from './env';
import { buildApp, type BuiltApp } from './http/app';
import { sweepChecks } from './checks/sweep-checks';
import { sweepAnalistaRuns } from './analista-pro/runs/sweep-runs';
import { startEngineSupervisor } from './engine/engine-supervisor';
import { inlineEngine } from './engine/inline-engine';
import { registerJobs } from './jobs/all-jobs';
import { startWorkerHeartbeat } from './jobs/worker-heartbeat';
import { scheduleCleanup } from './retention/cleanup-job';
import { createLogger } from './logger';

/** `engine` (main.ts) is a memory-capped child this process supervises; it is never started by hand. */
export type Role = 'all' | 'web' | 'worker';

export interface RunningServer extends BuiltApp {
  ctx: AppContext;
  url: string;
  stop(): Promise<void>;
}

export interface StartOptions extends ContextOptions {
  role?: Role;
  listen?: boolean;
  /** Test-only (not reachable from env or CLI): run engines in this process instead of the child. */
  inlineEngine?: boolean;
}

/**
 * Builds everything and listens. Processes with role `all` or `worker` take jobs: they supervise an
 * engine child that runs the checks (ADR 007), beat in worker_heartbeats and sweep stranded work.
 */
export async function startServer(env: Env, opts: StartOptions = {}): Promise<RunningServer> {
  const role = opts.role ?? 'all';
  let sweeper: NodeJS.Timeout | undefined;
  let heartbeat: ReturnType<typeof startWorkerHeartbeat> | undefined;
  const log = createLogger(env.LOG_LEVEL);
  const ctx = await buildContext(env, log, opts);
  // Every job kind (checks, Analista PRO runs, retention) is defined before any worker takes a job.
  registerJobs(ctx);
  await ctx.database.startupExclusive(async () => {
    await ctx.jobs.createQueues(ctx.boss);
    await scheduleCleanup(ctx);
  });
  const built = await buildApp(ctx, { serveWeb: role !== 'worker' });
  let url = '';
  if (opts.listen !== false && role !== 'worker') {
    url = await built.app.listen({ port: env.PORT, host: env.HOST });
    const address = built.app.server.address();
    if (address && typeof address === 'object') built.localControl.announce(address.port);
    log.info(`Apura no ar em ${env.APP_URL} (escutando em ${url}, banco ${ctx.database.driver})`);
  } else {
    await built.app.ready();
  }
  // After listening, so the children's start does not compete with the app's own (health answers first).
  // Files are read only in memory-capped children (ADR 007): one for uploads' preflight, one for checks.
  if (role !== 'worker') ctx.uploadEngine = opts.inlineEngine ? inlineEngine(ctx) : startEngineSupervisor(env, log, { purpose: 'envios' });
  if (role !== 'web') {
    ctx.engine = opts.inlineEngine ? inlineEngine(ctx) : startEngineSupervisor(env, log, { purpose: 'verificacoes', onReady: () => void heartbeat?.beat() });
    heartbeat = startWorkerHeartbeat(ctx, role);
    await ctx.jobs.work(ctx.boss, { onError: (name, err) => log.error({ err, job: name }, 'job falhou') });
    let sweeping = false;
    const sweep = async () => {
      if (sweeping) return;
      sweeping = true;
      await sweepChecks(ctx).catch((err) => log.warn({ err }, 'varredura de verificações falhou'));
      await sweepAnalistaRuns(ctx).catch((err) => log.warn({ err }, 'varredura de tarefas do Analista PRO falhou'));
      sweeping = false;
    };
    await sweep();
    sweeper = setInterval(sweep, env.SWEEP_INTERVAL_SECONDS * 1000);
    sweeper.unref();
  }
  return {
    ...built,
    ctx,
    url,
    async stop() {
      if (sweeper) clearInterval(sweeper);
      built.localControl.withdraw();
      await closeQuietly(built.app);
      await ctx.boss.stop({ graceful: true, wait: true, timeout: 5000 }).catch(() => undefined);
      await heartbeat?.stop();
      await ctx.engine.stop();
      await ctx.uploadEngine.stop();
      await ctx.checkChanges.close();
      await ctx.database.close().catch(() => undefined);
    },
  };
}

async function closeQuietly(app: FastifyInstance) {
  await app.close().catch(() => undefined);
}
