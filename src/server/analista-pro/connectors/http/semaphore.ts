/** Counting semaphore: at most `max` holders at once, FIFO for waiters. */
export interface Semaphore {
  run<T>(fn: () => Promise<T>): Promise<T>;
  readonly active: number;
}

export function createSemaphore(max: number): Semaphore {
  let active = 0;
  const waiters: (() => void)[] = [];
  const release = (): void => {
    const next = waiters.shift();
    if (next) next(); // hand the slot over directly: `active` stays the same
    else active -= 1;
  };
  const acquire = (): Promise<void> => {
    if (active < max) {
      active += 1;
      return Promise.resolve();
    }
    return new Promise((resolve) => waiters.push(resolve));
  };
  return {
    async run(fn) {
      await acquire();
      try {
        return await fn();
      } finally {
        release();
      }
    },
    get active() {
      return active;
    },
  };
}
