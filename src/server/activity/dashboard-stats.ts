import { desc, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { activities, checks, creditLedger, findingResolutions } from '../db/schema';
import { activityJson, latestPerRef } from './activity-json';
import { visibleActivities } from './visible-activities';
import { monthWindows, trendPercent } from './month-window';

export interface Stat {
  valor: number;
  anterior: number | null;
  /** Integer percentage against the previous month; null = nothing to compare with ('—'). */
  tendencia: number | null;
}

const stat = (valor: number, anterior: number | null): Stat => ({ valor, anterior, tendencia: trendPercent(valor, anterior) });

/**
 * The four cards of the dashboard (spec §2) for the current month, plus the recent activity: two queries
 * whatever the history's size (it used to be eleven, then six). Every figure of the cards is a scalar subquery
 * of one statement, each an index probe (checks, activities, ledger and marks by office or user, then date):
 * under 50 signed-in users the round trips, not the counting, were the cost (issue 17, `npm run bench -- carga`).
 */
export async function dashboardStats(db: Db, viewer: { id: string; officeId: string }, now = new Date()) {
  const userId = viewer.id;
  const officeId = viewer.officeId;
  const { current, previous } = monthWindows(now);
  const [cur, curEnd, prev] = [current.start.toISOString(), current.end.toISOString(), previous.start.toISOString()];
  const n = (q: SQL) => sql<number>`(${q})`.mapWith(Number);
  const concluded = (from: string, to: string) =>
    n(sql`select count(*) from ${checks} where ${checks.officeId} = ${officeId} and ${checks.status} = 'concluido' and ${checks.createdAt} >= ${from} and ${checks.createdAt} < ${to}`);
  const logins = (from: string, to: string) =>
    n(sql`select count(*) from ${activities} where ${activities.userId} = ${userId} and ${activities.type} = 'login' and ${activities.createdAt} >= ${from} and ${activities.createdAt} < ${to}`);
  // The findings the office marked resolved (or not applicable, or accepted) in each month (issue 18, item 5).
  const marks = (from: string, to: string) =>
    n(sql`select count(*) from ${findingResolutions} where ${findingResolutions.officeId} = ${officeId} and ${findingResolutions.createdAt} >= ${from} and ${findingResolutions.createdAt} < ${to}`);
  const ledger = (what: SQL) => n(sql`select ${what} from ${creditLedger} where ${creditLedger.officeId} = ${officeId}`);
  const earlier = sql`${creditLedger.createdAt} < ${cur}`;

  const [[cards], recentes] = await Promise.all([
    db
      .select({
        consultas: concluded(cur, curEnd),
        consultasAnt: concluded(prev, cur),
        acessos: logins(cur, curEnd),
        acessosAnt: logins(prev, cur),
        existedBefore: sql<boolean>`exists (select 1 from ${activities} where ${activities.userId} = ${userId} and ${activities.createdAt} < ${cur})`,
        lastLogin: sql<string | null>`(select max(${activities.createdAt}) from ${activities} where ${activities.userId} = ${userId} and ${activities.type} = 'login')`,
        saldo: ledger(sql`coalesce(sum(${creditLedger.amount}), 0)`),
        saldoAntes: ledger(sql`coalesce(sum(${creditLedger.amount}) filter (where ${earlier}), 0)`),
        lancamentosAntes: ledger(sql`count(*) filter (where ${earlier})`),
        resolvidos: marks(cur, curEnd),
        resolvidosAnt: marks(prev, cur),
      })
      .from(sql`(select 1) as "um"`),
    db.select().from(activities).where(visibleActivities(viewer)).orderBy(desc(activities.createdAt), desc(activities.id)).limit(24),
  ]);
  const c = cards!;
  // A previous month counts as "data" only if the account already existed then.
  const existedBefore = Boolean(c.existedBefore) || c.lancamentosAntes > 0;
  const prior = (v: number) => (existedBefore ? v : null);

  return {
    mes: current.label,
    mesAnterior: previous.label,
    consultas: stat(c.consultas, prior(c.consultasAnt)),
    // Balance now against the balance at the end of the previous month.
    creditos: stat(c.saldo, c.lancamentosAntes > 0 ? c.saldoAntes : null),
    acessos: { ...stat(c.acessos, prior(c.acessosAnt)), ultimo: c.lastLogin ? new Date(c.lastLogin).toISOString() : null },
    alertasResolvidos: stat(c.resolvidos, prior(c.resolvidosAnt)),
    // Newest first, so latestPerRef keeps each check's outcome and drops its start event.
    atividades: latestPerRef(recentes).slice(0, 8).map(activityJson),
  };
}
