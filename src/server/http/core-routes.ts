import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { balanceOf } from '../credits/ledger';
import { user } from '../db/schema';
import { listModules } from '../modules/modules';
import { getSiteSettings } from '../site/site-settings';
import { viewerOf } from './route-auth';
import { checkHealth } from './health';
import { notFound } from './errors';

export function registerCoreRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/health', { config: { auth: 'public' } }, async (_req, reply) => {
    const health = await checkHealth(ctx);
    reply.header('cache-control', 'no-store');
    return reply.status(health.status === 'ok' ? 200 : 503).send(health);
  });

  app.get('/api/public/config', { config: { auth: 'public' } }, async () => ({
    googleEnabled: Boolean(ctx.env.GOOGLE_CLIENT_ID && ctx.env.GOOGLE_CLIENT_SECRET),
    custos: { ncm: ctx.env.CUSTO_NCM, pisCofins: ctx.env.CUSTO_PIS_COFINS, escrituracao: ctx.env.CUSTO_ESCRITURACAO, reforma: ctx.env.CUSTO_REFORMA },
    limites: { ncmMb: ctx.env.NCM_MAX_MB, ncmLinhas: ctx.env.NCM_MAX_LINHAS, pisCofinsMb: ctx.env.PIS_COFINS_MAX_MB, spedMb: ctx.env.SPED_MAX_MB },
  }));

  app.get('/api/public/site', { config: { auth: 'public' } }, async (_req, reply) => {
    reply.header('cache-control', 'no-cache');
    return getSiteSettings(ctx.db);
  });

  app.get('/api/me', async (req) => {
    const v = viewerOf(req);
    const [u] = await ctx.db.select().from(user).where(eq(user.id, v.id));
    if (!u) throw notFound('Usuário não encontrado.');
    return {
      id: u.id,
      name: u.name,
      email: u.email,
      emailVerified: u.emailVerified,
      company: u.company,
      phone: u.phone,
      image: u.image,
      role: u.role === 'admin' ? 'admin' : 'user',
      credits: await balanceOf(ctx.db, v.officeId),
      office: { id: v.officeId, name: v.officeName, role: v.officeRole },
      accessExpired: Boolean(u.accessExpiresAt && u.accessExpiresAt.getTime() < Date.now()),
      accessExpiresAt: u.accessExpiresAt?.toISOString() ?? null,
      notifyOnCheck: u.notifyOnCheck,
    };
  });

  app.get('/api/modules', async () => {
    const rows = await listModules(ctx.db, { includeInactive: false });
    return rows.map((m) => ({ id: m.id, name: m.name, description: m.description, status: m.status, version: m.version }));
  });
}
