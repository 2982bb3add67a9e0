import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { registerCheckRoutes } from '../check-routes';
import { reformaKind } from './reforma-kind';

/** /dashboard/reforma's API: the common check routes (enqueue, status, SSE, findings, XLSX/PDF). */
export function registerReformaRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerCheckRoutes(app, ctx, reformaKind, {
    enqueue: '/api/reforma/enfileirar',
    base: '/api/reforma',
    xlsxName: (row) => `relatorio_reforma_${row.createdAt.toISOString().slice(0, 10)}.xlsx`,
    pdfName: (row) => `relatorio_reforma_${row.createdAt.toISOString().slice(0, 10)}.pdf`,
  });
}
