import { eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { Viewer } from '../auth/viewer';
import { checks } from '../db/schema';
import { forbidden, notFound } from '../http/errors';
import type { CheckKindId, CheckRow } from './check-kind';

/** The check, if it belongs to the viewer's office (or the viewer is an admin, read-only) and is of the expected kind. */
export async function loadOwnedCheck(ctx: AppContext, viewer: Viewer, id: string, kind: CheckKindId): Promise<CheckRow> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) throw notFound('Tarefa não encontrada.');
  const [row] = await ctx.db.select().from(checks).where(eq(checks.id, id));
  if (!row || row.kind !== kind) throw notFound('Tarefa não encontrada.');
  if (row.officeId !== viewer.officeId && viewer.role !== 'admin') throw forbidden('Acesso negado: esta tarefa pertence a outro escritório.');
  return row;
}

/** The public shape of a check's state (SSE events and GET …/tarefas/:id share it). */
export function checkStatus(row: CheckRow) {
  return {
    task_id: row.id,
    status: row.status,
    progress: row.progress,
    stage: row.stage,
    error_message: row.errorMessage,
    file_name: row.fileName,
    file_size: row.fileSize,
    credits: row.creditsCharged,
    created_at: row.createdAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
    summary: row.summary ?? null,
    has_xlsx: Boolean(row.reportXlsxKey),
    has_pdf: Boolean(row.reportPdfKey),
    params: row.params,
    /** The client the check is filed under and its competência ('AAAA-MM'); null when not said. */
    client_id: row.clientId,
    competencia: row.competencia,
    batch_id: row.batchId,
  };
}
