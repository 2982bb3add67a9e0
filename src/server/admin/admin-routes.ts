import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { registerModuleAdminRoutes } from '../modules/module-admin-routes';
import { registerSiteAdminRoutes } from '../site/site-admin-routes';
import { registerAdminLogRoutes } from './logs/logs-routes';
import { registerAdminTablesRoute } from './tables-route';
import { registerAdminUserRoutes } from './users/user-routes';

/**
 * Everything under /api/admin. Authorisation is not done here: the route-auth hook makes every
 * /api/admin route admin-only by its prefix (tests/api/admin-guard.test.ts walks them all).
 */
export function registerAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerAdminUserRoutes(app, ctx);
  registerAdminLogRoutes(app, ctx);
  registerModuleAdminRoutes(app, ctx);
  registerSiteAdminRoutes(app, ctx);
  registerAdminTablesRoute(app, ctx);
}
