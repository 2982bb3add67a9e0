import { createSemaphore, type Semaphore } from '../http/semaphore';
import { createSlidingWindowLimiter, type RateLimiter } from '../http/sliding-window';

/**
 * Omie's published limits: 4 simultaneous requests, 240 per minute per app_key + method, 960 per minute
 * per IP. The IP budget is shared by every client company the office has, so one registry is shared by
 * all clients in the process (`sharedOmieRateLimits`); tests create their own with small numbers.
 * With several worker processes behind one IP, give each a fraction of `perIpPerWindow`.
 */
export interface OmieRateLimitConfig {
  perMethodPerWindow?: number;
  perIpPerWindow?: number;
  windowMs?: number;
  concurrencyPerKey?: number;
  /**
   * Added to the window on our side. We count a request when it leaves, Omie when it arrives; network
   * jitter between two requests could otherwise make Omie see N+1 in its window (default 1 s of 60).
   */
  safetyMarginMs?: number;
}

export interface OmieRateLimits {
  semaphore(appKey: string): Semaphore;
  perMethod(appKey: string, method: string): RateLimiter;
  readonly perIp: RateLimiter;
}

export function createOmieRateLimits(cfg: OmieRateLimitConfig = {}): OmieRateLimits {
  const windowMs = (cfg.windowMs ?? 60_000) + (cfg.safetyMarginMs ?? 1_000);
  const perMethodLimit = cfg.perMethodPerWindow ?? 240;
  const concurrency = cfg.concurrencyPerKey ?? 4;
  const perIp = createSlidingWindowLimiter(cfg.perIpPerWindow ?? 960, windowMs);
  const semaphores = new Map<string, Semaphore>();
  const methods = new Map<string, RateLimiter>();
  return {
    perIp,
    semaphore(appKey) {
      let s = semaphores.get(appKey);
      if (!s) semaphores.set(appKey, (s = createSemaphore(concurrency)));
      return s;
    },
    perMethod(appKey, method) {
      const k = `${appKey}\u0000${method}`;
      let l = methods.get(k);
      if (!l) methods.set(k, (l = createSlidingWindowLimiter(perMethodLimit, windowMs)));
      return l;
    },
  };
}

export const sharedOmieRateLimits: OmieRateLimits = createOmieRateLimits();
