import type { EngineContext } from '../checks/check-kind';
import { userFacingMessage } from '../checks/user-facing-error';
import { EngineRunError, type EngineRunner } from './engine-messages';
import { runEngine } from './run-engine';

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
        throw new EngineRunError(userFacingMessage(err), err instanceof Error ? (err.stack ?? err.message) : String(err));
      }
    },
    ready: () => true,
    pid: () => null,
    stop: async () => undefined,
  };
}
