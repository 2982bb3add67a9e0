import { randomBytes } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { API_TOKEN_PREFIX, hashToken } from '../auth/viewer';
import type { Db } from '../db/client';
import { apiTokens } from '../db/schema';
import { AppError, notFound } from '../http/errors';

const MAX_ACTIVE = 20;

/** Creates a personal token; the clear value is returned once and only its SHA-256 is stored. */
export async function createApiToken(db: Db, userId: string, name: string) {
  const active = await db.select({ id: apiTokens.id }).from(apiTokens).where(and(eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)));
  if (active.length >= MAX_ACTIVE) throw new AppError(409, 'LIMITE_TOKENS', `Limite de ${MAX_ACTIVE} tokens ativos. Revogue um token que não usa mais.`);
  const token = API_TOKEN_PREFIX + randomBytes(32).toString('base64url');
  const [row] = await db
    .insert(apiTokens)
    .values({ userId, name, tokenHash: hashToken(token), prefix: token.slice(0, API_TOKEN_PREFIX.length + 6) })
    .returning();
  if (!row) throw new Error('token não criado');
  return { token, row };
}

export async function listApiTokens(db: Db, userId: string) {
  return db
    .select()
    .from(apiTokens)
    .where(and(eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)))
    .orderBy(desc(apiTokens.createdAt));
}

/** Revokes one of the user's own tokens; someone else's token id answers 404 like an unknown one. */
export async function revokeApiToken(db: Db, userId: string, id: string) {
  const [row] = await db
    .update(apiTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiTokens.id, id), eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)))
    .returning();
  if (!row) throw notFound('Token não encontrado.');
  return row;
}

export function tokenJson(t: typeof apiTokens.$inferSelect) {
  return { id: t.id, nome: t.name, prefixo: t.prefix, criadoEm: t.createdAt.toISOString(), ultimoUso: t.lastUsedAt?.toISOString() ?? null };
}
