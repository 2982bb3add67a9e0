import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';

/** Mounts better-auth under /api/auth/* by translating Fastify requests into Fetch Requests. */
export function registerAuthRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    async handler(req, reply) {
      const url = new URL(req.url, `${req.protocol}://${req.headers.host ?? 'localhost'}`);
      const headers = new Headers();
      for (const [k, v] of Object.entries(req.headers)) {
        if (v === undefined) continue;
        if (Array.isArray(v)) v.forEach((x) => headers.append(k, x));
        else headers.set(k, String(v));
      }
      // The rate limiter keys on this header; set it from the socket so a client cannot spoof it.
      headers.set('x-forwarded-for', req.ip);
      const body = req.method === 'GET' || req.body === undefined ? undefined : JSON.stringify(req.body);
      const response = await ctx.auth.handler(new Request(url, { method: req.method, headers, body }));
      reply.status(response.status);
      response.headers.forEach((value, key) => {
        if (key.toLowerCase() !== 'set-cookie') reply.header(key, value);
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length) reply.header('set-cookie', cookies);
      reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
    },
  });
}
