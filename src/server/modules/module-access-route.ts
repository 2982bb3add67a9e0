import { and, eq, gte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PERSONAL } from '../office/office-roles';
import { z } from 'zod';
import type { AppContext } from '../context';
import { auditLog, modules } from '../db/schema';
import { AppError } from '../http/errors';
import { viewerOf } from '../http/route-auth';
import { recordAudit } from '../audit/record-audit';

/** Re-opening the same module page within this window is one visit, not a new log line. */
const VISIT_WINDOW_MS = 30 * 60_000;

/**
 * 'Acesso a módulo' for the audit log: a module page calls this when it opens. It also answers
 * 403 'Módulo indisponível' for an inactive module, so a bookmarked page can show that at once.
 */
export function registerModuleAccessRoute(app: FastifyInstance, ctx: AppContext): void {
  app.post('/api/modules/:id/acesso', { config: PERSONAL }, async (req, reply) => {
    const { id } = z.object({ id: z.string().min(1).max(60) }).parse(req.params);
    const viewer = viewerOf(req);
    const [m] = await ctx.db.select({ name: modules.name, status: modules.status }).from(modules).where(eq(modules.id, id));
    if (!m || m.status === 'inactive') throw new AppError(403, 'MODULO_INDISPONIVEL', 'Módulo indisponível');
    const since = new Date(Date.now() - VISIT_WINDOW_MS);
    const [recent] = await ctx.db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(and(eq(auditLog.userId, viewer.id), eq(auditLog.action, 'acesso_modulo'), eq(auditLog.module, id), gte(auditLog.createdAt, since)))
      .limit(1);
    if (!recent) await recordAudit(ctx.db, { userId: viewer.id, action: 'acesso_modulo', module: id, details: `Acessou o módulo ${m.name}`, ip: req.ip });
    return reply.status(204).send();
  });
}
