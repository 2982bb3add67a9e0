import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { clientView, listClients } from '../clients/client-service';
import { officeMembers } from '../clients/office-members';
import type { AppContext } from '../context';
import { viewerOf } from '../http/route-auth';
import { checkComparison } from './check-comparison';
import { conferenciasPage, conferenciasQuerySchema, officeCompetencias } from './conferencias-list';
import { loadOfficeCheck } from './office-check';

const comparisonSchema = z.object({
  grupo: z.enum(['novos', 'persistentes', 'resolvidos'], { error: 'Grupo inválido: use novos, persistentes ou resolvidos.' }).default('novos'),
  pagina: z.coerce.number().int().min(1).default(1),
  tamanho: z.coerce.number().int().min(1).max(100).default(20),
});
const idParam = z.object({ id: z.string().max(40) });

/** "Conferências" (issue 18, item 4): the office's checks with filters, and the comparison with the previous competência. */
export function registerConferenciasRoutes(app: FastifyInstance, ctx: AppContext): void {
  const token = { apiToken: true } as const;

  app.get('/api/conferencias', { config: token }, async (req) => {
    const q = conferenciasQuerySchema.parse(req.query);
    return conferenciasPage(ctx.db, viewerOf(req).officeId, q);
  });

  app.get('/api/conferencias/filtros', { config: token }, async (req) => {
    const office = viewerOf(req).officeId;
    const [clientes, membros, competencias] = await Promise.all([listClients(ctx.db, office), officeMembers(ctx.db, office), officeCompetencias(ctx.db, office)]);
    return { clientes: clientes.map(clientView).map((c) => ({ id: c.id, razao_social: c.razao_social, cnpj_formatado: c.cnpj_formatado })), membros, competencias };
  });

  app.get('/api/conferencias/:id/comparacao', { config: token }, async (req) => {
    const { id } = idParam.parse(req.params);
    const row = await loadOfficeCheck(ctx, viewerOf(req), id, 'ler');
    return checkComparison(ctx, row, comparisonSchema.parse(req.query));
  });
}
