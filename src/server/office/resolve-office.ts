import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { member, organization, user } from '../db/schema';
import { isOfficeRole, type OfficeRole } from './office-roles';

export interface OfficeMembership {
  officeId: string;
  officeRole: OfficeRole;
  officeName: string;
}

/**
 * The office a user works in: the most recently joined membership (accepting an invitation moves the
 * person into the inviting office; leaving it falls back to their own). Sessions and API tokens resolve
 * the same way, so a script acts where its owner works (ADR 016). A user without any membership (an
 * account created before the office existed and missed by the migration) gets their one-person office.
 */
export async function resolveOffice(db: Db, userId: string): Promise<OfficeMembership> {
  const found = await currentMembership(db, userId);
  if (found) return found;
  const [u] = await db.select({ id: user.id, name: user.name, company: user.company }).from(user).where(eq(user.id, userId));
  if (!u) throw new Error(`usuário ${userId} não existe`);
  await ensurePersonalOffice(db, u);
  const created = await currentMembership(db, userId);
  if (!created) throw new Error(`escritório de ${userId} não criado`);
  return created;
}

async function currentMembership(db: Db, userId: string): Promise<OfficeMembership | null> {
  const [row] = await db
    .select({ officeId: member.organizationId, role: member.role, name: organization.name })
    .from(member)
    .innerJoin(organization, eq(organization.id, member.organizationId))
    .where(eq(member.userId, userId))
    .orderBy(desc(member.createdAt), desc(member.id))
    .limit(1);
  if (!row) return null;
  // An unknown role (edited by hand) gets the least power, never more.
  return { officeId: row.officeId, officeRole: isOfficeRole(row.role) ? row.role : 'leitura', officeName: row.name };
}

/** The person's own office: id = the user's id, named after their company (or them), with them as titular. */
export async function ensurePersonalOffice(db: Db, u: { id: string; name: string; company?: string | null }): Promise<void> {
  const name = (u.company ?? '').trim() || u.name;
  await db.transaction(async (tx) => {
    await tx.insert(organization).values({ id: u.id, name, slug: `escritorio-${u.id}` }).onConflictDoNothing();
    await tx.insert(member).values({ id: u.id, organizationId: u.id, userId: u.id, role: 'titular' }).onConflictDoNothing();
  });
}
