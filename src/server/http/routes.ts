import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { registerCoreRoutes } from './core-routes';

/**
 * Every domain's routes, in one list. Each domain exports `register…Routes(app, ctx)`;
 * the route-auth hook authorises all of them (see route-auth.ts).
 */
export async function registerDomainRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  registerCoreRoutes(app, ctx);
}
