import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { recordAudit } from '../audit/record-audit';
import type { AppContext } from '../context';
import { clients } from '../db/schema';
import { viewerOf } from '../http/route-auth';
import { eq } from 'drizzle-orm';
import { clientBody } from './client-input';
import { clientView, createClient, listClients, officeClient, updateClient } from './client-service';
import { assertMember, officeMembers } from './office-members';
import { registerClientImportRoutes } from './client-import-routes';
import { clientHistory } from './client-history';

const listQuery = z.object({ busca: z.string().max(100, 'Busca longa demais (até 100 caracteres).').optional() });

/** /dashboard/clientes' API: the office's client register (every route office-scoped; writes CSRF-checked by the app). */
export function registerClientRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerClientImportRoutes(app, ctx);
  app.get('/api/clientes', { config: { apiToken: true } }, async (req) => {
    const v = viewerOf(req);
    const q = listQuery.parse(req.query);
    const rows = await listClients(ctx.db, v.officeId, q.busca);
    return { clientes: rows.map(clientView) };
  });

  app.get('/api/clientes/membros', async (req) => ({ membros: await officeMembers(ctx.db, viewerOf(req).officeId) }));

  /** The client page: the register entry and its checks by competência with findings and R$ over time. */
  app.get<{ Params: { id: string } }>('/api/clientes/:id', { config: { apiToken: true } }, async (req) => {
    const row = await officeClient(ctx.db, viewerOf(req).officeId, req.params.id);
    return { cliente: clientView(row), ...(await clientHistory(ctx.db, row.id)) };
  });

  app.post('/api/clientes', async (req, reply) => {
    const v = viewerOf(req);
    const officeId = v.officeId;
    const body = clientBody.parse(req.body);
    await assertMember(ctx.db, officeId, body.responsavel_id);
    const row = await createClient(ctx.db, officeId, body, 'manual');
    await recordAudit(ctx.db, { userId: v.id, action: 'cliente_cadastrado', module: 'clientes', details: `${row.razaoSocial} (${row.cnpj})`, after: clientView(row), ip: req.ip });
    return reply.status(201).send({ cliente: clientView(row) });
  });

  app.put<{ Params: { id: string } }>('/api/clientes/:id', async (req) => {
    const v = viewerOf(req);
    const officeId = v.officeId;
    const row = await officeClient(ctx.db, officeId, req.params.id);
    const body = clientBody.parse(req.body);
    await assertMember(ctx.db, officeId, body.responsavel_id);
    const upd = await updateClient(ctx.db, row, body);
    await recordAudit(ctx.db, { userId: v.id, action: 'cliente_alterado', module: 'clientes', details: upd.razaoSocial, before: clientView(row), after: clientView(upd), ip: req.ip });
    return { cliente: clientView(upd) };
  });

  /** The client leaves the register; its checks stay (with their reports), no longer filed under it. */
  app.delete<{ Params: { id: string } }>('/api/clientes/:id', async (req) => {
    const v = viewerOf(req);
    const row = await officeClient(ctx.db, v.officeId, req.params.id);
    await ctx.db.delete(clients).where(eq(clients.id, row.id));
    await recordAudit(ctx.db, { userId: v.id, action: 'cliente_removido', module: 'clientes', details: `${row.razaoSocial} (${row.cnpj})`, before: clientView(row), ip: req.ip });
    return { ok: true };
  });
}
