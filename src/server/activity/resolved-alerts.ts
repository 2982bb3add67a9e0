import { and, count, eq, gte, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { findingResolutions } from '../db/schema';

/**
 * 'Alertas Resolvidos': findings the office marked "resolvido", "aceito" or "não se aplica" (issue 18,
 * item 5) inside [start, end). Marks undone are deleted, so they do not count. Counted from the marks
 * themselves, not guessed from re-uploads of a file with the same name.
 */
export async function resolvedAlertsBetween(db: Db, officeId: string, start: Date, end: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(findingResolutions)
    .where(and(eq(findingResolutions.officeId, officeId), gte(findingResolutions.createdAt, start), lt(findingResolutions.createdAt, end)));
  return Number(row?.n ?? 0);
}
