import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { authLimitsFor } from '../rate-limit/auth-limits';
import { hitLimit } from '../rate-limit/rate-limit';
import { AppError } from './errors';

const AUTH_PREFIX = '/api/auth';

/** Mounts better-auth under /api/auth/* by translating Fastify requests into Fetch Requests. */
export function registerAuthRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    async handler(req, reply) {
      const url = new URL(req.url, `${req.protocol}://${req.headers.host ?? 'localhost'}`);
      const authPath = url.pathname.slice(AUTH_PREFIX.length);
      // Offices are managed through /api/escritorio and /api/convites (authorised, pt-BR), which call the
      // organization plugin through auth.api; its own HTTP paths would bypass both (ADR 016).
      if (authPath.startsWith('/organization/')) throw new AppError(404, 'NAO_ENCONTRADO', 'Não encontrado.');
      if (req.method === 'POST') await enforceLimits(ctx, req, reply, authPath);
      const headers = new Headers();
      for (const [k, v] of Object.entries(req.headers)) {
        if (v === undefined) continue;
        if (Array.isArray(v)) v.forEach((x) => headers.append(k, x));
        else headers.set(k, String(v));
      }
      // better-auth records this as the session's address; req.ip honours TRUST_PROXY only, so a
      // client cannot spoof it.
      headers.set('x-forwarded-for', req.ip);
      const body = req.method === 'GET' || req.body === undefined ? undefined : JSON.stringify(req.body);
      const response = await ctx.auth.handler(new Request(url, { method: req.method, headers, body }));
      reply.status(response.status);
      response.headers.forEach((value, key) => {
        const k = key.toLowerCase();
        if (k !== 'set-cookie' && k !== 'content-length') reply.header(key, value);
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length) reply.header('set-cookie', cookies);
      if (authPath === '/sign-up/email' && response.ok) {
        // better-auth answers a new e-mail with the created user and a taken one with a synthetic
        // user; both become this one body, so the answer never says whether an account exists.
        return reply.type('application/json').send({ status: true });
      }
      reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
    },
  });
}

async function enforceLimits(ctx: AppContext, req: FastifyRequest, reply: FastifyReply, authPath: string): Promise<void> {
  const email = emailOf(req.body);
  for (const { rule, per } of authLimitsFor(ctx.env, authPath)) {
    const key = per === 'ip' ? req.ip : email;
    if (!key) continue;
    const result = await hitLimit(ctx.db, rule, key);
    if (!result.allowed) {
      reply.header('retry-after', String(result.retryAfter));
      const wait = result.retryAfter > 60 ? 'alguns minutos' : 'um minuto';
      throw new AppError(429, 'LIMITE', `Muitas tentativas. Aguarde ${wait} e tente novamente.`);
    }
  }
}

function emailOf(body: unknown): string | null {
  if (!body || typeof body !== 'object') return null;
  const email = (body as { email?: unknown }).email;
  return typeof email === 'string' && email.trim() ? email.trim().toLowerCase() : null;
}
