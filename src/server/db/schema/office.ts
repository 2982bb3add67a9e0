import { relations } from 'drizzle-orm';
import { index, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { account, session, user } from './auth';

/**
 * The office (escritório): better-auth's organization plugin tables (ADR 016). Every account has a
 * one-person office whose id equals the user's id; invitations add members to another office.
 * `cnpj` and `logo_key` are Apura's own columns (office settings), not read by the plugin.
 */
export const organization = pgTable('organization', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  /** The plugin's logo field: the URL the web shows (set with the stored logo, versioned). */
  logo: text('logo'),
  metadata: text('metadata'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  cnpj: text('cnpj'),
  /** Storage key of the office logo (PNG), for reports. */
  logoKey: text('logo_key'),
});

/** One person in one office, with the office role: 'titular' (the plugin's creator role), 'contador' or 'leitura'. */
export const member = pgTable(
  'member',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    role: text('role').notNull().default('contador'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('member_org_user_uq').on(t.organizationId, t.userId), index('member_user_idx').on(t.userId, t.createdAt)],
);

export const invitation = pgTable(
  'invitation',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role'),
    status: text('status').notNull().default('pending'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    inviterId: text('inviter_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
  },
  (t) => [index('invitation_org_idx').on(t.organizationId), index('invitation_email_idx').on(t.email)],
);

// better-auth's database joins (auth.ts) read the organization plugin's rows with their related rows through
// these relations; without them its invitation and membership queries fail.
export const userRelations = relations(user, ({ many }) => ({ sessions: many(session), accounts: many(account), members: many(member), invitations: many(invitation) }));
export const organizationRelations = relations(organization, ({ many }) => ({ members: many(member), invitations: many(invitation) }));
export const memberRelations = relations(member, ({ one }) => ({
  organization: one(organization, { fields: [member.organizationId], references: [organization.id] }),
  user: one(user, { fields: [member.userId], references: [user.id] }),
}));
export const invitationRelations = relations(invitation, ({ one }) => ({
  organization: one(organization, { fields: [invitation.organizationId], references: [organization.id] }),
  user: one(user, { fields: [invitation.inviterId], references: [user.id] }),
}));
