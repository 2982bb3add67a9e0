import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { member, user } from '../db/schema';
import { badRequest } from '../http/errors';

export interface OfficeMember {
  id: string;
  nome: string;
}

/** Who may be responsible for a client: the office's members (ADR 016). */
export async function officeMembers(db: Db, officeId: string): Promise<OfficeMember[]> {
  const rows = await db.select({ id: user.id, name: user.name, email: user.email }).from(member).innerJoin(user, eq(user.id, member.userId)).where(eq(member.organizationId, officeId));
  return rows.map((r) => ({ id: r.id, nome: r.name || r.email }));
}

/** The responsible member of a client must belong to the office. */
export async function assertMember(db: Db, officeId: string, userId: string | null | undefined): Promise<void> {
  if (!userId) return;
  if (!(await officeMembers(db, officeId)).some((m) => m.id === userId)) throw badRequest('O responsável escolhido não é membro do escritório.');
}
