import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import { balanceNowAndBefore } from '../credits/ledger';
import type { Db } from '../db/client';
import { activities, checks } from '../db/schema';
import { activityJson, latestPerRef } from './activity-json';
import { visibleActivities } from './visible-activities';
import { monthWindows, trendPercent } from './month-window';
import { resolvedAlertsBetween } from './resolved-alerts';

export interface Stat {
  valor: number;
  anterior: number | null;
  /** Integer percentage against the previous month; null = nothing to compare with ('—'). */
  tendencia: number | null;
}

const stat = (valor: number, anterior: number | null): Stat => ({ valor, anterior, tendencia: trendPercent(valor, anterior) });

/**
 * The four cards of the dashboard (spec §2) for the current month, plus the recent activity.
 * A fixed number of queries whatever the history's size (it used to be eleven): the concluded checks of
 * the office's two months (counted per month here), one pass over the activities of the two months, one over the
 * ledger, the resolved findings of each month, and the eight newest activities.
 */
export async function dashboardStats(db: Db, viewer: { id: string; officeId: string }, now = new Date()) {
  const userId = viewer.id;
  const officeId = viewer.officeId;
  const { current, previous } = monthWindows(now);
  const within = (at: Date, w: { start: Date; end: Date }) => at >= w.start && at < w.end;

  const [concluded, [acts], ledger, resolvidos, resolvidosAnt, recentes] = await Promise.all([
    db
      .select({ createdAt: checks.createdAt })
      .from(checks)
      .where(and(eq(checks.officeId, officeId), eq(checks.status, 'concluido'), gte(checks.createdAt, previous.start), lt(checks.createdAt, current.end))),
    db
      .select({
        acessos: sql<number>`count(*) filter (where ${activities.type} = 'login' and ${activities.createdAt} >= ${current.start.toISOString()})`.mapWith(Number),
        acessosAnt: sql<number>`count(*) filter (where ${activities.type} = 'login' and ${activities.createdAt} < ${current.start.toISOString()})`.mapWith(Number),
        // Index-backed probes, so the pass itself stays within the two months.
        existedBefore: sql<boolean>`exists (select 1 from ${activities} where ${activities.userId} = ${userId} and ${activities.createdAt} < ${current.start.toISOString()})`,
        lastLogin: sql<string | null>`(select max(${activities.createdAt}) from ${activities} where ${activities.userId} = ${userId} and ${activities.type} = 'login')`,
      })
      .from(activities)
      .where(and(eq(activities.userId, userId), gte(activities.createdAt, previous.start), lt(activities.createdAt, current.end))),
    balanceNowAndBefore(db, officeId, current.start),
    // The findings the office marked resolved (or not applicable) in each month.
    resolvedAlertsBetween(db, officeId, current.start, current.end),
    resolvedAlertsBetween(db, officeId, previous.start, previous.end),
    db.select().from(activities).where(visibleActivities(viewer)).orderBy(desc(activities.createdAt), desc(activities.id)).limit(24),
  ]);
  const consultas = concluded.filter((c) => within(c.createdAt, current)).length;
  const consultasAnt = concluded.filter((c) => within(c.createdAt, previous)).length;
  // A previous month counts as "data" only if the account already existed then.
  const existedBefore = Boolean(acts?.existedBefore) || ledger.before.entries > 0;
  const prior = (v: number) => (existedBefore ? v : null);

  return {
    mes: current.label,
    mesAnterior: previous.label,
    consultas: stat(consultas, prior(consultasAnt)),
    // Balance now against the balance at the end of the previous month.
    creditos: stat(ledger.balance, ledger.before.entries > 0 ? ledger.before.balance : null),
    acessos: { ...stat(acts?.acessos ?? 0, prior(acts?.acessosAnt ?? 0)), ultimo: acts?.lastLogin ? new Date(acts.lastLogin).toISOString() : null },
    alertasResolvidos: stat(resolvidos, prior(resolvidosAnt)),
    // Newest first, so latestPerRef keeps each check's outcome and drops its start event.
    atividades: latestPerRef(recentes).slice(0, 8).map(activityJson),
  };
}
