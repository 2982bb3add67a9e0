import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { registerCoreRoutes } from './core-routes';
import { registerAccountRoutes } from '../account/account-routes';
import { registerActivityRoutes } from '../activity/activity-routes';
import { registerCreditsRoutes } from '../credits/credits-routes';
import { registerAdminRoutes } from '../admin/admin-routes';
import { registerModuleAccessRoute } from '../modules/module-access-route';
import { registerNcmRoutes } from '../checks/ncm/ncm-routes';
import { registerPisCofinsRoutes } from '../checks/pis-cofins/pis-cofins-routes';
import { registerEscrituracaoRoutes } from '../checks/escrituracao/escrituracao-routes';
import { registerReformaRoutes } from '../checks/reforma/reforma-routes';
import { registerAnalistaProRoutes } from '../analista-pro/analista-routes';
import { registerResolutionRoutes } from '../conferencias/resolution-routes';
import { registerConferenciasRoutes } from '../conferencias/conferencias-routes';
import { registerClientRoutes } from '../clients/client-routes';
import { registerBatchRoutes } from '../batch/batch-routes';
import { registerInvitationRoutes } from '../office/invitation-routes';
import { registerOfficeRoutes } from '../office/office-routes';

/**
 * Every domain's routes, in one list. Each domain exports `register…Routes(app, ctx)`;
 * the route-auth hook authorises all of them (see route-auth.ts).
 */
export async function registerDomainRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  registerCoreRoutes(app, ctx);
  registerAccountRoutes(app, ctx);
  registerActivityRoutes(app, ctx);
  registerCreditsRoutes(app, ctx);
  registerOfficeRoutes(app, ctx);
  registerInvitationRoutes(app, ctx);
  registerAdminRoutes(app, ctx);
  registerModuleAccessRoute(app, ctx);
  registerNcmRoutes(app, ctx);
  registerPisCofinsRoutes(app, ctx);
  registerEscrituracaoRoutes(app, ctx);
  registerReformaRoutes(app, ctx);
  registerAnalistaProRoutes(app, ctx);
  registerResolutionRoutes(app, ctx);
  registerConferenciasRoutes(app, ctx);
  registerClientRoutes(app, ctx);
  registerBatchRoutes(app, ctx);
}
