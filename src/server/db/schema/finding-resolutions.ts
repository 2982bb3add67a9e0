import { index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { checks } from './checks';
import { ncmOfficeDecisions } from './ncm-office-catalogue';

/**
 * The office's answer to one finding of a finished check (issue 18, item 5): "resolvido", "não se aplica"
 * (with a note) or "aceito" (NCM suggestions). `findingKey` is the stable key of src/server/conferencias/
 * finding-key.ts, so next month's check can tell which findings were resolved. Scoped by `officeId` (the
 * owner account's id until offices exist, then the organization's id: no foreign key, as ADR 011).
 * Undo deletes the row; the audit log keeps the history.
 */
export const findingResolutions = pgTable(
  'finding_resolutions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    officeId: text('office_id').notNull(),
    checkId: text('check_id')
      .notNull()
      .references(() => checks.id, { onDelete: 'cascade' }),
    findingKey: text('finding_key').notNull(),
    status: text('status', { enum: ['resolvido', 'nao-se-aplica', 'aceito'] }).notNull(),
    note: text('note'),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    /** Copied so the mark stays readable after a rename or a member leaving. */
    userName: text('user_name').notNull(),
    /** NCM: the office catalogue decision this mark recorded ("Aceitar sugestão" / "NCM está correto"), undone with it. */
    ncmDecisionId: uuid('ncm_decision_id').references(() => ncmOfficeDecisions.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('finding_resolutions_check_key_uq').on(t.checkId, t.findingKey), index('finding_resolutions_office_idx').on(t.officeId, t.createdAt)],
);
