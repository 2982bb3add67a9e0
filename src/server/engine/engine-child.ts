import type { EngineContext } from '../checks/check-kind';
import type { Env } from '../env';
import { createLogger } from '../logger';
import { createStorage } from '../storage/create-storage';
import { loadReferenceTablesInBackground, type ServerTables } from '../tables/reference-tables';
import type { FromEngine, ToEngine } from './engine-messages';
import { describeEngineError, runEngine, runPreflight } from './run-engine';
import { runReadTask } from './read-tasks';

/**
 * The engine child (engine-main.ts, run from its bundle): the memory-capped process that runs check engines
 * for its parent (the process holding the queue and the database). It never opens the database: a file that exhausts its memory
 * kills only this process, which the parent restarts (engine-supervisor.ts, ADR 007).
 */
export function runEngineChild(): void {
  const send = process.send?.bind(process);
  if (!send) {
    console.error('--role engine é iniciado pelo próprio Apura (processo de verificações); não o inicie à mão.');
    process.exit(2);
  }
  // With a callback a closed channel (parent gone) is reported there instead of crashing the child.
  const reply = (msg: FromEngine) => {
    if (process.connected) send(msg, undefined, undefined, () => undefined);
  };
  let ctx: EngineContext | null = null;
  // The parent is gone (killed, crashed): nothing can record our work any more.
  process.on('disconnect', () => process.exit(0));
  process.on('message', (msg: ToEngine) => {
    if (msg?.type === 'config' && !ctx) {
      ctx = engineContext(msg.env);
      watchResidentMemory(msg.env, ctx.log);
      reply({ type: 'ready' });
      return;
    }
    if (!ctx || msg?.type === 'config') return;
    const fail = (err: unknown) => reply({ type: 'failed', id: msg.id, ...describeEngineError(err) });
    if (msg?.type === 'run') {
      runEngine(ctx, msg.req, (percent, stage) => reply({ type: 'progress', id: msg.id, percent, stage }))
        .then((output) => reply({ type: 'done', id: msg.id, output }))
        .catch(fail);
    } else if (msg?.type === 'read') {
      runReadTask(ctx, msg.req)
        .then((output) => reply({ type: 'read-done', id: msg.id, output }))
        .catch(fail);
    } else if (msg?.type === 'preflight') {
      runPreflight(ctx, msg.req)
        .then((identity) => reply({ type: 'accepted', id: msg.id, identity }))
        .catch(fail);
    }
  });
  reply({ type: 'hello' });
}

function engineContext(env: Env): EngineContext {
  const log = createLogger(env.LOG_LEVEL);
  return {
    env,
    log,
    storage: createStorage(env),
    tables: lazyTables(env, log),
  };
}

/** Loaded on first use: the uploads child (preflights) never needs the reference tables. */
function lazyTables(env: Env, log: EngineContext['log']): ServerTables {
  let tables: ServerTables | null = null;
  const load = () => (tables ??= loadReferenceTablesInBackground(env.TABLES_DIR, (m) => log.debug(`motor: ${m}`)));
  return { get: () => load().get(), ready: () => load().ready() };
}

/**
 * The heap cap (--max-old-space-size) does not count Buffers and strings kept outside the JS heap; this
 * bounds the whole process: above ENGINE_MAX_MEMORY_MB + 256 MB of RSS it exits, and the parent restarts it.
 */
function watchResidentMemory(env: Env, log: EngineContext['log']): void {
  const limit = (env.ENGINE_MAX_MEMORY_MB + 256) * 1024 * 1024;
  const timer = setInterval(() => {
    const rss = process.memoryUsage.rss();
    if (rss <= limit) return;
    log.error(`motor: memória residente de ${Math.round(rss / 1048576)} MB acima do limite de ${Math.round(limit / 1048576)} MB; encerrando`);
    process.exit(70);
  }, 200);
  timer.unref();
}
