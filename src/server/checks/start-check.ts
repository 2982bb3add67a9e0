import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { recordActivity } from '../activity/record-activity';
import { recordAudit } from '../audit/record-audit';
import type { AppContext } from '../context';
import { debitFor, refundFor } from '../credits/ledger';
import { checks } from '../db/schema';
import { EngineDiedError, EngineRunError } from '../engine/engine-messages';
import { AppError } from '../http/errors';
import type { Viewer } from '../auth/viewer';
import { requireOfficeRole } from '../office/office-roles';
import { assertModuleAvailable } from '../modules/modules';
import { assertCanStartChecks } from '../admin/access';
import { announceCheck } from './check-changes';
import { assertChoiceMatchesFile, fileUnder, readClientChoice } from '../clients/check-client';
import type { CheckKind, StoredFile } from './check-kind';
import { CHECK_JOB } from './run-check';
import { receiveUpload, safeFileName, type ReceivedUpload } from './receive-upload';
import { userFacingMessage } from './user-facing-error';

/** Upload → `createCheck`. */
export async function startCheck(ctx: AppContext, req: FastifyRequest, viewer: Viewer, kind: CheckKind): Promise<{ task_id: string }> {
  await assertCanStart(ctx, viewer, kind);
  const id = randomUUID();
  const prefix = `users/${viewer.id}/checks/${id}`;
  const upload = await receiveUpload(req, ctx, kind, prefix);
  return createCheck(ctx, viewer, kind, { id, prefix, upload, ip: req.ip });
}

/**
 * The same path as an upload for a file the server produced itself (e.g. Analista PRO writes an ERP's
 * product register as CSV): same validation, same debit, same job. `extraParams` are merged into
 * `checks.params` (`source` there becomes the check's source, e.g. 'omie').
 */
export async function startCheckFromFile(
  ctx: AppContext,
  viewer: Viewer,
  kind: CheckKind,
  file: { fileName: string; content: Buffer; fields?: Record<string, string>; extraParams?: Record<string, unknown>; ip?: string | null },
): Promise<{ task_id: string }> {
  await assertCanStart(ctx, viewer, kind);
  const id = randomUUID();
  const prefix = `users/${viewer.id}/checks/${id}`;
  const ext = path.extname(file.fileName).toLowerCase();
  if (!kind.extensions.includes(ext)) throw new AppError(415, 'FORMATO_NAO_SUPORTADO', `Formato não suportado (${ext || 'sem extensão'}).`);
  const key = `${prefix}/entrada/principal-${id.slice(0, 8)}${ext}`;
  const { size } = await ctx.storage.put(key, file.content);
  const main = { field: 'usuario', fileName: safeFileName(file.fileName), key, size };
  return createCheck(ctx, viewer, kind, { id, prefix, upload: { main, extra: [], fields: file.fields ?? {} }, ip: file.ip ?? null, extraParams: file.extraParams });
}

/**
 * One file of a batch, already stored under its check's folder (`prefix`): the same validation, debit and
 * job as an upload, filed under the batch. The caller has run `assertCanStart` once for the batch.
 */
export function startStoredCheck(
  ctx: AppContext,
  viewer: Viewer,
  kind: CheckKind,
  o: { id: string; prefix: string; main: StoredFile; fields: Record<string, string>; ip: string | null; batchId: string },
): Promise<{ task_id: string }> {
  return createCheck(ctx, viewer, kind, { id: o.id, prefix: o.prefix, upload: { main: o.main, extra: [], fields: o.fields }, ip: o.ip, batchId: o.batchId });
}

export async function assertCanStart(ctx: AppContext, viewer: Viewer, kind: CheckKind): Promise<void> {
  await assertModuleAvailable(ctx.db, kind.moduleId);
  assertCanStartChecks(viewer);
  // 'leitura' members view results but never spend the office's credits.
  requireOfficeRole(viewer, 'contador');
  if (kind.needsTables) {
    const t = ctx.tables.get();
    if (t.status === 'indisponivel') throw new AppError(503, 'TABELAS_INDISPONIVEIS', t.message);
  }
}

