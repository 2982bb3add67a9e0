import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Fixed-window request counters shared by every process on the database (sign-in, sign-up,
 * password reset, verification resend). One row per bucket and key (e.g. 'login:203.0.113.9').
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').primaryKey(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull(),
  },
  (t) => [index('rate_limit_hits_window_idx').on(t.windowStart)],
);
