import type { AppContext } from '../context';

/** Every job definition of the app. Each domain adds its `define…Jobs(ctx)` call here. */
export function registerJobs(ctx: AppContext): void {
  void ctx;
}
