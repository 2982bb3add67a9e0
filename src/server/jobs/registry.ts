import type { z } from 'zod';
import type { Boss } from './boss';

/** A job: a queue name, the zod schema of its payload, and the handler a worker runs. */
export interface JobDefinition<S extends z.ZodType> {
  name: string;
  payload: S;
  /** Attempts after the first failure; checks use 0 and refund instead. */
  retryLimit?: number;
  /** How long one run may take before pg-boss gives up on it (large SPED files take minutes). */
  expireInSeconds?: number;
  handler: (data: z.infer<S>, meta: { jobId: string }) => Promise<void>;
}

// The registry holds definitions of different payload types; each is validated by its own schema.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyJob = JobDefinition<any>;

export class JobRegistry {
  private readonly jobs = new Map<string, AnyJob>();

  define<S extends z.ZodType>(job: JobDefinition<S>): JobDefinition<S> {
    if (this.jobs.has(job.name)) throw new Error(`job ${job.name} defined twice`);
    this.jobs.set(job.name, job);
    return job;
  }

  async createQueues(boss: Boss): Promise<void> {
    for (const job of this.jobs.values()) {
      await boss.createQueue(job.name, { name: job.name, retryLimit: job.retryLimit ?? 0 });
    }
  }

  /** Enqueues by name; the payload is validated by the job's own schema before it is stored. */
  async send(boss: Boss, name: string, data: unknown, opts: { singletonKey?: string; startAfter?: number } = {}): Promise<string> {
    const job = this.jobs.get(name);
    if (!job) throw new Error(`job ${name} não definido`);
    const payload = job.payload.parse(data) as object;
    const id = await boss.send(job.name, payload, { retryLimit: job.retryLimit ?? 0, expireInSeconds: job.expireInSeconds ?? 60 * 60, ...opts });
    if (!id) throw new Error(`pg-boss não aceitou o job ${job.name}`);
    return id;
  }

  /** Starts workers for every defined job (the `worker` role, or `all`). */
  async work(boss: Boss, opts: { onError: (name: string, err: unknown) => void }): Promise<void> {
    for (const job of this.jobs.values()) {
      await boss.work(job.name, { batchSize: 1, pollingIntervalSeconds: 0.5 }, async ([j]) => {
        if (!j) return;
        try {
          await job.handler(job.payload.parse(j.data), { jobId: j.id });
        } catch (err) {
          opts.onError(job.name, err);
          throw err;
        }
      });
    }
  }
}
