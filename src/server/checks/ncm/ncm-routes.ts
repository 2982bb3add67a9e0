import type { FastifyInstance } from 'fastify';
import { ncmTemplateXlsx } from '../../../sheets/templates';
import type { AppContext } from '../../context';
import { registerCheckRoutes } from '../check-routes';
import { NCM_CORRECTED_FILE, NCM_REPORT_FILE, ncmKind } from './ncm-kind';
import { registerOfficeCatalogueRoutes } from './office-catalogue-routes';

const stamp = (d: Date) => d.toISOString().slice(0, 10);
const stem = (name: string) => name.replace(/\.[^.]+$/, '');

/** Spec §7: POST /api/ncm/enfileirar → task_id; GET /api/ncm/download/:id → the corrected sheet. */
export function registerNcmRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerCheckRoutes(app, ctx, ncmKind, {
    enqueue: '/api/ncm/enfileirar',
    base: '/api/ncm',
    downloadAlias: '/api/ncm/download/:id',
    // The corrected sheet is stored next to the report; checks made before the two were split have only the one file.
    downloadKey: (row) => (row.reportXlsxKey?.endsWith(NCM_REPORT_FILE) ? row.reportXlsxKey.slice(0, -NCM_REPORT_FILE.length) + NCM_CORRECTED_FILE : null),
    xlsxName: (row) => `${stem(row.fileName)}_ncm_corrigido.xlsx`,
    reportXlsxName: (row) => `relatorio_ncm_${stamp(row.createdAt)}.xlsx`,
    pdfName: (row) => `relatorio_ncm_${stamp(row.createdAt)}.pdf`,
  });
  registerOfficeCatalogueRoutes(app, ctx);
  app.get('/api/ncm/modelo', async (_req, reply) => {
    reply.header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    reply.header('content-disposition', 'attachment; filename="modelo_ncm.xlsx"');
    return reply.send(await ncmTemplateXlsx());
  });
  app.get('/api/ncm/tabelas', async () => {
    const t = ctx.tables.get();
    if (t.status === 'ok') return { status: 'ok', versions: t.tables.versions, warnings: t.tables.warnings };
    return { status: t.status, message: t.status === 'indisponivel' ? t.message : 'Carregando as tabelas de referência...' };
  });
}
