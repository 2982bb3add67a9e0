import { checkStoragePrefix } from '../checks/check-storage';
import type { FileIdentity } from '../../fiscal/company/file-identity';
import type { EngineContext } from '../checks/check-kind';
import { checkKind } from '../checks/check-kinds';
import { briefKey, briefResult } from '../checks/result-brief';
import { InputError, userFacingMessage } from '../checks/user-facing-error';
import { AppError } from '../http/errors';
import { withLocalFiles } from '../storage/storage';
import type { EngineOutput, EngineRequest, PreflightRequest } from './engine-messages';

/**
 * The engine side of a check: reads the inputs, runs the kind's engine, writes the result JSON and the
 * reports to storage. No database: the caller records the outcome. Runs in the engine child.
 */
export async function runEngine(ctx: EngineContext, req: EngineRequest, progress: (percent: number, stage?: string) => void): Promise<EngineOutput> {
  const { check } = req;
  const kind = checkKind(check.kind);
  if (!kind) throw new InputError('Tipo de conferência desconhecido.');
  let tables = null;
  if (kind.needsTables) {
    const t = await ctx.tables.ready();
    if (t.status !== 'ok') throw new InputError(t.status === 'indisponivel' ? t.message : 'As tabelas de referência ainda estão carregando.');
    tables = t.tables;
  }
  const base = checkStoragePrefix(check);
  const keys = req.files.map((f) => f.key);
  // Engines read by path: with an object store these are temporary copies, removed when the run ends.
  const out = await withLocalFiles(ctx.storage, keys, (paths) =>
    kind.run({ ctx, check, files: keys.map((key, i) => ({ key, path: paths[i]! })), tables, progress, outputKey: (name) => `${base}/saida/${name}`, gathered: req.gathered ?? {} }),
  );
  const resultKey = `${base}/saida/resultado.json`;
  await ctx.storage.put(resultKey, JSON.stringify(out.result));
  await ctx.storage.put(briefKey(resultKey), JSON.stringify(briefResult(out.result)));
  return { summary: out.summary, resultKey, reportXlsxKey: out.reportXlsxKey ?? null, reportPdfKey: out.reportPdfKey ?? null };
}

/** The kind's preflight on an upload (header row, magic bytes…), before any credit is taken; then whose file it is. */
export async function runPreflight(ctx: EngineContext, req: PreflightRequest): Promise<FileIdentity | null> {
  const kind = checkKind(req.kind);
  if (!kind) throw new InputError('Tipo de conferência desconhecido.');
  return ctx.storage.withLocalFile(req.file.key, async (path) => {
    const file = { ...req.file, path };
    await kind.preflight(file, req.params, ctx);
    return kind.identify ? kind.identify(file, req.params) : null;
  });
}

/** How an engine error crosses to the parent: the pt-BR text a user may read, and an AppError's status. */
export function describeEngineError(err: unknown): { userMessage: string | null; detail: string; http?: { status: number; codigo: string } } {
  const detail = err instanceof Error ? (err.stack ?? err.message) : String(err);
  const http = err instanceof AppError ? { status: err.status, codigo: err.codigo } : undefined;
  return { userMessage: userFacingMessage(err), detail, http };
}
