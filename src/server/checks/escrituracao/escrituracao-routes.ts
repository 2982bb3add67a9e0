import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import { viewerOf } from '../../http/route-auth';
import { loadOwnedCheck } from '../check-access';
import { registerCheckRoutes } from '../check-routes';
import { escrituracaoKind } from './escrituracao-kind';
import type { EscrituracaoResult } from './escrituracao-report';

const reconQuery = z.object({
  pagina: z.coerce.number().int().min(1).default(1),
  tamanho: z.coerce.number().int().min(1).max(200).default(25),
  status: z.enum(['ok', 'nao_escriturado', 'divergente', 'cancelada']).optional(),
});

/** /dashboard/escrituracao's API: the common check routes plus the paginated reconciliation table. */
export function registerEscrituracaoRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerCheckRoutes(app, ctx, escrituracaoKind, {
    enqueue: '/api/escrituracao/enfileirar',
    base: '/api/escrituracao',
    xlsxName: (row) => `relatorio_escrituracao_${row.createdAt.toISOString().slice(0, 10)}.xlsx`,
    pdfName: (row) => `relatorio_escrituracao_${row.createdAt.toISOString().slice(0, 10)}.pdf`,
  });
  app.get<{ Params: { id: string } }>('/api/escrituracao/tarefas/:id/conciliacao', { config: { apiToken: true } }, async (req) => {
    const row = await loadOwnedCheck(ctx, viewerOf(req), req.params.id, 'escrituracao');
    if (row.status !== 'concluido' || !row.resultKey) throw notFound('O resultado desta tarefa ainda não está pronto.');
    const q = reconQuery.parse(req.query);
    const r = JSON.parse((await ctx.storage.get(row.resultKey)).toString('utf8')) as EscrituracaoResult;
    const all = q.status ? r.reconciliacao.filter((x) => x.status === q.status) : r.reconciliacao;
    const start = (q.pagina - 1) * q.tamanho;
    return { total: all.length, pagina: q.pagina, paginas: Math.max(1, Math.ceil(all.length / q.tamanho)), itens: all.slice(start, start + q.tamanho) };
  });
}
