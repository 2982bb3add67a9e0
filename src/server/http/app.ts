import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import type { AppContext } from '../context';
import { registerAuthRoutes } from './auth-routes';
import { installCsrfCheck } from './csrf';
import { installSecurityHeaders } from './security-headers';
import { fastifyTrustProxy } from './trust-proxy';
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
    // req.ip / req.protocol follow X-Forwarded-* only from the proxies TRUST_PROXY names.
    trustProxy: fastifyTrustProxy(ctx.env.TRUST_PROXY),
    bodyLimit: 2 * 1024 * 1024,
    // Spec §7 writes POST /api/processar-pis-cofins/ with a trailing slash; accept both forms.
    routerOptions: { ignoreTrailingSlash: true },
  });
  const routes: RegisteredRoute[] = [];
  installErrorHandling(app, ctx);
  await app.register(cookie);
  await app.register(multipart, {
    limits: { fileSize: ctx.env.SPED_MAX_MB * 1024 * 1024, files: 2000, fields: 20, fieldSize: 64 * 1024 },
  });
  // Origin check first: a forged request is refused before authentication or any body is read.
  installCsrfCheck(app, ctx.env.APP_URL);
  installRouteAuth(app, ctx, routes);
  installSecurityHeaders(app, ctx.env.APP_URL);
  registerAuthRoutes(app, ctx);
  await registerDomainRoutes(app, ctx);
  const localControl = registerLocalControl(app, ctx);
  if (opts.serveWeb) await registerStatic(app);
  return { app, routes, localControl };
}
