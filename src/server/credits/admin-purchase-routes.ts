import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context';
import { viewerOf } from '../http/route-auth';
import { purchaseJson } from './credit-json';
import { decideRequest, listRequestsForAdmin } from './purchase-requests';

const STATUSES = ['pendente', 'aprovado', 'rejeitado', 'cancelado'] as const;

const listQuery = z.object({
  // 'todos' lists every status; default is what needs action.
  status: z.enum([...STATUSES, 'todos'], { error: 'Status inválido.' }).optional(),
});
const idParam = z.object({ id: z.uuid('Pedido inválido.') });
const decisionBody = z.object({ motivo: z.string().trim().max(500, 'O motivo pode ter no máximo 500 caracteres.').optional() });

/** Admin side of credit purchases (always admin-only: the /api/admin prefix is enforced by route-auth). */
export function registerAdminPurchaseRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/admin/compras', async (req) => {
    const { status = 'pendente' } = listQuery.parse(req.query);
    const rows = await listRequestsForAdmin(ctx.db, status === 'todos' ? [...STATUSES] : [status]);
    return rows.map((r) => ({
      ...purchaseJson(r.request),
      decididoPor: r.request.decidedBy,
      usuario: { id: r.request.userId, nome: r.userName, email: r.userEmail, empresa: r.userCompany },
    }));
  });

  app.post('/api/admin/compras/:id/aprovar', async (req) => {
    const admin = viewerOf(req);
    const { id } = idParam.parse(req.params);
    const body = decisionBody.parse(req.body ?? {});
    return purchaseJson(await decideRequest(ctx.db, { id, adminId: admin.id, approve: true, note: body.motivo || null }));
  });

  app.post('/api/admin/compras/:id/rejeitar', async (req) => {
    const admin = viewerOf(req);
    const { id } = idParam.parse(req.params);
    const body = decisionBody.parse(req.body ?? {});
    return purchaseJson(await decideRequest(ctx.db, { id, adminId: admin.id, approve: false, note: body.motivo || null }));
  });
}
