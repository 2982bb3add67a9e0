import { ErpError } from '../erp-error';
import { classifyOnvioFailure } from './onvio-errors';

export interface TokenSource {
  /** A valid access token, from cache when it is still good for `marginMs`. */
  get(signal?: AbortSignal): Promise<string>;
  /** Drops `token` if it is the cached one (after the API answered 401 to it). */
  invalidate(token: string): void;
}

export interface TokenOptions {
  authUrl: string;
  clientId: string;
  clientSecret: string;
  audience: string | undefined;
  fetch: typeof fetch;
  marginMs: number;
  timeoutMs: number;
}

/**
 * OAuth2 client credentials with a cache: tokens last about a day, so asking for one per request would be
 * wasteful and slow. Concurrent callers share one in-flight request instead of each fetching its own.
 */
export function createTokenSource(o: TokenOptions): TokenSource {
  let cached: { token: string; expiresAt: number } | null = null;
  let inFlight: Promise<string> | null = null;

  async function fetchToken(signal?: AbortSignal): Promise<string> {
    const form = new URLSearchParams({ grant_type: 'client_credentials', client_id: o.clientId, client_secret: o.clientSecret });
    if (o.audience) form.set('audience', o.audience);
    const timeout = AbortSignal.timeout(o.timeoutMs);
    let res: Response;
    try {
      res = await o.fetch(o.authUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: form.toString(),
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
    } catch (e) {
      if (signal?.aborted) throw signal.reason;
      throw new ErpError('UNAVAILABLE', 'Não foi possível obter o token de acesso do Onvio.', { detail: (e as Error).message, retryable: true });
    }
    const text = await res.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      /* keep text */
    }
    if (!res.ok) throw classifyOnvioFailure('token', res.status, body, res.headers.get('retry-after'));
    const b = body as { access_token?: unknown; expires_in?: unknown };
    if (typeof b.access_token !== 'string' || b.access_token === '') {
      throw new ErpError('UNAVAILABLE', 'O Onvio respondeu sem token de acesso.');
    }
    const ttlMs = (typeof b.expires_in === 'number' && b.expires_in > 0 ? b.expires_in : 3600) * 1000;
    cached = { token: b.access_token, expiresAt: Date.now() + ttlMs - Math.min(o.marginMs, ttlMs / 2) };
    return b.access_token;
  }

  return {
    get(signal) {
      if (cached && Date.now() < cached.expiresAt) return Promise.resolve(cached.token);
      inFlight ??= fetchToken(signal).finally(() => {
        inFlight = null;
      });
      return inFlight;
    },
    invalidate(token) {
      if (cached?.token === token) cached = null;
    },
  };
}
