import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';

/** The reference-table card: which official versions the checks use now, or why none are loaded. */
export function registerAdminTablesRoute(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/admin/tabelas', async () => {
    const s = ctx.tables.get();
    if (s.status === 'ok') {
      return {
        status: 'ok' as const,
        loadMs: s.loadMs,
        versions: s.tables.versions.map((v) => ({ id: v.id, label: v.label, validFrom: v.validFrom, validTo: v.validTo, rows: v.rows })),
        warnings: s.tables.warnings ?? [],
      };
    }
    if (s.status === 'carregando') return { status: 'carregando' as const, message: 'As tabelas de referência estão sendo carregadas. Atualize em alguns segundos.' };
    return { status: 'indisponivel' as const, message: s.message };
  });
}
