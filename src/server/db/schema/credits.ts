import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Append-only credit ledger: the office's balance is SUM(amount) over `office_id`; `user_id` is the member the
 * entry is about (who spent, or whose purchase/grant). Neither has a foreign key on purpose:
 * entries outlive a deleted account (kept, unlinkable, as the tax/consumer record of what was sold and used).
 */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').notNull(),
    officeId: text('office_id').notNull(),
    amount: integer('amount').notNull(),
    kind: text('kind', { enum: ['concessao', 'debito', 'estorno', 'compra'] }).notNull(),
    description: text('description').notNull(),
    refType: text('ref_type'),
    refId: text('ref_id'),
    createdBy: text('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('credit_ledger_user_idx').on(t.userId, t.createdAt), index('credit_ledger_office_idx').on(t.officeId, t.createdAt)],
);

export const creditPurchaseRequests = pgTable(
  'credit_purchase_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').notNull(),
    officeId: text('office_id').notNull(),
    packageId: text('package_id').notNull(),
    credits: integer('credits').notNull(),
    priceCents: integer('price_cents').notNull(),
    status: text('status', { enum: ['pendente', 'aprovado', 'rejeitado', 'cancelado'] }).notNull().default('pendente'),
    note: text('note'),
    decidedBy: text('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('credit_purchase_user_idx').on(t.userId), index('credit_purchase_office_idx').on(t.officeId), index('credit_purchase_status_idx').on(t.status)],
);
