import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { auditLog, user } from '../db/schema';

export interface AuditInput {
  userId?: string | null;
  /** Used when there is no user row (e.g. a failed sign-in with an unknown e-mail). */
  userEmail?: string | null;
  action: string;
  module?: string | null;
  details?: string;
  before?: unknown;
  after?: unknown;
  ip?: string | null;
}

/** Appends to the audit log, copying the user's name/e-mail so the entry stays readable after renames. */
export async function recordAudit(db: Db, a: AuditInput): Promise<void> {
  let userName: string | null = null;
  let userEmail = a.userEmail ?? null;
  if (a.userId) {
    const [u] = await db.select({ name: user.name, email: user.email }).from(user).where(eq(user.id, a.userId));
    userName = u?.name ?? null;
    userEmail = u?.email ?? userEmail;
  }
  await db.insert(auditLog).values({
    userId: a.userId ?? null,
    userName,
    userEmail,
    action: a.action,
    module: a.module ?? null,
    details: a.details ?? '',
    before: a.before ?? null,
    after: a.after ?? null,
    ip: a.ip ?? null,
  });
}
