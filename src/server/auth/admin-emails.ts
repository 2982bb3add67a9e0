import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { user } from '../db/schema';

/**
 * ADMIN_EMAILS promotes only addresses whose owner proved control of the mailbox (e-mail verified,
 * Google sign-in, or a password reset through the e-mailed link). Before this rule, whoever signed
 * up first with a listed address became admin (issue 16).
 */
export function shouldBeAdmin(adminEmails: readonly string[], email: string | null | undefined, emailVerified: boolean | null | undefined): boolean {
  return emailVerified === true && adminEmails.includes((email ?? '').toLowerCase());
}

/** At start-up: every already-verified listed address becomes admin (never demotes anyone). */
export async function promoteVerifiedAdmins(db: Db, adminEmails: readonly string[]): Promise<void> {
  if (!adminEmails.length) return;
  await db
    .update(user)
    .set({ role: 'admin' })
    .where(and(inArray(user.email, [...adminEmails]), eq(user.emailVerified, true)));
}

/** After a proof of ownership: marks the e-mail verified and promotes it when listed. */
export async function markVerified(db: Db, adminEmails: readonly string[], userId: string): Promise<void> {
  const [u] = await db.update(user).set({ emailVerified: true }).where(eq(user.id, userId)).returning({ email: user.email });
  if (u && shouldBeAdmin(adminEmails, u.email, true)) await db.update(user).set({ role: 'admin' }).where(eq(user.id, userId));
}
