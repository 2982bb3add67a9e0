import { ErpError, isErpError } from '../erp-error';
import { backoffDelay } from '../http/backoff';
import { sleep } from '../http/sleep';
import { classifyOmieFailure } from './omie-faults';
import { sharedOmieRateLimits, type OmieRateLimits } from './omie-rate-limits';

export interface OmieLimits {
  /** Shared limiter registry (default: one per process, see omie-rate-limits.ts). */
  registry?: OmieRateLimits;
  /** Attempts per call, first included (default 5). */
  maxAttempts?: number;
  /** First backoff step; doubles each attempt, with full jitter (default 500 ms). */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** A wait asked by Omie longer than this is not slept through: the error goes to the caller (default 70 s). */
  maxRetryAfterMs?: number;
  /** Per request (default 60 s). */
  timeoutMs?: number;
}

export interface OmieTransportOptions {
  /** e.g. https://app.omie.com.br — the client appends /api/v1/{module}/{service}/. */
  baseUrl: string;
  appKey: string;
  appSecret: string;
  fetch?: typeof fetch;
  limits?: OmieLimits;
}

export interface CallOptions {
  signal?: AbortSignal;
  maxAttempts?: number;
}

export interface OmieTransport {
  call<T>(service: string, method: string, param: Record<string, unknown>, opts?: CallOptions): Promise<T>;
  readonly appKey: string;
}

export function createOmieTransport(o: OmieTransportOptions): OmieTransport {
  const doFetch = o.fetch ?? fetch;
  const lim = o.limits ?? {};
  const registry = lim.registry ?? sharedOmieRateLimits;
  const base = o.baseUrl.replace(/\/+$/, '');
  const secrets = [o.appSecret, o.appKey];

  async function once(service: string, method: string, param: Record<string, unknown>, signal?: AbortSignal): Promise<unknown> {
    return registry.semaphore(o.appKey).run(async () => {
      await registry.perIp.acquire(signal);
      await registry.perMethod(o.appKey, method).acquire(signal);
      const timeout = AbortSignal.timeout(lim.timeoutMs ?? 60_000);
      let res: Response;
      try {
        res = await doFetch(`${base}/api/v1/${service}/`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ call: method, app_key: o.appKey, app_secret: o.appSecret, param: [param] }),
          signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
        });
      } catch (e) {
        if (signal?.aborted) throw signal.reason;
        const timedOut = timeout.aborted;
        throw new ErpError('UNAVAILABLE', timedOut ? 'O Omie não respondeu a tempo.' : 'Não foi possível conectar ao Omie.', {
          detail: (e as Error).message,
          retryable: true,
        });
      }
      const text = await res.text();
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        /* keep the text: proxies answer 502/503 in HTML */
      }
      const isFault = typeof body === 'object' && body !== null && 'faultstring' in body;
      if (res.ok && typeof body === 'object' && body !== null && !isFault) return body;
      throw classifyOmieFailure({ status: res.status, body, retryAfter: res.headers.get('retry-after'), secrets });
    });
  }

  return {
    appKey: o.appKey,
    async call<T>(service: string, method: string, param: Record<string, unknown>, opts: CallOptions = {}): Promise<T> {
      const max = opts.maxAttempts ?? lim.maxAttempts ?? 5;
      for (let attempt = 1; ; attempt++) {
        try {
          return (await once(service, method, param, opts.signal)) as T;
        } catch (e) {
          if (!isErpError(e) || !e.retryable || attempt >= max) throw e;
          const wait = e.retryAfterMs ?? backoffDelay(attempt, lim.baseDelayMs ?? 500, lim.maxDelayMs ?? 30_000);
          if (wait > (lim.maxRetryAfterMs ?? 70_000)) throw e;
          // Sleep outside the semaphore: a waiting retry must not hold one of the 4 slots.
          await sleep(wait, opts.signal);
        }
      }
    },
  };
}
