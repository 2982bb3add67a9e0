import { and, desc, eq } from 'drizzle-orm';
import type { CheckRow } from '../checks/check-kind';
import { clientsOfChecks } from '../clients/clients-of-checks';
import type { AppContext } from '../context';
import { checks } from '../db/schema';
import { AppError } from '../http/errors';
import { compareFindings, previousCompetencia, type ComparisonGroup } from './compare-findings';
import { resolutionView, resolutionsOfCheck } from './finding-resolutions';
import { findingPlace, findingText } from './finding-text';
import { loadKeyedFindings } from './keyed-findings';
import { officeChecks } from './office-scope';

const br = (competencia: string) => `${competencia.slice(5, 7)}/${competencia.slice(0, 4)}`;

/** The latest finished check of the same client, module and office in the month before; null when none. */
export async function previousCheck(ctx: AppContext, row: CheckRow): Promise<CheckRow | null> {
  const before = row.competencia ? previousCompetencia(row.competencia) : null;
  if (!row.clientId || !before) return null;
  const [prev] = await ctx.db
    .select()
    .from(checks)
    .where(and(officeChecks(row.officeId), eq(checks.clientId, row.clientId), eq(checks.kind, row.kind), eq(checks.competencia, before), eq(checks.status, 'concluido')))
    .orderBy(desc(checks.createdAt))
    .limit(1);
  return prev ?? null;
}

export interface ComparisonQuery {
  grupo: ComparisonGroup;
  pagina: number;
  tamanho: number;
}

/** The comparison of a finished check with the previous competência: counts, and one page of one group. */
export async function checkComparison(ctx: AppContext, row: CheckRow, q: ComparisonQuery) {
  if (row.status !== 'concluido') throw new AppError(409, 'RESULTADO_PENDENTE', 'O resultado desta conferência ainda não está pronto.');
  const empty = { anterior: null, contagem: { novos: 0, persistentes: 0, resolvidos: 0 }, grupo: q.grupo, pagina: 1, paginas: 1, total: 0, itens: [] };
  if (!row.clientId || !row.competencia) {
    return { ...empty, motivo: 'Esta conferência não tem cliente e competência: informe-os no envio para comparar com o mês anterior.' };
  }
  const prev = await previousCheck(ctx, row);
  if (!prev) {
    const cliente = (await clientsOfChecks(ctx.db, [row])).get(row.clientId)?.razao_social ?? 'este cliente';
    return { ...empty, motivo: `Nenhuma conferência concluída deste módulo para ${cliente} na competência ${br(previousCompetencia(row.competencia) ?? row.competencia)}.` };
  }
  const [now, before, marks] = await Promise.all([loadKeyedFindings(ctx, row), loadKeyedFindings(ctx, prev), resolutionsOfCheck(ctx.db, row.officeId, row.id)]);
  const keyed = (k: typeof now) => k.issues.map((finding, i) => ({ key: k.keys[i]!, finding }));
  const c = compareFindings(keyed(before), keyed(now), new Set(marks.keys()));
  const list = c[q.grupo];
  const start = (q.pagina - 1) * q.tamanho;
  return {
    anterior: { id: prev.id, competencia: prev.competencia, arquivo: prev.fileName, criado_em: prev.createdAt.toISOString() },
    motivo: null,
    contagem: { novos: c.novos.length, persistentes: c.persistentes.length, resolvidos: c.resolvidos.length },
    grupo: q.grupo,
    pagina: q.pagina,
    paginas: Math.max(1, Math.ceil(list.length / q.tamanho)),
    total: list.length,
    itens: list.slice(start, start + q.tamanho).map((x) => {
      const mark = marks.get(x.key);
      return {
        chave: x.key,
        tipo: x.finding.type ?? null,
        codigo: x.finding.code ?? null,
        onde: findingPlace(x.finding),
        texto: findingText(row.kind, x.finding),
        // 'ausente': gone from this month's file; 'marcado': still there, marked by the office.
        motivo: x.motivo,
        resolucao: mark && x.motivo !== 'ausente' ? resolutionView(mark) : null,
      };
    }),
  };
}
