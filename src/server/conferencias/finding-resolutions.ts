import { and, eq } from 'drizzle-orm';
import { isJudgmentFinding } from '../../fiscal/ncm/office-catalogue';
import type { NcmFinding } from '../../fiscal/ncm/types';
import { recordAudit } from '../audit/record-audit';
import type { Viewer } from '../auth/viewer';
import type { CheckRow } from '../checks/check-kind';
import { decideFinding, undoDecision } from '../checks/ncm/office-decisions';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { findingResolutions } from '../db/schema';
import { AppError, badRequest, notFound } from '../http/errors';
import { loadKeyedFindings } from './keyed-findings';

export type ResolutionRow = typeof findingResolutions.$inferSelect;
export type ResolutionStatus = ResolutionRow['status'];

export const RESOLUTION_LABEL: Record<ResolutionStatus, string> = { resolvido: 'Resolvido', 'nao-se-aplica': 'Não se aplica', aceito: 'Aceito' };

/** What the API returns for one mark. */
export function resolutionView(r: ResolutionRow) {
  return { id: r.id, chave: r.findingKey, situacao: r.status, rotulo: RESOLUTION_LABEL[r.status], nota: r.note, por: r.userName, em: r.createdAt.toISOString() };
}
export type ResolutionView = ReturnType<typeof resolutionView>;

/** The marks of one check of the office, by finding key. */
export async function resolutionsOfCheck(db: Db, officeId: string, checkId: string): Promise<Map<string, ResolutionRow>> {
  const rows = await db.select().from(findingResolutions).where(and(eq(findingResolutions.officeId, officeId), eq(findingResolutions.checkId, checkId)));
  return new Map(rows.map((r) => [r.findingKey, r]));
}

export interface MarkInput {
  chave: string;
  situacao: ResolutionStatus;
  nota?: string | undefined;
}

const where = (f: { line?: unknown; code?: unknown }, row: CheckRow) => `${String(f.code ?? '')}${typeof f.line === 'number' && f.line > 0 ? `, linha ${f.line}` : ''} de ${row.fileName}`;

/**
 * NCM marks go through the office catalogue (ADR 011) so the NCM learning reads them: "aceito" is an
 * "Aceitar sugestão" decision, "não se aplica" on a description finding is "NCM está correto". A fact of
 * the official table (code missing, extinct…) has nothing to learn: the mark and its note are kept alone.
 */
async function ncmDecisionFor(ctx: AppContext, viewer: Viewer, row: CheckRow, f: NcmFinding, input: MarkInput, ip: string | null): Promise<string | null> {
  const base = { linha: f.line, achado: f.code };
  if (input.situacao === 'aceito') {
    if (!f.suggestion) throw badRequest('Este achado não tem sugestão de NCM para aceitar.');
    return (await decideFinding(ctx, viewer, row, { ...base, decisao: 'aceito', ncm: f.suggestion }, ip)).id;
  }
  const ncm = (f.currentNCM ?? '').replace(/\D/g, '');
  if (input.situacao === 'nao-se-aplica' && isJudgmentFinding(f.code) && (f.description ?? '').trim() && /^\d{7,8}$/.test(ncm)) {
    return (await decideFinding(ctx, viewer, row, { ...base, decisao: 'correto' }, ip)).id;
  }
  return null;
}

/** Marks one finding of a finished check of the viewer's office (the caller checked the office). Audited. */
export async function markFinding(ctx: AppContext, viewer: Viewer, row: CheckRow, input: MarkInput, ip: string | null): Promise<ResolutionRow> {
  if (row.status !== 'concluido') throw new AppError(409, 'RESULTADO_PENDENTE', 'O resultado desta conferência ainda não está pronto.');
  const note = input.nota?.trim() || null;
  if (input.situacao === 'nao-se-aplica' && (!note || note.length < 3)) throw badRequest('Explique em uma nota por que o achado não se aplica.', { campo: 'nota' });
  if (input.situacao === 'aceito' && row.kind !== 'ncm') throw badRequest('"Aceito" vale só para sugestões de NCM: use "Resolvido" ou "Não se aplica".');
  const { issues, keys } = await loadKeyedFindings(ctx, row);
  const i = keys.indexOf(input.chave);
  if (i < 0) throw notFound('Achado não encontrado nesta conferência.');
  const f = issues[i]!;
  const officeId = row.officeId;
  const [existing] = await ctx.db.select().from(findingResolutions).where(and(eq(findingResolutions.checkId, row.id), eq(findingResolutions.findingKey, input.chave)));
  if (existing) throw new AppError(409, 'JA_MARCADO', `Este achado já está marcado como "${RESOLUTION_LABEL[existing.status]}". Desfaça a marcação antes de mudá-la.`);

  const ncmDecisionId = row.kind === 'ncm' ? await ncmDecisionFor(ctx, viewer, row, f as unknown as NcmFinding, input, ip) : null;
  const [saved] = await ctx.db
    .insert(findingResolutions)
    .values({ officeId, checkId: row.id, findingKey: input.chave, status: input.situacao, note, userId: viewer.id, userName: viewer.name || viewer.email, ncmDecisionId })
    .onConflictDoNothing()
    .returning();
  if (!saved) throw new AppError(409, 'JA_MARCADO', 'Este achado acabou de ser marcado por outra pessoa. Atualize a página.');
  await recordAudit(ctx.db, {
    userId: viewer.id,
    action: 'achado_marcado',
    module: row.kind,
    details: `${RESOLUTION_LABEL[saved.status]}: ${where(f, row)}${note ? ` — nota: ${note}` : ''}`,
    after: resolutionView(saved),
    ip,
  });
  return saved;
}

/** Undoes one mark of the viewer's office (and the NCM catalogue decision it recorded). Audited. */
export async function unmarkFinding(ctx: AppContext, viewer: Viewer, row: CheckRow, id: string, ip: string | null): Promise<void> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) throw notFound('Marcação não encontrada.');
  const [r] = await ctx.db
    .select()
    .from(findingResolutions)
    .where(and(eq(findingResolutions.id, id), eq(findingResolutions.checkId, row.id), eq(findingResolutions.officeId, viewer.officeId)));
  if (!r) throw notFound('Marcação não encontrada.');
  await ctx.db.delete(findingResolutions).where(eq(findingResolutions.id, r.id));
  if (r.ncmDecisionId) {
    try {
      await undoDecision(ctx, viewer, r.ncmDecisionId, ip);
    } catch (err) {
      // Already undone from the catalogue page: nothing left to undo.
      if (!(err instanceof AppError && err.status === 404)) throw err;
    }
  }
  await recordAudit(ctx.db, { userId: viewer.id, action: 'achado_desmarcado', module: row.kind, details: `${RESOLUTION_LABEL[r.status]} desfeito (${row.fileName})`, before: resolutionView(r), ip });
}
