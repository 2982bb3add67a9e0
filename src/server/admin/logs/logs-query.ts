import { and, count, desc, eq, gte, ilike, lte, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema';
import { endOfDayBrasilia, startOfDayBrasilia } from '../admin-dates';
import { auditActionLabel } from '../audit-actions';
import { likePattern, type Page } from '../paging';

export interface LogFilter {
  /** Free text matched against the user's name or e-mail, or an exact user id. */
  usuario?: string;
  acao?: string;
  modulo?: string;
  /** aaaa-mm-dd, inclusive, days in Brasília. */
  de?: string;
  ate?: string;
}

export interface AdminLogRow {
  id: number;
  userId: string | null;
  userName: string | null;
  userEmail: string | null;
  action: string;
  actionLabel: string;
  module: string | null;
  details: string;
  before: unknown;
  after: unknown;
  createdAt: string;
}

function whereOf(f: LogFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  const who = f.usuario?.trim();
  if (who) {
    const p = likePattern(who);
    parts.push(or(eq(auditLog.userId, who), ilike(auditLog.userName, p), ilike(auditLog.userEmail, p)));
  }
  if (f.acao) parts.push(eq(auditLog.action, f.acao));
  if (f.modulo) parts.push(eq(auditLog.module, f.modulo));
  if (f.de) parts.push(gte(auditLog.createdAt, startOfDayBrasilia(f.de)));
  if (f.ate) parts.push(lte(auditLog.createdAt, endOfDayBrasilia(f.ate)));
  return and(...parts);
}

type Raw = typeof auditLog.$inferSelect;

function toRow(r: Raw): AdminLogRow {
  return {
    id: r.id,
    userId: r.userId,
    userName: r.userName,
    userEmail: r.userEmail,
    action: r.action,
    actionLabel: auditActionLabel(r.action),
    module: r.module,
    details: r.details,
    before: r.before,
    after: r.after,
    createdAt: r.createdAt.toISOString(),
  };
}

/** Newest first; the id breaks ties between entries written in the same millisecond. */
export async function listLogs(db: Db, f: LogFilter & { pagina: number; porPagina: number }): Promise<Page<AdminLogRow>> {
  const where = whereOf(f);
  const [row] = await db.select({ total: count() }).from(auditLog).where(where);
  const rows = await db
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(f.porPagina)
    .offset((f.pagina - 1) * f.porPagina);
  return { itens: rows.map(toRow), total: Number(row?.total ?? 0), pagina: f.pagina, porPagina: f.porPagina };
}

/** Keyset pages of 1000 (by id) so exporting a long log never holds it all in memory. */
export async function* allLogs(db: Db, f: LogFilter): AsyncGenerator<AdminLogRow> {
  let lastId: number | null = null;
  for (;;) {
    const cond: SQL | undefined = lastId === null ? whereOf(f) : and(whereOf(f), lte(auditLog.id, lastId - 1));
    const rows = await db.select().from(auditLog).where(cond).orderBy(desc(auditLog.id)).limit(1000);
    for (const r of rows) yield toRow(r);
    if (rows.length < 1000) return;
    lastId = rows[rows.length - 1]!.id;
  }
}

/** Distinct action codes and modules present, for the filter menus. */
export async function logFacets(db: Db): Promise<{ acoes: string[]; modulos: string[] }> {
  const acoes = await db.selectDistinct({ v: auditLog.action }).from(auditLog);
  const modulos = await db.selectDistinct({ v: auditLog.module }).from(auditLog);
  return { acoes: acoes.map((r) => r.v), modulos: modulos.map((r) => r.v).filter((v): v is string => Boolean(v)) };
}
