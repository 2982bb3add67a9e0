import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import type { AppContext } from '../context';
import { registerAuthRoutes } from './auth-routes';
import { installErrorHandling } from './error-handling';
import { installRouteAuth, type RegisteredRoute } from './route-auth';
import { registerDomainRoutes } from './routes';
import { registerStatic } from './static';
import { registerLocalControl } from '../cli/local-control';

export interface BuiltApp {
  app: FastifyInstance;
  /** Every /api route with its effective rule (the admin-guard test walks this list). */
  routes: RegisteredRoute[];
  /** Lets `npm run admin` reach this process (see cli/local-control.ts). */
  localControl: { announce(port: number): void; withdraw(): void };
}

export async function buildApp(ctx: AppContext, opts: { serveWeb: boolean; logger?: boolean } = { serveWeb: true }): Promise<BuiltApp> {
  const app = Fastify({
    loggerInstance: ctx.log,
    trustProxy: false,
    bodyLimit: 2 * 1024 * 1024,
    // Spec §7 writes POST /api/processar-pis-cofins/ with a trailing slash; accept both forms.
    routerOptions: { ignoreTrailingSlash: true },
  });
  const routes: RegisteredRoute[] = [];
  installErrorHandling(app, ctx);
  await app.register(cookie);
  await app.register(rateLimit, { global: false });
  await app.register(multipart, {
    limits: { fileSize: ctx.env.SPED_MAX_MB * 1024 * 1024, files: 2000, fields: 20, fieldSize: 64 * 1024 },
  });
  installRouteAuth(app, ctx, routes);
  app.addHook('onSend', async (_req, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'DENY');
  });
  registerAuthRoutes(app, ctx);
  await registerDomainRoutes(app, ctx);
  const localControl = registerLocalControl(app, ctx);
  if (opts.serveWeb) await registerStatic(app);
  return { app, routes, localControl };
}
