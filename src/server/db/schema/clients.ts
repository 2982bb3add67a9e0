import { index, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';

/**
 * The office's client companies (issue 18). Scoped by `officeId`, which holds the owner account's id until
 * offices (organizations) exist and then the organization's id — hence no foreign key on it (as ADR 011).
 * Never read across offices. `cnpj` is the 14 characters without punctuation, check digits valid.
 */
export const clients = pgTable(
  'clients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    officeId: text('office_id').notNull(),
    cnpj: text('cnpj').notNull(),
    razaoSocial: text('razao_social').notNull(),
    /** Null when nobody said and no file declared it (an EFD ICMS/IPI does not). */
    regime: text('regime', { enum: ['simples', 'lucro-presumido', 'lucro-real', 'mei'] }),
    uf: text('uf'),
    /** The member who looks after this client. */
    responsibleUserId: text('responsible_user_id').references(() => user.id, { onDelete: 'set null' }),
    /** How it entered the register: 'manual', 'planilha', 'sped', 'nfe', 'analista-pro'. */
    source: text('source').notNull().default('manual'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('clients_office_cnpj_uq').on(t.officeId, t.cnpj), index('clients_office_name_idx').on(t.officeId, t.razaoSocial)],
);

/** One item of a batch upload: a check started, or a file refused before any debit (and why, in pt-BR). */
export interface BatchItem {
  fileName: string;
  checkId: string | null;
  error: string | null;
}

/** Several files sent at once (many sheets, or a .zip of SPEDs): each became its own check (issue 18, item 6). */
export const checkBatches = pgTable(
  'check_batches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    officeId: text('office_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['ncm', 'pis-cofins', 'escrituracao', 'reforma'] }).notNull(),
    items: jsonb('items').$type<BatchItem[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('check_batches_office_idx').on(t.officeId, t.createdAt)],
);
