import { and, count, desc, eq, ilike, isNotNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { user } from '../../db/schema';
import { likePattern, type Page } from '../paging';

export type AdminUserStatus = 'ativo' | 'bloqueado' | 'expirado';

export interface AdminUserRow {
  id: string;
  name: string;
  email: string;
  company: string;
  role: 'user' | 'admin';
  status: AdminUserStatus;
  lastLoginAt: string | null;
  accessExpiresAt: string | null;
  createdAt: string;
  credits: number;
}

export interface UserFilter {
  busca?: string;
  status?: AdminUserStatus;
}

// Written out with explicit qualifiers: drizzle drops table names inside a select list, and
// the subquery's own `id` would then shadow the user's.
// The balance of the office the user works in (their latest membership, as resolveOffice picks it; ADR 016).
const balance = sql<string>`coalesce((select sum(cl.amount) from credit_ledger cl where cl.office_id = (select m.organization_id from member m where m.user_id = "user"."id" order by m.created_at desc, m.id desc limit 1)), 0)`;

function whereOf(f: UserFilter, now: Date): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  const q = f.busca?.trim();
  if (q) {
    const p = likePattern(q);
    parts.push(or(ilike(user.name, p), ilike(user.email, p), ilike(user.company, p)));
  }
  if (f.status === 'bloqueado') parts.push(eq(user.banned, true));
  if (f.status === 'expirado') parts.push(and(sql`coalesce(${user.banned}, false) = false`, isNotNull(user.accessExpiresAt), lt(user.accessExpiresAt, now)));
  if (f.status === 'ativo') parts.push(and(sql`coalesce(${user.banned}, false) = false`, sql`(${user.accessExpiresAt} is null or ${user.accessExpiresAt} >= ${now.toISOString()})`));
  return and(...parts);
}

function statusOf(r: { banned: boolean | null; accessExpiresAt: Date | null }, now: Date): AdminUserStatus {
  if (r.banned) return 'bloqueado';
  if (r.accessExpiresAt && r.accessExpiresAt.getTime() < now.getTime()) return 'expirado';
  return 'ativo';
}

const columns = {
  id: user.id,
  name: user.name,
  email: user.email,
  company: user.company,
  role: user.role,
  banned: user.banned,
  lastLoginAt: user.lastLoginAt,
  accessExpiresAt: user.accessExpiresAt,
  createdAt: user.createdAt,
  credits: balance,
};

interface Raw {
  id: string;
  name: string;
  email: string;
  company: string;
  role: string;
  banned: boolean | null;
  lastLoginAt: Date | null;
  accessExpiresAt: Date | null;
  createdAt: Date;
  credits: string | number;
}

function toRow(r: Raw, now: Date): AdminUserRow {
  return {
    id: r.id,
    name: r.name,
    email: r.email,
    company: r.company,
    role: r.role === 'admin' ? 'admin' : 'user',
    status: statusOf(r, now),
    lastLoginAt: r.lastLoginAt?.toISOString() ?? null,
    accessExpiresAt: r.accessExpiresAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
    credits: Number(r.credits),
  };
}

export async function listUsers(db: Db, f: UserFilter & { pagina: number; porPagina: number }): Promise<Page<AdminUserRow>> {
  const now = new Date();
  const where = whereOf(f, now);
  const [{ total }] = (await db.select({ total: count() }).from(user).where(where)) as [{ total: number }];
  const rows = await db
    .select(columns)
    .from(user)
    .where(where)
    .orderBy(desc(user.createdAt), user.id)
    .limit(f.porPagina)
    .offset((f.pagina - 1) * f.porPagina);
  return { itens: rows.map((r) => toRow(r, now)), total: Number(total), pagina: f.pagina, porPagina: f.porPagina };
}

/** Every matching user, in pages of 500 so a large office never loads the whole table at once. */
export async function* allUsers(db: Db, f: UserFilter): AsyncGenerator<AdminUserRow> {
  const now = new Date();
  const where = whereOf(f, now);
  for (let offset = 0; ; offset += 500) {
    const rows = await db.select(columns).from(user).where(where).orderBy(desc(user.createdAt), user.id).limit(500).offset(offset);
    for (const r of rows) yield toRow(r, now);
    if (rows.length < 500) return;
  }
}

export async function getUserRow(db: Db, id: string): Promise<AdminUserRow | null> {
  const [r] = await db.select(columns).from(user).where(eq(user.id, id));
  return r ? toRow(r, new Date()) : null;
}
