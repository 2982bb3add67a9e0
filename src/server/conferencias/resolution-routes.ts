import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context';
import { viewerOf } from '../http/route-auth';
import { markFinding, resolutionView, resolutionsOfCheck, unmarkFinding } from './finding-resolutions';
import { loadOfficeCheck } from './office-check';

const markSchema = z.object({
  chave: z.string({ error: 'Informe o achado (chave).' }).min(1, 'Informe o achado (chave).').max(120),
  situacao: z.enum(['resolvido', 'nao-se-aplica', 'aceito'], { error: 'Situação inválida: use resolvido, nao-se-aplica ou aceito.' }),
  nota: z.string().max(500, 'A nota tem no máximo 500 caracteres.').optional(),
});
const params = z.object({ id: z.string().max(40), marcacao: z.string().max(40).optional() });

/** The findings workflow (issue 18, item 5): mark a finding of a finished check, list the marks, undo. */
export function registerResolutionRoutes(app: FastifyInstance, ctx: AppContext): void {
  const token = { apiToken: true } as const;

  app.get('/api/conferencias/:id/resolucoes', { config: token }, async (req) => {
    const { id } = params.parse(req.params);
    const row = await loadOfficeCheck(ctx, viewerOf(req), id, 'ler');
    const marks = await resolutionsOfCheck(ctx.db, row.officeId, row.id);
    return { itens: [...marks.values()].map(resolutionView) };
  });

  app.post('/api/conferencias/:id/resolucoes', { config: token }, async (req, reply) => {
    const { id } = params.parse(req.params);
    const body = markSchema.parse(req.body);
    const v = viewerOf(req);
    const row = await loadOfficeCheck(ctx, v, id, 'marcar');
    return reply.status(201).send(resolutionView(await markFinding(ctx, v, row, body, req.ip)));
  });

  app.delete('/api/conferencias/:id/resolucoes/:marcacao', { config: token }, async (req, reply) => {
    const { id, marcacao } = params.parse(req.params);
    const v = viewerOf(req);
    const row = await loadOfficeCheck(ctx, v, id, 'marcar');
    await unmarkFinding(ctx, v, row, marcacao ?? '', req.ip);
    return reply.status(204).send();
  });
}
