import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { checks } from '../db/schema';
import { notFound } from '../http/errors';
import { viewerOf } from '../http/route-auth';
import { checkStatus, loadOwnedCheck } from './check-access';
import { streamCheckEvents } from './check-events';
import type { CheckKind, CheckRow } from './check-kind';
import { briefKey, briefResult } from './result-brief';
import { startCheck } from './start-check';
import { findingsPage, findingsQuerySchema } from './findings-page';
import { clientsOfChecks } from '../clients/clients-of-checks';

export interface CheckRoutePaths {
  /** e.g. '/api/ncm/enfileirar' (spec §7) or '/api/processar-pis-cofins/'. */
  enqueue: string;
  /** e.g. '/api/ncm': tarefas, eventos and downloads hang under it. */
  base: string;
  /** Name of the main download, e.g. (row) => 'ncm_corrigido_<arquivo>.xlsx'. */
  xlsxName(row: CheckRow): string;
  /** Name of the report workbook (relatorio.xlsx) when the alias serves another file (NCM); default xlsxName. */
  reportXlsxName?(row: CheckRow): string;
  pdfName(row: CheckRow): string;
  /** Extra download path for the corrected file, e.g. '/api/ncm/download/:id' (spec §7). */
  downloadAlias?: string;
  /** Storage key the alias serves when it differs from the report's (the NCM corrected sheet); null → the report. */
  downloadKey?(row: CheckRow): string | null;
}

/** The same HTTP surface for every check kind: enqueue, status, SSE, result, downloads. */
export function registerCheckRoutes(app: FastifyInstance, ctx: AppContext, kind: CheckKind, paths: CheckRoutePaths): void {
  const token = { apiToken: true } as const;

  app.post(paths.enqueue, { config: token }, async (req, reply) => {
    const res = await startCheck(ctx, req, viewerOf(req), kind);
    return reply.status(202).send(res);
  });

  app.get(`${paths.base}/tarefas`, { config: token }, async (req) => {
    const v = viewerOf(req);
    const rows = await ctx.db.select().from(checks).where(and(eq(checks.officeId, v.officeId), eq(checks.kind, kind.kind))).orderBy(desc(checks.createdAt)).limit(20);
    const names = await clientsOfChecks(ctx.db, rows);
    return rows.map((r) => ({ ...checkStatus(r), cliente: (r.clientId && names.get(r.clientId)) || null }));
  });

  app.get<{ Params: { id: string }; Querystring: { resumo?: string } }>(`${paths.base}/tarefas/:id`, { config: token }, async (req) => {
    const row = await loadOwnedCheck(ctx, viewerOf(req), req.params.id, kind.kind);
    const cliente = (row.clientId && (await clientsOfChecks(ctx.db, [row])).get(row.clientId)) || null;
    if (row.status !== 'concluido' || !row.resultKey) return { ...checkStatus(row), cliente, result: null };
    // ?resumo=1: everything but the long lists (the page pages through them with /achados and /conciliacao),
    // read from the brief the engine stored; checks finished before it existed fall back to the full result.
    if (req.query.resumo === '1') {
      const key = briefKey(row.resultKey);
      const stored = (await ctx.storage.size(key)) !== null ? key : row.resultKey;
      return { ...checkStatus(row), cliente, result: briefResult(JSON.parse((await ctx.storage.get(stored)).toString('utf8'))), resumo: true };
    }
    const result = JSON.parse((await ctx.storage.get(row.resultKey)).toString('utf8'));
    return { ...checkStatus(row), cliente, result };
  });

  app.get<{ Params: { id: string } }>(`${paths.base}/tarefas/:id/achados`, { config: token }, async (req) => {
    const row = await loadOwnedCheck(ctx, viewerOf(req), req.params.id, kind.kind);
    if (row.status !== 'concluido') throw notFound('O resultado desta tarefa ainda não está pronto.');
    return findingsPage(ctx, row, findingsQuerySchema.parse(req.query));
  });

  app.get<{ Params: { id: string } }>(`${paths.base}/tarefas/:id/eventos`, { config: token }, async (req, reply) => {
    const row = await loadOwnedCheck(ctx, viewerOf(req), req.params.id, kind.kind);
    await streamCheckEvents(ctx, req, reply, row);
  });

  const sendFile = async (key: string | null, name: string, type: string, reply: import('fastify').FastifyReply) => {
    if (!key || (await ctx.storage.size(key)) === null) throw notFound('Arquivo ainda não disponível para esta tarefa.');
    reply.header('content-type', type);
    reply.header('content-disposition', `attachment; filename="${name.replace(/[^\w.\-]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`);
    reply.header('cache-control', 'private, no-store');
    return reply.send(await ctx.storage.stream(key));
  };
  const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

  const xlsxHandler = async (req: import('fastify').FastifyRequest<{ Params: { id: string } }>, reply: import('fastify').FastifyReply) => {
    const row = await loadOwnedCheck(ctx, viewerOf(req), req.params.id, kind.kind);
    return sendFile(row.reportXlsxKey, (paths.reportXlsxName ?? paths.xlsxName)(row), XLSX, reply);
  };
  app.get<{ Params: { id: string } }>(`${paths.base}/tarefas/:id/relatorio.xlsx`, { config: token }, xlsxHandler);
  const downloadKey = paths.downloadKey;
  if (paths.downloadAlias) {
    app.get<{ Params: { id: string } }>(
      paths.downloadAlias,
      { config: token },
      downloadKey
        ? async (req, reply) => {
            const row = await loadOwnedCheck(ctx, viewerOf(req), req.params.id, kind.kind);
            return sendFile(downloadKey(row) ?? row.reportXlsxKey, paths.xlsxName(row), XLSX, reply);
          }
        : xlsxHandler,
    );
  }

  app.get<{ Params: { id: string } }>(`${paths.base}/tarefas/:id/relatorio.pdf`, { config: token }, async (req, reply) => {
    const row = await loadOwnedCheck(ctx, viewerOf(req), req.params.id, kind.kind);
    return sendFile(row.reportPdfKey, paths.pdfName(row), 'application/pdf', reply);
  });
}
