import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimitHits } from '../db/schema';

export interface LimitRule {
  /** Bucket name, part of the key ('login', 'cadastro', ...). */
  bucket: string;
  max: number;
  windowSeconds: number;
}

export interface LimitResult {
  allowed: boolean;
  /** Seconds until the current window ends (for Retry-After). */
  retryAfter: number;
}

/**
 * Counts one hit for `rule.bucket:key` and says whether it is within the limit. One atomic upsert,
 * with the database's clock, so every process sharing the database (web instances, PGlite or
 * PostgreSQL) counts into the same window.
 */
export async function hitLimit(db: Db, rule: LimitRule, key: string): Promise<LimitResult> {
  const window = sql`make_interval(secs => ${rule.windowSeconds})`;
  const expired = sql`${rateLimitHits.windowStart} <= now() - ${window}`;
  const [row] = await db
    .insert(rateLimitHits)
    .values({ key: `${rule.bucket}:${key}`, windowStart: sql`now()`, count: 1 })
    .onConflictDoUpdate({
      target: rateLimitHits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimitHits.count} + 1 end`,
        windowStart: sql`case when ${expired} then now() else ${rateLimitHits.windowStart} end`,
      },
    })
    .returning({
      count: rateLimitHits.count,
      remaining: sql<number>`ceil(extract(epoch from (${rateLimitHits.windowStart} + ${window} - now())))::int`,
    });
  await maybeSweep(db);
  const count = row?.count ?? 1;
  return { allowed: count <= rule.max, retryAfter: Math.max(1, Number(row?.remaining ?? rule.windowSeconds)) };
}

let lastSweep = 0;

/** Old counters are useless; drop them at most once an hour per process. */
async function maybeSweep(db: Db): Promise<void> {
  if (Date.now() - lastSweep < 60 * 60 * 1000) return;
  lastSweep = Date.now();
  await db.delete(rateLimitHits).where(lt(rateLimitHits.windowStart, sql`now() - interval '1 day'`));
}
