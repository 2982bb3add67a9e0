import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { resolveViewer, type Viewer } from '../auth/viewer';
import { requireOfficeRole, type OfficeRole } from '../office/office-roles';
import { forbidden, unauthorized } from './errors';

export type RouteAuth = 'public' | 'user' | 'admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route. Every /api route is 'user' unless it says otherwise; /api/admin is always 'admin'. */
    auth?: RouteAuth;
    /** Accept a personal API token (Authorization: Bearer) instead of the session cookie. */
    apiToken?: boolean;
    /**
     * The least office role the caller needs (ADR 016). Default: 'leitura' to read (GET), 'contador' to
     * change anything, so a 'leitura' member can never write office data through a route that forgot to
     * say so. Personal routes (profile, tokens, leaving an office) declare 'leitura'; office management 'titular'.
     */
    officeRole?: OfficeRole;
  }
  interface FastifyRequest {
    viewer: Viewer | null;
  }
}

export interface RegisteredRoute {
  method: string;
  url: string;
  auth: RouteAuth;
  officeRole: OfficeRole;
}

/** The effective office role a user route needs: reads are open to every member, writes need a contador. */
export function effectiveOfficeRole(method: string, declared: OfficeRole | undefined): OfficeRole {
  return declared ?? (method === 'GET' || method === 'HEAD' ? 'leitura' : 'contador');
}

/** The effective rule for a route: secure by default, admin forced by prefix. */
export function effectiveAuth(url: string, declared: RouteAuth | undefined): RouteAuth | 'auth-library' | 'static' {
  if (!url.startsWith('/api/')) return 'static';
  if (url.startsWith('/api/auth/')) return 'auth-library';
  if (url.startsWith('/api/admin')) return 'admin';
  return declared ?? 'user';
}

/** Authorises every /api request on the server, before the body is read (so anonymous uploads are refused early). */
export function installRouteAuth(app: FastifyInstance, ctx: AppContext, registry: RegisteredRoute[]): void {
  app.decorateRequest('viewer', null);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const rule = effectiveAuth(route.url, route.config?.auth);
    if (rule === 'static' || rule === 'auth-library') return;
    for (const method of methods) registry.push({ method, url: route.url, auth: rule, officeRole: effectiveOfficeRole(method, route.config?.officeRole) });
  });
  app.addHook('onRequest', async (req) => {
    // Unmatched paths have no route: the not-found handler answers them.
    if (!req.routeOptions.url) return;
    const rule = effectiveAuth(req.routeOptions.url, req.routeOptions.config?.auth);
    if (rule === 'static' || rule === 'auth-library' || rule === 'public') return;
    req.viewer = await resolveViewer(ctx, req, req.routeOptions.config?.apiToken === true);
    if (!req.viewer) throw unauthorized();
    if (rule === 'admin' && req.viewer.role !== 'admin') throw forbidden('Acesso negado: esta área é restrita a administradores.');
    // Admin routes act on the platform, not on the admin's office.
    if (rule === 'user') requireOfficeRole(req.viewer, effectiveOfficeRole(req.method, req.routeOptions.config?.officeRole));
  });
}

/** The authenticated caller of a route whose rule is 'user' or 'admin'. */
export function viewerOf(req: FastifyRequest): Viewer {
  if (!req.viewer) throw unauthorized();
  return req.viewer;
}
