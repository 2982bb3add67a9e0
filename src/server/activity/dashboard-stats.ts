import { and, count, desc, eq, gte, lt, max } from 'drizzle-orm';
import { balanceBefore, balanceOf } from '../credits/ledger';
import type { Db } from '../db/client';
import { activities, checks } from '../db/schema';
import { activityJson } from './activity-json';
import { monthWindows, trendPercent } from './month-window';
import { resolvedAlertsBetween } from './resolved-alerts';

export interface Stat {
  valor: number;
  anterior: number | null;
  /** Integer percentage against the previous month; null = nothing to compare with ('—'). */
  tendencia: number | null;
}

const stat = (valor: number, anterior: number | null): Stat => ({ valor, anterior, tendencia: trendPercent(valor, anterior) });

/** The four cards of the dashboard (spec §2) for the current month, plus the recent activity. */
export async function dashboardStats(db: Db, userId: string, now = new Date()) {
  const { current, previous } = monthWindows(now);

  const checksIn = async (w: { start: Date; end: Date }) => {
    const [row] = await db
      .select({ n: count() })
      .from(checks)
      .where(and(eq(checks.userId, userId), eq(checks.status, 'concluido'), gte(checks.createdAt, w.start), lt(checks.createdAt, w.end)));
    return Number(row?.n ?? 0);
  };
  const loginsIn = async (w: { start: Date; end: Date }) => {
    const [row] = await db
      .select({ n: count() })
      .from(activities)
      .where(and(eq(activities.userId, userId), eq(activities.type, 'login'), gte(activities.createdAt, w.start), lt(activities.createdAt, w.end)));
    return Number(row?.n ?? 0);
  };

  // Earlier runs matter for 'resolved' (a re-check this month of a file first checked last year still counts).
  const concluded = await db
    .select({ kind: checks.kind, fileName: checks.fileName, createdAt: checks.createdAt, summary: checks.summary })
    .from(checks)
    .where(and(eq(checks.userId, userId), eq(checks.status, 'concluido'), lt(checks.createdAt, current.end)));

  const [consultas, consultasAnt, acessos, acessosAnt, saldo, saldoInicio, firstActivity, lastLogin, recentes] = await Promise.all([
    checksIn(current),
    checksIn(previous),
    loginsIn(current),
    loginsIn(previous),
    balanceOf(db, userId),
    balanceBefore(db, userId, current.start),
    db.select({ n: count() }).from(activities).where(and(eq(activities.userId, userId), lt(activities.createdAt, current.start))),
    db.select({ at: max(activities.createdAt) }).from(activities).where(and(eq(activities.userId, userId), eq(activities.type, 'login'))),
    db.select().from(activities).where(eq(activities.userId, userId)).orderBy(desc(activities.createdAt), desc(activities.id)).limit(8),
  ]);
  // A previous month counts as "data" only if the account already existed then.
  const existedBefore = Number(firstActivity[0]?.n ?? 0) > 0 || saldoInicio.entries > 0;
  const prior = (v: number) => (existedBefore ? v : null);

  return {
    mes: current.label,
    mesAnterior: previous.label,
    consultas: stat(consultas, prior(consultasAnt)),
    // Balance now against the balance at the end of the previous month.
    creditos: stat(saldo, saldoInicio.entries > 0 ? saldoInicio.balance : null),
    acessos: { ...stat(acessos, prior(acessosAnt)), ultimo: lastLogin[0]?.at ? new Date(lastLogin[0].at).toISOString() : null },
    alertasResolvidos: stat(resolvedAlertsBetween(concluded, current.start, current.end), prior(resolvedAlertsBetween(concluded, previous.start, previous.end))),
    atividades: recentes.map(activityJson),
  };
}
