import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { viewerOf } from '../http/route-auth';
import { recordAudit } from '../audit/record-audit';
import { getSiteSettings, saveSiteSettings, siteSettingsSchema } from './site-settings';

/** /admin/site: the contact details, WhatsApp and social links the public footer and pages read. */
export function registerSiteAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/admin/site', async () => getSiteSettings(ctx.db));

  app.put('/api/admin/site', async (req) => {
    const actor = viewerOf(req);
    const trimmed = Object.fromEntries(Object.entries((req.body ?? {}) as Record<string, unknown>).map(([k, v]) => [k, typeof v === 'string' ? v.trim() : v]));
    const data = siteSettingsSchema.parse(trimmed);
    const before = await getSiteSettings(ctx.db);
    await saveSiteSettings(ctx.db, data, actor.id);
    const changed = Object.keys(data).filter((k) => before[k as keyof typeof before] !== data[k as keyof typeof data]);
    await recordAudit(ctx.db, {
      userId: actor.id,
      action: 'admin_site_editado',
      details: changed.length ? `Alterou os dados do site: ${changed.join(', ')}` : 'Salvou os dados do site sem alterações',
      before,
      after: data,
    });
    return getSiteSettings(ctx.db);
  });
}
