import { and, desc, eq } from 'drizzle-orm';
import type { CheckKindId } from '../checks/check-kind';
import type { Db } from '../db/client';
import { checks } from '../db/schema';
import { checkFigures } from './check-figures';

/** Checks of one client kept in its page (newest first); older ones stay in each module's history. */
const MAX_CHECKS = 500;

/**
 * A client's checks grouped by competência (newest first), and per competência the R$ recoverable and at
 * risk and the findings still open — counted on the latest finished check of each module in that month,
 * since a re-run for the same month replaces the previous reading.
 */
export async function clientHistory(db: Db, clientId: string) {
  const rows = await db
    .select({ id: checks.id, kind: checks.kind, status: checks.status, fileName: checks.fileName, competencia: checks.competencia, summary: checks.summary, createdAt: checks.createdAt, errorMessage: checks.errorMessage })
    .from(checks)
    .where(and(eq(checks.clientId, clientId)))
    .orderBy(desc(checks.createdAt))
    .limit(MAX_CHECKS);
  const groups = new Map<string, { competencia: string | null; verificacoes: unknown[]; achados: number; recuperar: number; risco: number; seen: Set<CheckKindId> }>();
  for (const r of rows) {
    const key = r.competencia ?? '';
    let g = groups.get(key);
    if (!g) groups.set(key, (g = { competencia: r.competencia, verificacoes: [], achados: 0, recuperar: 0, risco: 0, seen: new Set() }));
    const f = checkFigures(r.kind, r.status === 'concluido' ? r.summary : null);
    const latest = r.status === 'concluido' && !g.seen.has(r.kind);
    if (latest) {
      g.seen.add(r.kind);
      g.achados += f.achados;
      g.recuperar += f.recuperar;
      g.risco += f.risco;
    }
    g.verificacoes.push({ task_id: r.id, modulo: r.kind, status: r.status, arquivo: r.fileName, criado_em: r.createdAt.toISOString(), erro: r.errorMessage, ...f, vigente: latest });
  }
  const competencias = [...groups.values()]
    .sort((a, b) => (b.competencia ?? '').localeCompare(a.competencia ?? ''))
    .map(({ seen: _seen, ...g }) => ({ ...g, recuperar: round(g.recuperar), risco: round(g.risco) }));
  return {
    competencias,
    totais: {
      verificacoes: rows.length,
      achados_abertos: competencias.reduce((s, g) => s + g.achados, 0),
      recuperar: round(competencias.reduce((s, g) => s + g.recuperar, 0)),
      risco: round(competencias.reduce((s, g) => s + g.risco, 0)),
    },
  };
}

const round = (x: number) => Math.round(x * 100) / 100;
