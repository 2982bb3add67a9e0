import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { checks } from './checks';

/**
 * One row per job-taking process (role `all` or `worker`), beaten every WORKER_HEARTBEAT_SECONDS while
 * its engine child is up. /api/health reads it; the sweeper uses it to tell a live worker from a dead one.
 */
export const workerHeartbeats = pgTable('worker_heartbeats', {
  id: text('id').primaryKey(),
  role: text('role').notNull(),
  hostname: text('hostname').notNull(),
  pid: integer('pid').notNull(),
  /** pid of the engine child, null while it is being restarted. */
  enginePid: integer('engine_pid'),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  beatAt: timestamp('beat_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Which worker runs a check and how many times it was started. A check whose worker stopped beating
 * is retried once (attempts = 1) or failed and refunded (attempts ≥ 2) by the sweeper (ADR 007).
 */
export const checkLeases = pgTable('check_leases', {
  checkId: text('check_id')
    .primaryKey()
    .references(() => checks.id, { onDelete: 'cascade' }),
  workerId: text('worker_id').notNull(),
  attempts: integer('attempts').notNull().default(1),
  beatAt: timestamp('beat_at', { withTimezone: true }).notNull().defaultNow(),
});
