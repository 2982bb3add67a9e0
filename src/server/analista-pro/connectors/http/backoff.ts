/** Exponential backoff with full jitter (AWS style): random in [0, min(max, base·2^(attempt-1))]. */
export function backoffDelay(attempt: number, baseMs: number, maxMs: number, random: () => number = Math.random): number {
  const cap = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
  // Never 0: a tiny floor keeps a burst of retries from landing in the same millisecond.
  return Math.max(Math.round(cap / 10), Math.round(random() * cap));
}

/** Retry-After is either seconds or an HTTP date. */
export function parseRetryAfter(value: string | null, now: number = Date.now()): number | undefined {
  if (!value) return undefined;
  const secs = Number(value);
  if (Number.isFinite(secs) && secs >= 0) return secs * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}
