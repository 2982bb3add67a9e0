import { defineCheckJob } from '../checks/run-check';
import type { AppContext } from '../context';
import { defineCleanupJob } from '../retention/cleanup-job';
import { defineAnalistaJob } from '../analista-pro/runs/run-job';

/** Every job definition of the app. Each domain adds its `define…Job(ctx)` call here. */
export function registerJobs(ctx: AppContext): void {
  defineCheckJob(ctx);
  defineCleanupJob(ctx);
  defineAnalistaJob(ctx);
}
