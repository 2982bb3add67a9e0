import path from 'node:path';
import type { EngineContext } from '../checks/check-kind';
import { userFacingMessage } from '../checks/user-facing-error';
import type { Env } from '../env';
import { createLogger } from '../logger';
import { createLocalStorage } from '../storage/storage';
import { loadReferenceTablesInBackground } from '../tables/reference-tables';
import type { FromEngine, ToEngine } from './engine-messages';
import { runEngine } from './run-engine';

/**
 * `main.ts --role engine`: the memory-capped child that runs check engines for its parent (the process
 * holding the queue and the database). It never opens the database: a file that exhausts its memory
 * kills only this process, which the parent restarts (engine-supervisor.ts, ADR 010).
 */
export function runEngineChild(): void {
  const send = process.send?.bind(process);
  if (!send) {
    console.error('--role engine é iniciado pelo próprio Apura (processo de verificações); não o inicie à mão.');
    process.exit(2);
  }
  const reply = (msg: FromEngine) => send(msg);
  let ctx: EngineContext | null = null;
  // The parent is gone (killed, crashed): nothing can record our work any more.
  process.on('disconnect', () => process.exit(0));
  process.on('message', (msg: ToEngine) => {
    if (msg?.type === 'config' && !ctx) {
      ctx = engineContext(msg.env);
      reply({ type: 'ready' });
      return;
    }
    if (msg?.type !== 'run' || !ctx) return;
    runEngine(ctx, msg.req, (percent, stage) => reply({ type: 'progress', id: msg.id, percent, stage }))
      .then((output) => reply({ type: 'done', id: msg.id, output }))
      .catch((err: unknown) => {
        const detail = err instanceof Error ? (err.stack ?? err.message) : String(err);
        reply({ type: 'failed', id: msg.id, userMessage: userFacingMessage(err), detail });
      });
  });
  reply({ type: 'hello' });
}

function engineContext(env: Env): EngineContext {
  const log = createLogger(env.LOG_LEVEL);
  return {
    env,
    log,
    storage: createLocalStorage(path.join(env.DATA_DIR, 'files')),
    tables: loadReferenceTablesInBackground(env.TABLES_DIR, (m) => log.debug(`motor: ${m}`)),
  };
}
