import { describe, expect, it } from 'vitest';
import { backoffDelay, parseRetryAfter } from './backoff';
import { createSemaphore } from './semaphore';
import { createSlidingWindowLimiter } from './sliding-window';

describe('connector http utilities', () => {
  it('semaphore never lets more than max run at once', async () => {
    const sem = createSemaphore(3);
    let running = 0;
    let peak = 0;
    await Promise.all(
      Array.from({ length: 20 }, () =>
        sem.run(async () => {
          running += 1;
          peak = Math.max(peak, running);
          await new Promise((r) => setTimeout(r, 2));
          running -= 1;
        }),
      ),
    );
    expect(peak).toBe(3);
    expect(sem.active).toBe(0);
  });

  it('sliding window allows at most `limit` starts in any window', async () => {
    let clock = 0;
    const lim = createSlidingWindowLimiter(3, 1000, () => clock);
    await lim.acquire();
    await lim.acquire();
    await lim.acquire();
    let fourth = false;
    const p = lim.acquire().then(() => (fourth = true));
    await new Promise((r) => setTimeout(r, 20));
    expect(fourth).toBe(false);
    clock = 1001;
    await p;
    expect(fourth).toBe(true);
  });

  it('backoff grows and stays within the cap; Retry-After parses seconds and dates', () => {
    expect(backoffDelay(1, 100, 10_000, () => 1)).toBe(100);
    expect(backoffDelay(4, 100, 10_000, () => 1)).toBe(800);
    expect(backoffDelay(20, 100, 10_000, () => 1)).toBe(10_000);
    expect(backoffDelay(3, 100, 10_000, () => 0)).toBe(40);
    expect(parseRetryAfter('3')).toBe(3000);
    expect(parseRetryAfter(new Date(10_000).toUTCString(), 4_000)).toBe(6_000);
    expect(parseRetryAfter(null)).toBeUndefined();
  });
});
