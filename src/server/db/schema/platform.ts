import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const modules = pgTable('modules', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  status: text('status', { enum: ['active', 'development', 'inactive'] }).notNull().default('development'),
  version: text('version').notNull().default('0.1.0'),
  sortOrder: integer('sort_order').notNull().default(100),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const moduleVersions = pgTable(
  'module_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    moduleId: text('module_id')
      .notNull()
      .references(() => modules.id, { onDelete: 'cascade' }),
    version: text('version').notNull(),
    note: text('note').notNull().default(''),
    createdBy: text('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('module_versions_module_idx').on(t.moduleId)],
);

/** Single-row key/value record ('default') with the public contact details the admin edits. */
export const siteSettings = pgTable('site_settings', {
  id: text('id').primaryKey(),
  data: jsonb('data').notNull(),
  updatedBy: text('updated_by'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
