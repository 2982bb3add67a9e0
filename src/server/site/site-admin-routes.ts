import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { AppError } from '../http/errors';
import { viewerOf } from '../http/route-auth';
import { recordAudit } from '../audit/record-audit';
import { getSiteSettings, saveSiteSettings, siteSettingsSchema } from './site-settings';
import { creditPackagesSchema, formatCents, getCreditPackages, saveCreditPackages, type CreditPackage } from '../credits/credit-packages';

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

  // The credit packages users see in 'Comprar' (credits and price), the office's own price list.
  app.get('/api/admin/pacotes', async () => packagesJson(await getCreditPackages(ctx.db)));

  app.put('/api/admin/pacotes', async (req) => {
    const actor = viewerOf(req);
    const raw = (req.body as { pacotes?: unknown } | null)?.pacotes;
    const parsed = creditPackagesSchema.safeParse(Array.isArray(raw) ? raw.map((p: { creditos?: unknown; precoCentavos?: unknown }) => ({ credits: p?.creditos, priceCents: p?.precoCentavos })) : raw);
    if (!parsed.success) {
      // "Pacote 2: O preço não pode ser negativo." rather than the schema's path.
      const issue = parsed.error.issues[0];
      const n = typeof issue?.path[0] === 'number' ? `Pacote ${issue.path[0] + 1}: ` : '';
      throw new AppError(400, 'DADOS_INVALIDOS', `${n}${issue?.message ?? 'Lista de pacotes inválida.'}`);
    }
    const list = parsed.data;
    const before = await getCreditPackages(ctx.db);
    const saved = await saveCreditPackages(ctx.db, list, actor.id);
    const describe = (l: CreditPackage[]) => l.map((p) => `${p.credits} por ${formatCents(p.priceCents)}`).join('; ');
    await recordAudit(ctx.db, {
      userId: actor.id,
      action: 'admin_pacotes_editado',
      details: `Pacotes de créditos: ${describe(saved)} (antes: ${describe(before)})`,
      before,
      after: saved,
    });
    return packagesJson(saved);
  });
}

const packagesJson = (list: CreditPackage[]) => list.map((p) => ({ id: p.id, creditos: p.credits, precoCentavos: p.priceCents }));
