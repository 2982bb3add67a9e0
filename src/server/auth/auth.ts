import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { admin, organization as organizationPlugin } from 'better-auth/plugins';
import type { Db } from '../db/client';
import { account, invitation, member, organization, session, user, verification } from '../db/schema';
import { INVITATION_VALID_DAYS, invitationEmail } from '../office/invitation-email';
import { officeAccessControl } from '../office/office-roles';
import type { Env } from '../env';
import type { Mailer } from '../mail/mailer';
import { markVerified, shouldBeAdmin } from './admin-emails';
import { resetPasswordEmail, signUpAttemptEmail, verificationEmail, VERIFY_VALID_HOURS, withResultCallback } from './auth-emails';
import { displayName } from './display-name';

export interface AuthHooks {
  onUserCreated(u: { id: string; email: string; name: string; company: string }): Promise<void>;
  onSignIn(u: { userId: string; ip: string | null }): Promise<void>;
  onSignInFailed(u: { email: string; ip: string | null; reason: string }): Promise<void>;
}

export function createAuth(deps: { db: Db; env: Env; mailer: Mailer; hooks: AuthHooks; log: { warn(msg: string): void; error(msg: string): void } }) {
  const { env, mailer, hooks } = deps;
  const adminEmails = env.ADMIN_EMAILS;
  const google =
    env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
      ? { google: { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET, prompt: 'select_account' as const } }
      : undefined;

  return betterAuth({
    appName: 'Apura',
    baseURL: env.APP_URL,
    basePath: '/api/auth',
    secret: env.BETTER_AUTH_SECRET,
    database: drizzleAdapter(deps.db, { provider: 'pg', schema: { user, session, account, verification, organization, member, invitation } }),
    // Same-origin requests are always fine; APP_URL covers a proxy or another host name.
    trustedOrigins: (request) => [env.APP_URL, request ? originOf(request) : null],
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: async ({ user: u, url }) => {
        await mailer.send(resetPasswordEmail(u, url));
      },
      // Opening the e-mailed reset link proves the mailbox is the user's (invitations use it too).
      onPasswordReset: async ({ user: u }) => {
        if (!u.emailVerified) await markVerified(deps.db, adminEmails, u.id);
      },
      // Sign-up never signs in: a new and a taken e-mail then look the same (the session comes from
      // the verification link). Sign-in itself does not require a verified e-mail (ADR 009).
      autoSignIn: false,
      onExistingUserSignUp: async ({ user: u }) => {
        await mailer.send(signUpAttemptEmail(env, u));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: VERIFY_VALID_HOURS * 60 * 60,
      sendVerificationEmail: async ({ user: u, url }) => {
        await mailer.send(verificationEmail(u, withResultCallback(url)));
      },
      afterEmailVerification: async (u) => {
        await markVerified(deps.db, adminEmails, u.id);
      },
    },
    socialProviders: google,
    user: {
      additionalFields: {
        company: { type: 'string', required: false, defaultValue: '', input: true },
        phone: { type: 'string', required: false, defaultValue: '', input: false },
        // Read with the session (auth/viewer.ts) instead of by one more query on every request.
        accessExpiresAt: { type: 'date', required: false, input: false },
      },
    },
    session: { expiresIn: 60 * 60 * 24 * 7, updateAge: 60 * 60 * 24 },
    plugins: [
      admin({ defaultRole: 'user', adminRoles: ['admin'], bannedUserMessage: 'Sua conta está bloqueada. Fale com o administrador do escritório.' }),
      // Offices (ADR 016). Apura's own routes (src/server/office/) call these endpoints through auth.api;
      // the plugin's HTTP paths are closed in http/auth-routes.ts so every answer is pt-BR and authorised there.
      organizationPlugin({
        ...officeAccessControl,
        creatorRole: 'titular',
        // Offices are created by Apura (one per account, at sign-up or by the migration), never by a request.
        allowUserToCreateOrganization: false,
        invitationExpiresIn: INVITATION_VALID_DAYS * 24 * 60 * 60,
        cancelPendingInvitationsOnReInvite: true,
        // The invited address must be proven before it joins an office and spends its credits.
        requireEmailVerificationOnInvitation: true,
        sendInvitationEmail: async (data) => {
          await mailer.send(
            invitationEmail({ to: data.email, id: data.id, role: String(data.role), officeName: data.organization.name, inviterName: data.inviter.user.name, appUrl: env.APP_URL }),
          );
        },
      }),
    ],
    // Limits live in the database, shared by every process (http/auth-routes.ts, rate-limit/).
    rateLimit: { enabled: false },
    // better-auth's own messages (e.g. 'Sign-up attempt for existing email: …') go to our logger,
    // warnings and errors only, message text without its arguments (which may hold request data).
    logger: {
      level: 'warn',
      log: (level, message) => (level === 'error' ? deps.log.error(`better-auth: ${message}`) : deps.log.warn(`better-auth: ${message}`)),
    },
    advanced: {
      // The session and its user in one query on every signed-in request (relations in db/schema/auth.ts).
      database: { joins: true },
      ipAddress: { ipAddressHeaders: ['x-forwarded-for'] },
      useSecureCookies: env.APP_URL.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
    },
    databaseHooks: {
      user: {
        create: {
          before: async (data) => ({
            data: {
              ...data,
              name: displayName(data.name, data.email),
              email: (data.email ?? '').toLowerCase(),
              // Only a proven address (Google sign-in) is admin at creation; e-mail sign-ups wait for the link.
              role: shouldBeAdmin(adminEmails, data.email, data.emailVerified) ? 'admin' : 'user',
            },
          }),
          after: async (u) => hooks.onUserCreated({ id: u.id, email: u.email, name: u.name, company: (u as { company?: string | null }).company ?? '' }),
        },
      },
      session: {
        create: {
          after: async (s) => hooks.onSignIn({ userId: s.userId, ip: s.ipAddress ?? null }),
        },
      },
    },
    hooks: {
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== '/sign-in/email') return;
        const returned = ctx.context.returned;
        if (returned instanceof APIError) {
          const body = (ctx.body ?? {}) as { email?: unknown };
          await hooks.onSignInFailed({
            email: typeof body.email === 'string' ? body.email.toLowerCase() : '',
            ip: ctx.request?.headers.get('x-forwarded-for') ?? null,
            reason: String(returned.body?.code ?? returned.status),
          });
        }
      }),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

function originOf(request: Request): string | null {
  try {
    return new URL(request.url).origin;
  } catch {
    return null;
  }
}
