/**
 * Log lines are a run's sign of life for the sweeper (sweep-runs.ts). A step that waits long in silence
 * (ERP rate limits, a large NCM check) gets one `beat()` line whenever `everyMs` pass without a line.
 * `wrote()` is called for each line the run writes; `stop()` when it ends.
 */
export function startHeartbeat(beat: () => Promise<void>, everyMs: number, now: () => number = Date.now) {
  let last = now();
  const timer = setInterval(() => {
    if (now() - last < everyMs) return;
    last = now();
    void beat().catch(() => undefined);
  }, Math.max(1, Math.floor(everyMs / 5)));
  timer.unref?.();
  return {
    wrote() {
      last = now();
    },
    stop() {
      clearInterval(timer);
    },
  };
}
