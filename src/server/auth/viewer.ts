import { createHash } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { apiTokens, user } from '../db/schema';
import type { OfficeRole } from '../office/office-roles';
import { resolveOffice } from '../office/resolve-office';

export interface Viewer {
  id: string;
  email: string;
  name: string;
  role: 'user' | 'admin';
  accessExpiresAt: Date | null;
  via: 'session' | 'token';
  sessionId: string | null;
  /** The office the viewer works in (ADR 016): scope every office-owned read and write by this. */
  officeId: string;
  /** The viewer's role there; check it with requireOfficeRole (src/server/office/office-roles.ts). */
  officeRole: OfficeRole;
  officeName: string;
}

export const API_TOKEN_PREFIX = 'apura_';

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Who is calling: the session cookie, or (where the route allows it) a personal API token. */
export async function resolveViewer(ctx: AppContext, req: FastifyRequest, allowToken: boolean): Promise<Viewer | null> {
  const authz = req.headers.authorization;
  if (allowToken && authz?.startsWith('Bearer ')) {
    return viewerFromToken(ctx, authz.slice(7).trim());
  }
  const s = await ctx.auth.api.getSession({ headers: fromNodeHeaders(req.headers) });
  if (!s) return null;
  // accessExpiresAt comes with the session's user (an additional field in auth.ts), not from another query.
  const u = s.user as typeof s.user & { role?: string | null; banned?: boolean | null; accessExpiresAt?: Date | string | null };
  if (u.banned) return null;
  return {
    id: u.id,
    email: u.email,
    name: u.name,
    role: u.role === 'admin' ? 'admin' : 'user',
    accessExpiresAt: u.accessExpiresAt ? new Date(u.accessExpiresAt) : null,
    via: 'session',
    sessionId: s.session.id,
    ...(await resolveOffice(ctx.db, u.id)),
  };
}

async function viewerFromToken(ctx: AppContext, token: string): Promise<Viewer | null> {
  if (!token.startsWith(API_TOKEN_PREFIX)) return null;
  const [row] = await ctx.db
    .select({ tokenId: apiTokens.id, id: user.id, email: user.email, name: user.name, role: user.role, banned: user.banned, accessExpiresAt: user.accessExpiresAt })
    .from(apiTokens)
    .innerJoin(user, eq(user.id, apiTokens.userId))
    .where(and(eq(apiTokens.tokenHash, hashToken(token)), isNull(apiTokens.revokedAt)));
  if (!row || row.banned) return null;
  await ctx.db.update(apiTokens).set({ lastUsedAt: new Date() }).where(eq(apiTokens.id, row.tokenId));
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role === 'admin' ? 'admin' : 'user',
    accessExpiresAt: row.accessExpiresAt,
    via: 'token',
    sessionId: null,
    ...(await resolveOffice(ctx.db, row.id)),
  };
}
