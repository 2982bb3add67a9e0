import type { FastifyInstance } from 'fastify';
import { pisCofinsTemplateXlsx } from '../../../sheets/templates';
import type { AppContext } from '../../context';
import { registerCheckRoutes } from '../check-routes';
import { pisCofinsKind } from './pis-cofins-kind';

/** Spec §7: POST /api/processar-pis-cofins/ (multipart usuario, service_tier, regime). */
export function registerPisCofinsRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerCheckRoutes(app, ctx, pisCofinsKind, {
    enqueue: '/api/processar-pis-cofins/',
    base: '/api/pis-cofins',
    xlsxName: (row) => `relatorio_pis_cofins_${row.createdAt.toISOString().slice(0, 10)}.xlsx`,
    pdfName: (row) => `relatorio_pis_cofins_${row.createdAt.toISOString().slice(0, 10)}.pdf`,
  });
  app.get('/api/pis-cofins/modelo', async (_req, reply) => {
    reply.header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    reply.header('content-disposition', 'attachment; filename="modelo_pis_cofins.xlsx"');
    return reply.send(await pisCofinsTemplateXlsx());
  });
}
