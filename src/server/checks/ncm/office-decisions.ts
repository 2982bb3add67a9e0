import { and, asc, count, desc, eq } from 'drizzle-orm';
import { isJudgmentFinding, officeKey, validateOfficeCode, type OfficeDecision } from '../../../fiscal/ncm/office-catalogue';
import { DECISION_LABEL } from '../../../fiscal/ncm/office-catalogue-file';
import { formatNcm } from '../../../fiscal/ncm/ncm-cell';
import type { NcmFinding } from '../../../fiscal/ncm/types';
import { recordAudit } from '../../audit/record-audit';
import type { Viewer } from '../../auth/viewer';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { ncmOfficeDecisions } from '../../db/schema';
import { AppError, badRequest, forbidden, notFound } from '../../http/errors';
import type { CheckRow } from '../check-kind';
import { requireOfficeRole } from '../../office/office-roles';

export type DecisionRow = typeof ncmOfficeDecisions.$inferSelect;

/** What the API returns for one decision. */
export function decisionView(d: DecisionRow) {
  return {
    id: d.id,
    decisao: d.kind,
    rotulo: DECISION_LABEL[d.kind],
    descricao: d.description,
    ncm: d.ncm,
    codigo: d.code,
    tarefa: d.checkId,
    linha: d.line,
    achado: d.findingCode,
    decididoPor: d.decidedByName,
    decididoEm: d.decidedAt.toISOString(),
  };
}

/** The engine's view of the office's catalogue (loaded once per check run). */
export async function loadOfficeDecisions(db: Db, officeId: string): Promise<OfficeDecision[]> {
  const rows = await db.select().from(ncmOfficeDecisions).where(eq(ncmOfficeDecisions.officeId, officeId)).orderBy(asc(ncmOfficeDecisions.decidedAt));
  return rows.map((r) => ({ kind: r.kind, description: r.description, ncm: r.ncm, code: r.code, decidedBy: r.decidedByName, decidedAt: r.decidedAt.toISOString() }));
}

export interface DecideInput {
  linha: number;
  /** Which finding of the line (a line may have more than one); the first one when absent. */
  achado?: string | undefined;
  decisao: 'correto' | 'aceito' | 'informado';
  ncm?: string | undefined;
}

async function findingsOf(ctx: AppContext, row: CheckRow): Promise<NcmFinding[]> {
  if (row.status !== 'concluido' || !row.resultKey) throw new AppError(409, 'RESULTADO_PENDENTE', 'O resultado desta conferência ainda não está pronto.');
  const parsed = JSON.parse((await ctx.storage.get(row.resultKey)).toString('utf8')) as { issues?: NcmFinding[] };
  return Array.isArray(parsed.issues) ? parsed.issues : [];
}

/**
 * Records the office's answer to one finding of one of the office's checks, replacing an earlier answer to
 * the same finding. Only the office's members (contador or titular) decide: an admin may read others'
 * checks but must not write into another office's catalogue.
 */
