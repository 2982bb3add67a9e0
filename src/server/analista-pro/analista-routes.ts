import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { registerCompanyRoutes } from './companies/company-routes';
import { registerCredentialRoutes } from './credentials/credentials-routes';
import { registerNcmWritebackRoutes } from './ncm/ncm-writeback-routes';
import { registerRunRoutes } from './runs/run-routes';
import { vaultKeyring } from './vault/vault-service';

/** Analista PRO (issue 7): credentials vault, companies register, runs with live log, NCM write-back. */
export function registerAnalistaProRoutes(app: FastifyInstance, ctx: AppContext): void {
  // Creates DATA_DIR/secrets/encryption.key (0600) on first start instead of on the first saved credential.
  vaultKeyring(ctx).catch((err: unknown) => ctx.log.error({ err }, 'cofre de credenciais: chave indisponível'));
  registerCredentialRoutes(app, ctx);
  registerCompanyRoutes(app, ctx);
  registerRunRoutes(app, ctx);
  registerNcmWritebackRoutes(app, ctx);
}
