import type { FastifyInstance } from 'fastify';
import { buildContext, type ContextOptions } from './app-context';
import type { AppContext } from './context';
import type { Env } from './env';
import { buildApp, type BuiltApp } from './http/app';
import { sweepChecks } from './checks/sweep-checks';
import { sweepAnalistaRuns } from './analista-pro/runs/sweep-runs';
import { registerJobs } from './jobs/all-jobs';
import { scheduleCleanup } from './retention/cleanup-job';
import { createLogger } from './logger';

export type Role = 'all' | 'web' | 'worker';

export interface RunningServer extends BuiltApp {
  ctx: AppContext;
  url: string;
  stop(): Promise<void>;
}

/** Builds everything and listens; `role` splits web and worker processes when PostgreSQL is used. */
export async function startServer(env: Env, opts: ContextOptions & { role?: Role; listen?: boolean } = {}): Promise<RunningServer> {
  const role = opts.role ?? 'all';
  let sweeper: NodeJS.Timeout | undefined;
  const log = createLogger(env.LOG_LEVEL);
  const ctx = await buildContext(env, log, opts);
  registerJobs(ctx);
  await ctx.jobs.createQueues(ctx.boss);
  await scheduleCleanup(ctx);
  if (role !== 'web') {
    await ctx.jobs.work(ctx.boss, { onError: (name, err) => log.error({ err, job: name }, 'job falhou') });
    const sweep = async () => {
      await sweepChecks(ctx).catch((err) => log.warn({ err }, 'varredura de verificações falhou'));
      await sweepAnalistaRuns(ctx).catch((err) => log.warn({ err }, 'varredura de tarefas do Analista PRO falhou'));
    };
    await sweep();
    sweeper = setInterval(sweep, 60_000);
    sweeper.unref();
  }
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
  return {
    ...built,
    ctx,
    url,
    async stop() {
      if (sweeper) clearInterval(sweeper);
      built.localControl.withdraw();
      await closeQuietly(built.app);
      await ctx.boss.stop({ graceful: true, wait: true, timeout: 5000 }).catch(() => undefined);
      await ctx.database.close().catch(() => undefined);
    },
  };
}

async function closeQuietly(app: FastifyInstance) {
  await app.close().catch(() => undefined);
}
