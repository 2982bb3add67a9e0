import type { EngineContext } from '../checks/check-kind';
import { EngineRunError, type EngineRunner } from './engine-messages';
import { describeEngineError, runEngine, runPreflight } from './run-engine';
import { runReadTask } from './read-tasks';

/**
 * The engine in the calling process. Only reachable through `startServer(…, { inlineEngine: true })`,
 * which no env variable or CLI flag sets: one API test uses it to run a fake check kind in-process.
 */
export function inlineEngine(ctx: EngineContext): EngineRunner {
  return {
    async run(req, progress) {
      try {
        return await runEngine(ctx, req, progress);
      } catch (err) {
        const d = describeEngineError(err);
        throw new EngineRunError(d.userMessage, d.detail, d.http);
      }
    },
    async preflight(req) {
      try {
        return await runPreflight(ctx, req);
      } catch (err) {
        const d = describeEngineError(err);
        throw new EngineRunError(d.userMessage, d.detail, d.http);
      }
    },
    async read(req) {
      try {
        return await runReadTask(ctx, req);
      } catch (err) {
        const d = describeEngineError(err);
        throw new EngineRunError(d.userMessage, d.detail, d.http);
      }
    },
    ready: () => true,
    pid: () => null,
    stop: async () => undefined,
  };
}
