import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import type { ClientRegime } from '../../fiscal/company/file-identity';
import type { Db } from '../db/client';
import { clients } from '../db/schema';
import { AppError, notFound } from '../http/errors';
import { formatCnpj } from '../analista-pro/companies/company-service';
import { cnpjKey, type ClientBody } from './client-input';

export type ClientRow = typeof clients.$inferSelect;

/** The public shape of a client (GET /api/clientes items). */
export function clientView(c: ClientRow) {
  return {
    id: c.id,
    cnpj: c.cnpj,
    cnpj_formatado: formatCnpj(c.cnpj),
    razao_social: c.razaoSocial,
    regime: c.regime,
    uf: c.uf,
    responsavel_id: c.responsibleUserId,
    origem: c.source,
    criado_em: c.createdAt.toISOString(),
    atualizado_em: c.updatedAt.toISOString(),
  };
}

export type ClientView = ReturnType<typeof clientView>;

/** The office's clients, by razão social; `busca` matches the name or the CNPJ (with or without punctuation). */
export async function listClients(db: Db, officeId: string, busca = ''): Promise<ClientRow[]> {
  const q = busca.trim().slice(0, 100);
  const office = eq(clients.officeId, officeId);
  if (!q) return db.select().from(clients).where(office).orderBy(asc(clients.razaoSocial));
  const like = `%${q.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
  const digits = cnpjKey(q);
  const cond = digits.length >= 2 ? or(ilike(clients.razaoSocial, like), ilike(clients.cnpj, `%${digits.replace(/[\\%_]/g, '')}%`)) : ilike(clients.razaoSocial, like);
  return db.select().from(clients).where(and(office, cond)).orderBy(asc(clients.razaoSocial));
}

export async function countClients(db: Db, officeId: string): Promise<number> {
  const [r] = await db.select({ n: sql<number>`count(*)::int` }).from(clients).where(eq(clients.officeId, officeId));
  return Number(r?.n ?? 0);
}

/** The client if it belongs to the office; 404 otherwise (another office's id is not told apart from none). */
export async function officeClient(db: Db, officeId: string, id: string): Promise<ClientRow> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) throw notFound('Cliente não encontrado.');
  const [row] = await db.select().from(clients).where(and(eq(clients.id, id), eq(clients.officeId, officeId)));
  if (!row) throw notFound('Cliente não encontrado.');
  return row;
}

export async function clientByCnpj(db: Db, officeId: string, cnpj: string): Promise<ClientRow | null> {
  const [row] = await db.select().from(clients).where(and(eq(clients.officeId, officeId), eq(clients.cnpj, cnpj)));
  return row ?? null;
}

function duplicate(row: ClientRow): AppError {
  return new AppError(409, 'CLIENTE_DUPLICADO', `Já existe um cliente com o CNPJ ${formatCnpj(row.cnpj)}: ${row.razaoSocial}.`, { cliente_id: row.id });
}

export async function createClient(db: Db, officeId: string, body: ClientBody, source: string): Promise<ClientRow> {
  const cnpj = cnpjKey(body.cnpj);
  const dup = await clientByCnpj(db, officeId, cnpj);
  if (dup) throw duplicate(dup);
  const [row] = await db
    .insert(clients)
    .values({ officeId, cnpj, razaoSocial: body.razao_social, regime: body.regime ?? null, uf: body.uf || null, responsibleUserId: body.responsavel_id ?? null, source })
    .returning();
  return row!;
}

export async function updateClient(db: Db, row: ClientRow, body: ClientBody): Promise<ClientRow> {
  const cnpj = cnpjKey(body.cnpj);
  if (cnpj !== row.cnpj) {
    const dup = await clientByCnpj(db, row.officeId, cnpj);
    if (dup) throw duplicate(dup);
  }
  const [upd] = await db
    .update(clients)
    .set({ cnpj, razaoSocial: body.razao_social, regime: body.regime ?? null, uf: body.uf || null, responsibleUserId: body.responsavel_id ?? null, updatedAt: new Date() })
    .where(eq(clients.id, row.id))
    .returning();
  return upd!;
}

export interface ClientFacts {
  cnpj: string;
  razaoSocial: string;
  regime: ClientRegime | null;
  uf: string | null;
}

/**
 * Insert by (office, CNPJ), or fill what the register lacks: a file or an import never overwrites a name,
 * regime or UF someone already set, it only completes them. Safe under concurrent uploads (ON CONFLICT).
 */
export async function ensureClient(db: Db, officeId: string, f: ClientFacts, source: string): Promise<{ row: ClientRow; created: boolean }> {
  const [inserted] = await db
    .insert(clients)
    .values({ officeId, cnpj: f.cnpj, razaoSocial: f.razaoSocial, regime: f.regime, uf: f.uf, source })
    .onConflictDoNothing({ target: [clients.officeId, clients.cnpj] })
    .returning();
  if (inserted) return { row: inserted, created: true };
  const existing = (await clientByCnpj(db, officeId, f.cnpj))!;
  if ((!existing.regime && f.regime) || (!existing.uf && f.uf)) {
    const [upd] = await db
      .update(clients)
      .set({ regime: existing.regime ?? f.regime, uf: existing.uf ?? f.uf, updatedAt: new Date() })
      .where(eq(clients.id, existing.id))
      .returning();
    return { row: upd!, created: false };
  }
  return { row: existing, created: false };
}
