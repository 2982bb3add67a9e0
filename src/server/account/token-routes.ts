import type { FastifyInstance } from 'fastify';
import { PERSONAL } from '../office/office-roles';
import { z } from 'zod';
import { recordActivity } from '../activity/record-activity';
import { recordAudit } from '../audit/record-audit';
import type { AppContext } from '../context';
import { viewerOf } from '../http/route-auth';
import { createApiToken, listApiTokens, revokeApiToken, tokenJson } from './api-tokens';

const createBody = z.object({
  nome: z.string({ error: 'Dê um nome ao token.' }).trim().min(1, 'Dê um nome ao token.').max(60, 'O nome pode ter no máximo 60 caracteres.'),
});
const idParam = z.object({ id: z.uuid('Token inválido.') });

/** Token management needs the session cookie: a token cannot mint or list tokens. */
export function registerTokenRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/tokens', async (req) => (await listApiTokens(ctx.db, viewerOf(req).id)).map(tokenJson));

  app.post('/api/tokens', { config: PERSONAL }, async (req, reply) => {
    const v = viewerOf(req);
    const { nome } = createBody.parse(req.body ?? {});
    const { token, row } = await createApiToken(ctx.db, v.id, nome);
    await recordActivity(ctx.db, { userId: v.id, type: 'token', title: 'Token de API criado', description: nome, status: 'info', refId: row.id });
    await recordAudit(ctx.db, { userId: v.id, action: 'token_criado', module: 'conta', details: `Token de API "${nome}" (${row.prefix}…)` });
    return reply.status(201).send({ ...tokenJson(row), token });
  });

  app.delete('/api/tokens/:id', { config: PERSONAL }, async (req) => {
    const v = viewerOf(req);
    const { id } = idParam.parse(req.params);
    const row = await revokeApiToken(ctx.db, v.id, id);
    await recordActivity(ctx.db, { userId: v.id, type: 'token', title: 'Token de API revogado', description: row.name, status: 'info', refId: row.id });
    await recordAudit(ctx.db, { userId: v.id, action: 'token_revogado', module: 'conta', details: `Token de API "${row.name}" (${row.prefix}…)` });
    return { ok: true };
  });
}
