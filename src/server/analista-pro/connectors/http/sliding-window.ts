import { sleep } from './sleep';

/**
 * "At most `limit` starts in any `windowMs`" — exact, unlike a token bucket of capacity `limit`, which
 * lets 2×limit through in one window (a full bucket plus a window of refill) and would trip a per-minute
 * counter such as Omie's. Waiters are served in arrival order.
 */
export interface RateLimiter {
  acquire(signal?: AbortSignal): Promise<void>;
}

export function createSlidingWindowLimiter(limit: number, windowMs: number, now: () => number = Date.now): RateLimiter {
  const starts: number[] = [];
  let queue: Promise<void> = Promise.resolve();
  const takeSlot = async (signal?: AbortSignal): Promise<void> => {
    for (;;) {
      const t = now();
      while (starts.length > 0 && starts[0]! <= t - windowMs) starts.shift();
      if (starts.length < limit) {
        starts.push(t);
        return;
      }
      await sleep(starts[0]! + windowMs - t + 1, signal);
    }
  };
  return {
    acquire(signal) {
      const mine = queue.then(() => takeSlot(signal));
      // A waiter that was aborted must not block the ones behind it.
      queue = mine.catch(() => undefined);
      return mine;
    },
  };
}
