import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** What a user sees in 'Atividade recente': their own checks, credit changes, sign-ins. */
export const activities = pgTable(
  'activities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').notNull(),
    /** Office-wide entries (checks, credits) carry the office; personal ones (sign-ins) have none. */
    officeId: text('office_id'),
    type: text('type').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    status: text('status', { enum: ['concluido', 'erro', 'processando', 'info'] }).notNull().default('concluido'),
    credits: integer('credits'),
    refId: text('ref_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('activities_user_idx').on(t.userId, t.createdAt), index('activities_office_idx').on(t.officeId, t.createdAt)],
);

/** Append-only audit trail for admins. No API updates or deletes rows. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id'),
    userName: text('user_name'),
    userEmail: text('user_email'),
    action: text('action').notNull(),
    module: text('module'),
    details: text('details').notNull().default(''),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_user_idx').on(t.userId),
    index('audit_log_action_idx').on(t.action),
  ],
);
