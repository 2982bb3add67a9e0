import { and, count, desc, eq, inArray, isNotNull, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { checkStatus } from '../checks/check-access';
import { clientsOfChecks } from '../clients/clients-of-checks';
import type { Db } from '../db/client';
import { checks, user } from '../db/schema';
import { officeChecks } from './office-scope';

const uuidOrEmpty = z.union([z.uuid({ error: 'Cliente inválido.' }), z.literal('')]).optional();

/** GET /api/conferencias filters; every one optional and in the page's URL. */
export const conferenciasQuerySchema = z.object({
  pagina: z.coerce.number().int().min(1).default(1),
  tamanho: z.coerce.number().int().min(1).max(100).default(20),
  cliente: uuidOrEmpty,
  modulo: z.enum(['ncm', 'pis-cofins', 'escrituracao', 'reforma'], { error: 'Módulo inválido: use ncm, pis-cofins, escrituracao ou reforma.' }).optional(),
  competencia: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Competência inválida: use AAAA-MM.')
    .optional(),
  status: z.enum(['aguardando', 'processando', 'concluido', 'erro'], { error: 'Situação inválida: use aguardando, processando, concluido ou erro.' }).optional(),
  membro: z.string().max(64).optional(),
});
export type ConferenciasQuery = z.infer<typeof conferenciasQuerySchema>;

/**
 * One page of the office's checks, newest first, filtered in SQL (indexes: checks_user_idx = office + date
 * today; checks_client_kind_idx = client + module + competência).
 */
export async function conferenciasPage(db: Db, officeId: string, q: ConferenciasQuery) {
  const conds: SQL[] = [officeChecks(officeId)];
  if (q.cliente) conds.push(eq(checks.clientId, q.cliente));
  if (q.modulo) conds.push(eq(checks.kind, q.modulo));
  if (q.competencia) conds.push(eq(checks.competencia, q.competencia));
  if (q.status) conds.push(eq(checks.status, q.status));
  if (q.membro) conds.push(eq(checks.userId, q.membro));
  const where = and(...conds);
  const [n] = await db.select({ n: count() }).from(checks).where(where);
  const total = Number(n?.n ?? 0);
  const rows = await db
    .select()
    .from(checks)
    .where(where)
    .orderBy(desc(checks.createdAt), desc(checks.id))
    .limit(q.tamanho)
    .offset((q.pagina - 1) * q.tamanho);
  const names = await clientsOfChecks(db, rows);
  const userIds = [...new Set(rows.flatMap((r) => (r.userId ? [r.userId] : [])))];
  const people = userIds.length ? await db.select({ id: user.id, name: user.name, email: user.email }).from(user).where(inArray(user.id, userIds)) : [];
  const who = new Map(people.map((p) => [p.id, p.name || p.email]));
  return {
    total,
    pagina: q.pagina,
    tamanho: q.tamanho,
    paginas: Math.max(1, Math.ceil(total / q.tamanho)),
    itens: rows.map((r) => ({
      ...checkStatus(r),
      modulo: r.kind,
      cliente: (r.clientId && names.get(r.clientId)) || null,
      membro: { id: r.userId, nome: r.userId ? (who.get(r.userId) ?? '—') : 'Conta excluída' },
    })),
  };
}

/** The competências the office has checks in, newest first (the filter's options). */
export async function officeCompetencias(db: Db, officeId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ c: checks.competencia })
    .from(checks)
    .where(and(officeChecks(officeId), isNotNull(checks.competencia)))
    .orderBy(desc(checks.competencia))
    .limit(120);
  return rows.map((r) => r.c!).filter(Boolean);
}
