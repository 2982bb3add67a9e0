import { count, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context';
import { pageParams } from '../credits/credit-json';
import { activities } from '../db/schema';
import { viewerOf } from '../http/route-auth';
import { activityJson } from './activity-json';
import { dashboardStats } from './dashboard-stats';
import { visibleActivities } from './visible-activities';

const pageQuery = z.object({
  pagina: z.coerce.number({ error: 'Página inválida.' }).int('Página inválida.').min(1, 'Página inválida.').optional(),
  porPagina: z.coerce.number({ error: 'Tamanho de página inválido.' }).int().min(1).max(100, 'No máximo 100 itens por página.').optional(),
});

/** The office's activity and dashboard numbers for the signed-in member; nothing here takes an id from the client. */
export function registerActivityRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/dashboard', async (req) => dashboardStats(ctx.db, viewerOf(req)));

  app.get('/api/activities', { config: { apiToken: true } }, async (req) => {
    const v = viewerOf(req);
    const p = pageParams(pageQuery.parse(req.query));
    const [rows, total] = await Promise.all([
      ctx.db.select().from(activities).where(visibleActivities(v)).orderBy(desc(activities.createdAt), desc(activities.id)).limit(p.porPagina).offset(p.offset),
      ctx.db.select({ n: count() }).from(activities).where(visibleActivities(v)),
    ]);
    const n = Number(total[0]?.n ?? 0);
    return { itens: rows.map(activityJson), pagina: p.pagina, porPagina: p.porPagina, total: n, totalPaginas: Math.max(1, Math.ceil(n / p.porPagina)) };
  });
}
