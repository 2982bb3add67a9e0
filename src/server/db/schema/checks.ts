import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth';

/** One uploaded file checked by one engine (NCM, PIS/COFINS, escrituração). Results live in storage. */
export const checks = pgTable(
  'checks',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
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
    jobId: text('job_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('checks_user_idx').on(t.userId, t.createdAt), index('checks_status_idx').on(t.status)],
);
