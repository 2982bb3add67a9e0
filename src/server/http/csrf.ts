import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const CSRF_MESSAGE = 'Requisição recusada: ela não veio do site do Apura. Recarregue a página e tente novamente.';

export interface CsrfInput {
  method: string;
  /** The Origin header, if any ('null' included). */
  origin: string | undefined;
  /** The Sec-Fetch-Site header, if any. */
  secFetchSite: string | undefined;
  /** Origins this app answers on: APP_URL's, plus the one the request itself was addressed to. */
  allowedOrigins: string[];
  /** The request carries an API token on a route that accepts one (no ambient credential is used). */
  apiToken: boolean;
  /** The request carries a Cookie header (an ambient credential a forged request would ride on). */
  hasCookie: boolean;
}

/**
 * Pure decision for one request (ADR 009). Origin wins when present; without it
 * Sec-Fetch-Site must say same-origin; with neither header (curl, the CLI, server to server) the
 * request is let through only when it carries no cookie, since every modern browser sends Origin on
 * a cookie-bearing POST and a request without a cookie has nothing to forge.
 */
export function csrfAllows(input: CsrfInput): boolean {
  if (!STATE_CHANGING.has(input.method.toUpperCase())) return true;
  if (input.apiToken) return true;
  if (input.origin !== undefined) return input.origin !== 'null' && input.allowedOrigins.includes(input.origin);
  if (input.secFetchSite !== undefined) return input.secFetchSite === 'same-origin';
  return !input.hasCookie;
}

/** `scheme://host[:port]` of a URL, normalised the way browsers write Origin. */
export function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

function requestOwnOrigin(req: FastifyRequest): string | null {
  const host = req.headers.host;
  return host ? originOf(`${req.protocol}://${host}`) : null;
}

/**
 * Checks every state-changing /api request, better-auth's routes included, before any other hook
 * (so a forged upload is refused before authentication, body reading or a debit).
 */
export function installCsrfCheck(app: FastifyInstance, appUrl: string): void {
  const appOrigin = originOf(appUrl);
  app.addHook('onRequest', async (req) => {
    if (!req.url.startsWith('/api/')) return;
    const header = (name: string): string | undefined => {
      const v = req.headers[name];
      return Array.isArray(v) ? v[0] : v;
    };
    const authz = header('authorization');
    const allowed = [appOrigin, requestOwnOrigin(req)].filter((o): o is string => Boolean(o));
    const ok = csrfAllows({
      method: req.method,
      // An empty header is no header (browsers never send one empty).
      origin: header('origin') || undefined,
      secFetchSite: header('sec-fetch-site') || undefined,
      allowedOrigins: allowed,
      apiToken: req.routeOptions.config?.apiToken === true && Boolean(authz?.startsWith('Bearer ')),
      hasCookie: Boolean(header('cookie')),
    });
    if (!ok) {
      req.log.warn({ method: req.method, url: req.routeOptions.url ?? req.url, origin: header('origin') ?? null }, 'requisição de outra origem recusada');
      throw new AppError(403, 'ORIGEM_RECUSADA', CSRF_MESSAGE);
    }
  });
}
