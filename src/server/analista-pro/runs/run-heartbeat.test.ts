import { afterEach, describe, expect, it, vi } from 'vitest';
import { startHeartbeat } from './run-heartbeat';

describe('run heartbeat', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('writes a line only after a full period without one, and never after stop', () => {
    vi.useFakeTimers();
    const beat = vi.fn(async () => undefined);
    const hb = startHeartbeat(beat, 5 * 60_000);
    vi.advanceTimersByTime(4 * 60_000);
    hb.wrote(); // the action logged a step
    vi.advanceTimersByTime(4 * 60_000);
    expect(beat).not.toHaveBeenCalled();
    vi.advanceTimersByTime(60_000);
    expect(beat).toHaveBeenCalledTimes(1);
    // The beat counts as a line: the next one comes a full period later, not every tick.
    vi.advanceTimersByTime(4 * 60_000);
    expect(beat).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60_000);
    expect(beat).toHaveBeenCalledTimes(2);
    hb.stop();
    vi.advanceTimersByTime(60 * 60_000);
    expect(beat).toHaveBeenCalledTimes(2);
  });

  it('a failing beat (database briefly away) does not throw out of the timer', async () => {
    vi.useFakeTimers();
    const beat = vi.fn(async () => {
      throw new Error('sem conexão');
    });
    const hb = startHeartbeat(beat, 1000);
    vi.advanceTimersByTime(1000);
    await Promise.resolve();
    expect(beat).toHaveBeenCalledTimes(1);
    hb.stop();
  });
});