/** Validation → debit and check row in one transaction → job. Every refusal before the debit leaves no credit taken and no file kept. */
async function createCheck(
  ctx: AppContext,
  viewer: Viewer,
  kind: CheckKind,
  o: { id: string; prefix: string; upload: ReceivedUpload; ip: string | null; extraParams?: Record<string, unknown>; batchId?: string },
): Promise<{ task_id: string }> {
  const { id, prefix, upload } = o;
  const officeId = viewer.officeId;
  let params: Record<string, unknown>;
  let choice: Awaited<ReturnType<typeof readClientChoice>>;
  let identity: Awaited<ReturnType<typeof ctx.uploadEngine.preflight>>;
  try {
    choice = await readClientChoice(ctx.db, officeId, upload.fields);
    params = { ...(await kind.parseParams(upload.fields, ctx, viewer.officeId)), ...o.extraParams };
    // The names the user gave the extra files, so results and reports never show a storage path.
    if (upload.extra.length > 0) params.extraNames = upload.extra.map((f) => f.fileName);
    // The preflight reads the file, so it runs in the uploads engine child, never in this process (ADR 007).
    identity = await ctx.uploadEngine.preflight({ kind: kind.kind, file: upload.main, params });
    assertChoiceMatchesFile(choice, identity);
  } catch (err) {
    await ctx.storage.deletePrefix(prefix);
    throw preflightError(err);
  }
  const cost = kind.cost(ctx.env);
  try {
    await debitFor(ctx.db, { officeId: viewer.officeId, userId: viewer.id, amount: cost, description: `${kind.label}: ${upload.main.fileName}`, refType: 'check', refId: id }, async (tx) => {
      const filed = await fileUnder(tx, officeId, choice, identity);
      await tx.insert(checks).values({
        clientId: filed.clientId,
        competencia: filed.competencia,
        batchId: o.batchId ?? null,
        id,
        userId: viewer.id,
        officeId: viewer.officeId,
        kind: kind.kind,
        fileName: upload.main.fileName,
        fileSize: upload.main.size,
        inputKeys: [upload.main.key, ...upload.extra.map((f) => f.key)],
        params,
        creditsCharged: cost,
        source: typeof params.source === 'string' ? params.source : 'upload',
      });
    });
  } catch (err) {
    await ctx.storage.deletePrefix(prefix);
    throw err;
  }
  await recordAudit(ctx.db, { userId: viewer.id, action: 'upload', module: kind.moduleId, details: `${upload.main.fileName} (${formatSize(upload.main.size)})`, ip: o.ip });
  await recordActivity(ctx.db, { userId: viewer.id, officeId: viewer.officeId, type: `check_${kind.kind}`, title: kind.label, description: upload.main.fileName, status: 'processando', credits: cost, refId: id });
  try {
    const jobId = await ctx.jobs.send(ctx.boss, CHECK_JOB, { checkId: id });
    await ctx.db.update(checks).set({ jobId }).where(eq(checks.id, id));
  } catch (err) {
    ctx.log.error({ err, checkId: id }, 'falha ao enfileirar verificação');
    await ctx.db.update(checks).set({ status: 'erro', errorMessage: 'Não foi possível enfileirar a conferência. Os créditos foram devolvidos.', finishedAt: new Date() }).where(eq(checks.id, id));
    await announceCheck(ctx.db, id);
    await refundFor(ctx.db, { officeId: viewer.officeId, userId: viewer.id, refType: 'check', refId: id, description: `Estorno — ${kind.label}: falha ao enfileirar` });
    throw new AppError(503, 'FILA_INDISPONIVEL', 'Não foi possível iniciar a conferência agora. Os créditos foram devolvidos; tente novamente.');
  }
  return { task_id: id };
}

function formatSize(bytes: number): string {
  return `${(bytes / 1024 / 1024).toLocaleString('pt-BR', { maximumFractionDigits: 2 })} MB`;
}

/** Maps a refused or crashed preflight to the HTTP answer; no credit has been taken at this point. */
export function preflightError(err: unknown): unknown {
  if (err instanceof EngineDiedError) {
    return new AppError(422, 'ARQUIVO_INVALIDO', 'Não foi possível ler o arquivo: a leitura excedeu o limite de memória do processamento. Confira se há células ou linhas muito grandes e envie-o novamente. Nenhum crédito foi debitado.');
  }
  if (err instanceof EngineRunError && err.userMessage) {
    return err.http ? new AppError(err.http.status, err.http.codigo, err.userMessage) : new AppError(422, 'ARQUIVO_INVALIDO', err.userMessage);
  }
  const msg = userFacingMessage(err);
  if (msg && !(err instanceof AppError)) return new AppError(422, 'ARQUIVO_INVALIDO', msg);
  return err;
}
