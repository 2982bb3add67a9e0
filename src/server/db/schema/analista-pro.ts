import { bigserial, index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';

export const companies = pgTable(
  'companies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    officeId: text('office_id').notNull(),
    cnpj: text('cnpj').notNull(),
    razaoSocial: text('razao_social').notNull(),
    regime: text('regime', { enum: ['lucro-real', 'lucro-presumido', 'simples'] }),
    sourceSystem: text('source_system').notNull().default('manual'),
    externalId: text('external_id'),
    credentialId: uuid('credential_id'),
    lastSyncAt: timestamp('last_sync_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('companies_office_cnpj_uq').on(t.officeId, t.cnpj)],
);

/** ERP credentials, AES-256-GCM encrypted; `fieldsSet` says which fields exist, never their values. */
export const erpCredentials = pgTable(
  'erp_credentials',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    officeId: text('office_id').notNull(),
    system: text('system', { enum: ['dominio', 'omie', 'contimatic'] }).notNull(),
    tipo: text('tipo', { enum: ['web', 'desktop'] }).notNull(),
    label: text('label').notNull().default(''),
    companyId: uuid('company_id'),
    encrypted: text('encrypted').notNull(),
    keyId: text('key_id').notNull(),
    fieldsSet: jsonb('fields_set').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('erp_credentials_office_idx').on(t.officeId)],
);

export const analistaRuns = pgTable(
  'analista_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    officeId: text('office_id').notNull(),
    action: text('action').notNull(),
    system: text('system'),
    companyId: uuid('company_id'),
    status: text('status', { enum: ['aguardando', 'executando', 'concluido', 'erro'] }).notNull().default('aguardando'),
    params: jsonb('params').$type<Record<string, unknown>>().notNull().default({}),
    result: jsonb('result').$type<Record<string, unknown>>(),
    error: text('error'),
    retryOf: uuid('retry_of'),
    durationMs: integer('duration_ms'),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('analista_runs_office_idx').on(t.officeId, t.createdAt)],
);

export const analistaRunLogs = pgTable(
  'analista_run_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    runId: uuid('run_id')
      .notNull()
      .references(() => analistaRuns.id, { onDelete: 'cascade' }),
    level: text('level', { enum: ['info', 'aviso', 'erro'] }).notNull().default('info'),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('analista_run_logs_run_idx').on(t.runId, t.id)],
);

/** NF-e XMLs waiting to be sent to Domínio (Onvio intake) for a company. */
export const pendingXmls = pgTable(
  'pending_xmls',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    officeId: text('office_id').notNull(),
    companyId: uuid('company_id').notNull(),
    fileName: text('file_name').notNull(),
    storageKey: text('storage_key').notNull(),
    status: text('status', { enum: ['pendente', 'enviado', 'erro'] }).notNull().default('pendente'),
    batchId: text('batch_id'),
    error: text('error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('pending_xmls_company_idx').on(t.companyId, t.status)],
);
