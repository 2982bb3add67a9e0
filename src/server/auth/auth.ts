import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { admin } from 'better-auth/plugins';
import type { Db } from '../db/client';
import { account, session, user, verification } from '../db/schema';
import type { Env } from '../env';
import { emailHtml, type Mailer } from '../mail/mailer';
import { displayName } from './display-name';

export interface AuthHooks {
  onUserCreated(u: { id: string; email: string; name: string }): Promise<void>;
  onSignIn(u: { userId: string; ip: string | null }): Promise<void>;
  onSignInFailed(u: { email: string; ip: string | null; reason: string }): Promise<void>;
}

export function createAuth(deps: { db: Db; env: Env; mailer: Mailer; hooks: AuthHooks }) {
  const { env, mailer, hooks } = deps;
  const adminEmails = new Set(env.ADMIN_EMAILS);
  const google =
    env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
      ? { google: { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET, prompt: 'select_account' as const } }
      : undefined;

  return betterAuth({
    appName: 'Apura',
    baseURL: env.APP_URL,
    basePath: '/api/auth',
    secret: env.BETTER_AUTH_SECRET,
    database: drizzleAdapter(deps.db, { provider: 'pg', schema: { user, session, account, verification } }),
    // Same-origin requests are always fine; APP_URL covers a proxy or another host name.
    trustedOrigins: (request) => [env.APP_URL, request ? originOf(request) : null],
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: async ({ user: u, url }) => {
        await mailer.send({
          to: u.email,
          subject: 'Apura — redefinição de senha',
          text: `Olá, ${u.name}.\n\nRecebemos um pedido para redefinir a senha da sua conta Apura. Para criar uma nova senha, abra o link abaixo (válido por 1 hora):\n\n${url}\n\nSe você não pediu, ignore este e-mail: sua senha continua a mesma.`,
          html: emailHtml(
            'Redefinição de senha',
            [`Olá, ${u.name}.`, 'Recebemos um pedido para redefinir a senha da sua conta Apura. O link vale por 1 hora.', 'Se você não pediu, ignore este e-mail: sua senha continua a mesma.'],
            { label: 'Criar nova senha', url },
          ),
        });
      },
    },
    socialProviders: google,
    user: {
      additionalFields: {
        company: { type: 'string', required: false, defaultValue: '', input: true },
        phone: { type: 'string', required: false, defaultValue: '', input: false },
      },
    },
    session: { expiresIn: 60 * 60 * 24 * 7, updateAge: 60 * 60 * 24 },
    plugins: [admin({ defaultRole: 'user', adminRoles: ['admin'], bannedUserMessage: 'Sua conta está bloqueada. Fale com o administrador do escritório.' })],
    rateLimit: {
      enabled: true,
      storage: 'memory',
      window: 60,
      max: 200,
      customRules: {
        '/sign-in/email': { window: 60, max: env.AUTH_RATE_LIMIT_MAX },
        '/sign-up/email': { window: 60, max: env.AUTH_RATE_LIMIT_MAX },
        '/request-password-reset': { window: 60, max: 5 },
      },
    },
    advanced: {
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
              role: adminEmails.has((data.email ?? '').toLowerCase()) ? 'admin' : 'user',
            },
          }),
          after: async (u) => hooks.onUserCreated({ id: u.id, email: u.email, name: u.name }),
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
