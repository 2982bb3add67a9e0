import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { checks } from './checks';

/**
 * The office's own NCM corrections (issue 14): each answer a user gave to a finding of an NCM check.
 * Scoped by `officeId`, which holds the owner account's id until offices (organizations) exist and then
 * the organization's id — hence no foreign key on it (ADR 011). Never read across offices.
 */
export const ncmOfficeDecisions = pgTable(
  'ncm_office_decisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    officeId: text('office_id').notNull(),
    /** 'correto' = "NCM está correto"; 'aceito' = a suggestion accepted; 'informado' = a code typed by the user. */
    kind: text('kind', { enum: ['correto', 'aceito', 'informado'] }).notNull(),
    /** The product description as written in the file, and its catalogue key (officeKey in src/fiscal/ncm). */
    description: text('description').notNull(),
    descriptionKey: text('description_key').notNull(),
    /** The NCM written in the file (8 digits), or null when it was empty or not a code. */
    ncm: text('ncm'),
    /** The right code for 'aceito' / 'informado'. */
    code: text('code'),
    /** Where the decision came from: the check and the finding's line and code (null for imported rows). */
    checkId: text('check_id').references(() => checks.id, { onDelete: 'set null' }),
    line: integer('line'),
    findingCode: text('finding_code'),
    /** Who decided; the name is copied so the catalogue stays readable after renames or a member leaving. */
    decidedByUserId: text('decided_by_user_id').references(() => user.id, { onDelete: 'set null' }),
    decidedByName: text('decided_by_name').notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ncm_office_decisions_office_idx').on(t.officeId, t.descriptionKey), index('ncm_office_decisions_check_idx').on(t.checkId, t.line)],
);
