import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db } from '../db/client';
import type { Unlisten } from '../db/listen';

/** The NOTIFY channel whose payload is the id of a check whose status, stage or progress changed. */
export const CHECK_CHANNEL = 'apura_verificacoes';

/**
 * Tells every process that check `id` changed: NOTIFY reaches each web process's listener at commit, so
 * the SSE of a browser connected to another machine sends the new state at once. Never fails the
 * caller: a lost notification only delays that SSE until its safety-net poll.
 */
export async function announceCheck(db: Db, id: string): Promise<void> {
  await db.execute(sql`select pg_notify(${CHECK_CHANNEL}, ${id})`).catch(() => undefined);
}

export interface CheckWatch {
  /** Resolves true when the check changed since the last call, or false after `ms` (the safety-net poll). */
  changed(ms: number): Promise<boolean>;
  close(): void;
}

export interface CheckChanges {
  watch(id: string): CheckWatch;
  close(): Promise<void>;
}

/**
 * One LISTEN per process (opened on the first watch: worker-only processes never open it), fanned out to
 * the SSE streams of this process by check id. PostgreSQL's own LISTEN/NOTIFY, no broker of our own.
 */
export function createCheckChanges(database: Pick<Database, 'listen'>, log: Pick<FastifyBaseLogger, 'warn'>): CheckChanges {
  const watchers = new Map<string, Set<() => void>>();
  let listening: Promise<Unlisten> | null = null;
  const dispatch = (id: string) => {
    for (const wake of watchers.get(id) ?? []) wake();
  };
  const listen = () => {
    listening ??= database.listen(CHECK_CHANNEL, dispatch, (err) => log.warn({ err }, 'LISTEN das verificações interrompido; reconectando'));
    // A failed LISTEN leaves the safety-net poll; the next watch tries again.
    listening.catch((err) => {
      log.warn({ err }, 'LISTEN das verificações indisponível');
      listening = null;
    });
  };
  return {
    watch(id) {
      listen();
      let dirty = false;
      let wakeUp: ((changed: boolean) => void) | null = null;
      const wake = () => {
        dirty = true;
        wakeUp?.(true);
      };
      const set = watchers.get(id) ?? new Set();
      set.add(wake);
      watchers.set(id, set);
      return {
        changed(ms) {
          if (dirty) {
            dirty = false;
            return Promise.resolve(true);
          }
          return new Promise<boolean>((resolve) => {
            const timer = setTimeout(() => done(false), ms);
            function done(changed: boolean) {
              clearTimeout(timer);
              wakeUp = null;
              dirty = false;
              resolve(changed);
            }
            wakeUp = done;
          });
        },
        close() {
          wakeUp?.(false);
          set.delete(wake);
          if (set.size === 0) watchers.delete(id);
        },
      };
    },
    async close() {
      const stop = await listening?.catch(() => null);
      listening = null;
      await stop?.();
    },
  };
}
