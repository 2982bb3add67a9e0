import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { checkBatches, clients } from './clients';

/** One uploaded file checked by one engine (NCM, PIS/COFINS, escrituração). Results live in storage. */
export const checks = pgTable(
  'checks',
  {
    id: text('id').primaryKey(),
    /**
     * The member who started it; null once that member deleted their account. The check belongs to the office
     * (every member sees it), so it outlives the person (delete-account.ts deletes the personal office's checks).
     */
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    /** The office the check belongs to (every member sees it). */
    officeId: text('office_id').notNull(),
    kind: text('kind', { enum: ['ncm', 'pis-cofins', 'escrituracao', 'reforma'] }).notNull(),
    status: text('status', { enum: ['aguardando', 'processando', 'concluido', 'erro'] }).notNull().default('aguardando'),
    progress: integer('progress').notNull().default(0),
    stage: text('stage').notNull().default('Aguardando processamento...'),
    fileName: text('file_name').notNull(),
    fileSize: integer('file_size').notNull(),
    /** Storage keys of the inputs (main file first; optional extra files such as NF-e XMLs). */
    inputKeys: jsonb('input_keys').$type<string[]>().notNull(),
    params: jsonb('params').$type<Record<string, unknown>>().notNull().default({}),
    summary: jsonb('summary').$type<Record<string, unknown>>(),
    resultKey: text('result_key'),
    reportXlsxKey: text('report_xlsx_key'),
    reportPdfKey: text('report_pdf_key'),
    errorMessage: text('error_message'),
    creditsCharged: integer('credits_charged').notNull().default(0),
    source: text('source').notNull().default('upload'),
    /** The client company the file belongs to (SPED 0000, NF-e emitter, or chosen on upload); null = not said. */
    clientId: uuid('client_id').references(() => clients.id, { onDelete: 'set null' }),
    /** The month the file refers to, 'AAAA-MM' (SPED DT_INI, NF-e dhEmi, or typed on upload). */
    competencia: text('competencia'),
    /** The batch upload it came in, if any. */
    batchId: uuid('batch_id').references(() => checkBatches.id, { onDelete: 'set null' }),
    jobId: text('job_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('checks_user_idx').on(t.userId, t.createdAt),
    index('checks_office_idx').on(t.officeId, t.createdAt),
    index('checks_status_idx').on(t.status),
    // Conferências: filter by client + module + competência, and the previous competência of a check.
    index('checks_client_kind_idx').on(t.clientId, t.kind, t.competencia),
    index('checks_batch_idx').on(t.batchId),
  ],
);
