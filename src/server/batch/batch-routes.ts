import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { checkKind } from '../checks/check-kinds';
import type { CheckKindId } from '../checks/check-kind';
import { assertCanStart, preflightError, startStoredCheck } from '../checks/start-check';
import { userFacingMessage } from '../checks/user-facing-error';
import { clientsOfChecks } from '../clients/clients-of-checks';
import { receiveFiles, type StoredFile } from '../clients/receive-files';
import { checkBatches, checks, type BatchItem } from '../db/schema';
import { AppError, notFound } from '../http/errors';
import { viewerOf } from '../http/route-auth';
import type { ExpandedZip } from './expand-sped-zip';

/** Files of one batch (and SPEDs inside its .zips): each becomes a check, so each costs its credits. */
const MAX_FILES = 50;
const KINDS: CheckKindId[] = ['ncm', 'pis-cofins', 'escrituracao', 'reforma'];
/** The kinds whose input is a SPED: a .zip sent to them holds several SPEDs, one check each. */
const SPED_KINDS: CheckKindId[] = ['escrituracao', 'pis-cofins'];

function messageOf(err: unknown): string {
  const mapped = preflightError(err);
  if (mapped instanceof AppError) return mapped.message;
  return userFacingMessage(err) ?? 'Não foi possível iniciar a conferência deste arquivo.';
}

/**
 * Batch upload (issue 18, item 6): POST /api/lotes/:modulo with several files (field `arquivos`). Each file,
 * and each SPED inside a .zip, goes through the same path as a single upload (bounded receive, preflight in
 * the uploads child, debit + check row in one transaction, job) and is filed under its own client and
 * competência; a file refused before the debit costs nothing. GET /api/lotes/:id is the progress view.
 */
export function registerBatchRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Params: { modulo: string } }>('/api/lotes/:modulo', { config: { apiToken: true } }, async (req, reply) => {
    const v = viewerOf(req);
    const kind = KINDS.includes(req.params.modulo as CheckKindId) ? checkKind(req.params.modulo as CheckKindId) : undefined;
    if (!kind) throw notFound('Módulo desconhecido para envio em lote.');
    await assertCanStart(ctx, v, kind);
    const batchId = randomUUID();
    const checksPrefix = `users/${v.id}/checks`;
    const { files, fields } = await receiveFiles(req, ctx, `users/${v.id}/lotes/${batchId}`, {
      maxBytes: kind.maxBytes(ctx.env),
      maxFiles: MAX_FILES,
      extensions: kind.extensions,
      folderFor: () => `${checksPrefix}/${randomUUID()}`,
    });
    const items: BatchItem[] = [];
    const todo: StoredFile[] = [];
    for (const f of files) {
      if (!SPED_KINDS.includes(kind.kind) || path.extname(f.fileName).toLowerCase() !== '.zip') {
        todo.push(f);
        continue;
      }
      try {
        const z = (await ctx.uploadEngine.read({ task: 'lote-zip', key: f.key, checksPrefix, maxEntryBytes: kind.maxBytes(ctx.env), maxEntries: MAX_FILES })) as ExpandedZip;
        for (const e of z.files) todo.push({ prefix: `${checksPrefix}/${e.checkId}`, fileName: `${f.fileName} › ${e.fileName}`, key: e.key, size: e.size });
        for (const s of z.skipped) items.push({ fileName: `${f.fileName} › ${s.fileName}`, checkId: null, error: `Arquivo não enviado: ${s.motivo}.` });
        if (z.files.length === 0 && z.skipped.length === 0) items.push({ fileName: f.fileName, checkId: null, error: 'O .zip não contém nenhum arquivo.' });
      } catch (err) {
        items.push({ fileName: f.fileName, checkId: null, error: messageOf(err) });
      } finally {
        await ctx.storage.deletePrefix(f.prefix);
      }
    }
    if (todo.length > MAX_FILES) {
      for (const f of todo) await ctx.storage.deletePrefix(f.prefix);
      throw new AppError(400, 'LOTE_GRANDE', `O lote tem ${todo.length} arquivos; envie no máximo ${MAX_FILES} de uma vez.`);
    }
    await ctx.db.insert(checkBatches).values({ id: batchId, officeId: v.officeId, userId: v.id, kind: kind.kind, items });
    for (const f of todo) {
      const id = f.prefix.slice(f.prefix.lastIndexOf('/') + 1);
      try {
        const main = { field: 'usuario', fileName: f.fileName, key: f.key, size: f.size };
        await startStoredCheck(ctx, v, kind, { id, prefix: f.prefix, main, fields, ip: req.ip, batchId });
        items.push({ fileName: f.fileName, checkId: id, error: null });
      } catch (err) {
        // createCheck already deleted the file; nothing was debited for it.
        items.push({ fileName: f.fileName, checkId: null, error: messageOf(err) });
      }
    }
    await ctx.db.update(checkBatches).set({ items }).where(eq(checkBatches.id, batchId));
    return reply.status(202).send({ lote_id: batchId, ...(await batchView(ctx, batchId, v.officeId)) });
  });

  app.get<{ Params: { id: string } }>('/api/lotes/:id', { config: { apiToken: true } }, async (req) => {
    const v = viewerOf(req);
    if (!/^[0-9a-f-]{36}$/i.test(req.params.id)) throw notFound('Lote não encontrado.');
    return batchView(ctx, req.params.id, v.officeId);
  });
}

/** Each file of the batch with its check's live state, client and competência (or why it was refused). */
async function batchView(ctx: AppContext, id: string, officeId: string) {
  const [b] = await ctx.db.select().from(checkBatches).where(and(eq(checkBatches.id, id), eq(checkBatches.officeId, officeId)));
  if (!b) throw notFound('Lote não encontrado.');
  const ids = b.items.map((i) => i.checkId).filter((x): x is string => !!x);
  const rows = ids.length ? await ctx.db.select().from(checks).where(inArray(checks.id, ids)) : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  const names = await clientsOfChecks(ctx.db, rows);
  return {
    modulo: b.kind,
    criado_em: b.createdAt.toISOString(),
    itens: b.items.map((i) => {
      const r = i.checkId ? byId.get(i.checkId) : undefined;
      return {
        arquivo: i.fileName,
        task_id: i.checkId,
        status: r ? r.status : 'recusado',
        progress: r?.progress ?? 0,
        stage: r?.stage ?? null,
        erro: i.error ?? r?.errorMessage ?? null,
        creditos: r?.creditsCharged ?? 0,
        competencia: r?.competencia ?? null,
        cliente: (r?.clientId && names.get(r.clientId)) || null,
      };
    }),
  };
}