export async function decideFinding(ctx: AppContext, viewer: Viewer, row: CheckRow, input: DecideInput, ip: string | null): Promise<DecisionRow> {
  if (row.officeId !== viewer.officeId) throw forbidden('Acesso negado: esta conferência pertence a outro escritório.');
  requireOfficeRole(viewer, 'contador');
  const findings = (await findingsOf(ctx, row)).filter((f) => f.line === input.linha);
  const f = input.achado ? findings.find((x) => x.code === input.achado) : findings[0];
  if (!f) throw notFound(`A linha ${input.linha} não tem achado nesta conferência.`);
  const description = (f.description ?? '').trim();
  if (!officeKey(description)) throw badRequest('Esta linha não tem descrição do produto: a decisão não teria a que se aplicar nas próximas conferências.');
  const written = f.currentNCM ? f.currentNCM.replace(/\D/g, '') : '';
  const ncm = /^\d{8}$/.test(written) ? written : /^\d{7}$/.test(written) ? `0${written}` : null;

  let code: string | null = null;
  if (input.decisao === 'correto') {
    if (!isJudgmentFinding(f.code)) {
      throw badRequest('"NCM está correto" vale só para achados de descrição: um NCM inexistente, extinto ou mal formatado é um fato da tabela oficial. Informe o NCM certo.');
    }
    if (!ncm) throw badRequest('O NCM desta linha não é um código de 8 dígitos.');
  } else {
    if (!input.ncm) throw badRequest('Informe o NCM (8 dígitos).', { campo: 'ncm' });
    const v = validateOfficeCode(input.ncm, await readyTables(ctx), new Date());
    if (!v.ok) throw badRequest(v.message, { campo: 'ncm' });
    if (input.decisao === 'aceito' && !f.suggestions.some((s) => s.code === v.code)) {
      throw badRequest(`O NCM ${formatNcm(v.code)} não está entre as sugestões deste achado; use "Informar NCM".`, { campo: 'ncm' });
    }
    code = v.code;
  }

  const officeId = row.officeId;
  const [previous] = await ctx.db.select().from(ncmOfficeDecisions).where(and(eq(ncmOfficeDecisions.checkId, row.id), eq(ncmOfficeDecisions.line, f.line), eq(ncmOfficeDecisions.officeId, officeId)));
  const saved = await ctx.db.transaction(async (tx) => {
    if (previous) await tx.delete(ncmOfficeDecisions).where(eq(ncmOfficeDecisions.id, previous.id));
    const [d] = await tx
      .insert(ncmOfficeDecisions)
      .values({ officeId, kind: input.decisao, description, descriptionKey: officeKey(description), ncm, code, checkId: row.id, line: f.line, findingCode: f.code, decidedByUserId: viewer.id, decidedByName: viewer.name || viewer.email })
      .returning();
    return d!;
  });
  await recordAudit(ctx.db, {
    userId: viewer.id,
    action: 'ncm_decisao_registrada',
    module: 'ncm',
    details: `${DECISION_LABEL[saved.kind]}: "${description}" (linha ${f.line} de ${row.fileName}, ${f.code})${code ? ` → ${formatNcm(code)}` : ''}`,
    before: previous ? decisionView(previous) : null,
    after: decisionView(saved),
    ip,
  });
  return saved;
}

/** Undoes one decision of the viewer's office; another office's decision is "not found". */
export async function undoDecision(ctx: AppContext, viewer: Viewer, id: string, ip: string | null): Promise<void> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) throw notFound('Decisão não encontrada.');
  requireOfficeRole(viewer, 'contador');
  const [d] = await ctx.db.select().from(ncmOfficeDecisions).where(and(eq(ncmOfficeDecisions.id, id), eq(ncmOfficeDecisions.officeId, viewer.officeId)));
  if (!d) throw notFound('Decisão não encontrada.');
  await ctx.db.delete(ncmOfficeDecisions).where(eq(ncmOfficeDecisions.id, d.id));
  await recordAudit(ctx.db, { userId: viewer.id, action: 'ncm_decisao_desfeita', module: 'ncm', details: `${DECISION_LABEL[d.kind]} desfeita: "${d.description}"`, before: decisionView(d), ip });
}

export async function decisionsOfCheck(db: Db, viewer: Viewer, checkId: string): Promise<DecisionRow[]> {
  return db.select().from(ncmOfficeDecisions).where(and(eq(ncmOfficeDecisions.checkId, checkId), eq(ncmOfficeDecisions.officeId, viewer.officeId))).orderBy(asc(ncmOfficeDecisions.line));
}

export async function cataloguePage(db: Db, officeId: string, pagina: number, tamanho: number) {
  const where = eq(ncmOfficeDecisions.officeId, officeId);
  const [n] = await db.select({ n: count() }).from(ncmOfficeDecisions).where(where);
  const total = Number(n?.n ?? 0);
  const rows = await db.select().from(ncmOfficeDecisions).where(where).orderBy(desc(ncmOfficeDecisions.decidedAt)).limit(tamanho).offset((pagina - 1) * tamanho);
  return { total, pagina, tamanho, paginas: Math.max(1, Math.ceil(total / tamanho)), itens: rows.map(decisionView) };
}

/** The reference tables, or a pt-BR 503 while they load or when they are missing. */
export async function readyTables(ctx: AppContext) {
  const t = await ctx.tables.ready();
  if (t.status !== 'ok') throw new AppError(503, 'TABELAS_INDISPONIVEIS', t.status === 'indisponivel' ? t.message : 'As tabelas de referência ainda estão carregando.');
  return t.tables;
}
