import { sql, type Placeholder, type SQL } from 'drizzle-orm';
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

type ActivityRow = typeof activities.$inferSelect;
/** An activity row as json_build_object writes it (the timestamp as text). */
type RecentJson = Omit<ActivityRow, 'createdAt'> & { createdAt: string };
// Start events are dropped once their outcome is listed (latestPerRef), so read three times the eight shown.
const RECENT_ROWS = 24;

const office = sql.placeholder('office');
const userId = sql.placeholder('user');
const cur = sql.placeholder('cur');
const curEnd = sql.placeholder('curEnd');
const prev = sql.placeholder('prev');
const n = (q: SQL) => sql<number>`(${q})`.mapWith(Number);
const concluded = (from: Placeholder, to: Placeholder) =>
  n(sql`select count(*) from ${checks} where ${checks.officeId} = ${office} and ${checks.status} = 'concluido' and ${checks.createdAt} >= ${from} and ${checks.createdAt} < ${to}`);
const logins = (from: Placeholder, to: Placeholder) =>
  n(sql`select count(*) from ${activities} where ${activities.userId} = ${userId} and ${activities.type} = 'login' and ${activities.createdAt} >= ${from} and ${activities.createdAt} < ${to}`);
// The findings the office marked resolved (or not applicable, or accepted) in each month (issue 18, item 5).
const marks = (from: Placeholder, to: Placeholder) =>
  n(sql`select count(*) from ${findingResolutions} where ${findingResolutions.officeId} = ${office} and ${findingResolutions.createdAt} >= ${from} and ${findingResolutions.createdAt} < ${to}`);
const ledger = (what: SQL) => n(sql`select ${what} from ${creditLedger} where ${creditLedger.officeId} = ${office}`);
const earlier = sql`${creditLedger.createdAt} < ${cur}`;

/** The cards' statement, prepared once per database (its plan is reused: the same statement on every dashboard load). */
const prepared = new WeakMap<Db, ReturnType<typeof buildCardsQuery>>();
function buildCardsQuery(db: Db) {
  return db
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
      // The newest entries the member sees (visibleActivities), as JSON, in the same round trip.
      recentes: sql<RecentJson[] | null>`(select json_agg(json_build_object('id', a.id, 'userId', a.user_id, 'officeId', a.office_id, 'type', a.type, 'title', a.title,
        'description', a.description, 'status', a.status, 'credits', a.credits, 'refId', a.ref_id, 'createdAt', a.created_at) order by a.created_at desc, a.id desc)
        from (select * from ${activities} where ${visibleActivities({ id: userId, officeId: office })}
          order by ${activities.createdAt} desc, ${activities.id} desc limit ${RECENT_ROWS}) a)`,
    })
    .from(sql`(select 1) as "um"`)
    .prepare('painel_cartoes');
}
function cardsQuery(db: Db) {
  let q = prepared.get(db);
  if (!q) prepared.set(db, (q = buildCardsQuery(db)));
  return q;
}

/**
 * The four cards of the dashboard (spec §2) for the current month, plus the recent activity: one prepared statement
 * whatever the history's size (it used to be eleven queries, then six). Every figure is a scalar subquery, each an
 * index probe (checks, activities, ledger and marks by office or user, then date): under 50 signed-in users the
 * round trips, not the counting, were the cost (issue 17, `npm run bench -- carga`, ADR 015).
 */
export async function dashboardStats(db: Db, viewer: { id: string; officeId: string }, now = new Date()) {
  const { current, previous } = monthWindows(now);
  const [c] = await cardsQuery(db).execute({ office: viewer.officeId, user: viewer.id, cur: current.start.toISOString(), curEnd: current.end.toISOString(), prev: previous.start.toISOString() });
  if (!c) throw new Error('painel: a consulta dos cartões não devolveu linha');
  const recentes = (c.recentes ?? []).map((a): ActivityRow => ({ ...a, createdAt: new Date(a.createdAt) }));
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
