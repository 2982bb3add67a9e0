import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { user } from '../../db/schema';
import { AppError } from '../../http/errors';
import { emailHtml } from '../../mail/mailer';
import { recordAudit } from '../../audit/record-audit';
import { endOfDayBrasilia } from '../admin-dates';

export const inviteUserSchema = z.object({
  name: z.string().trim().min(1, 'Informe o nome').max(120, 'Nome longo demais (máx. 120 caracteres)'),
  email: z.email('E-mail inválido').trim().toLowerCase().max(254, 'E-mail longo demais'),
  company: z.string().trim().max(160, 'Empresa longa demais (máx. 160 caracteres)').default(''),
  role: z.enum(['user', 'admin'], { error: 'Perfil inválido' }).default('user'),
  accessExpiresOn: z.iso.date({ error: 'Data de expiração inválida' }).nullable().default(null),
});
export type InviteUserInput = z.infer<typeof inviteUserSchema>;

/** An invitation stays valid longer than a password reset (1 h): people open it days later. */
export const INVITE_VALID_DAYS = 7;

/**
 * Creates the account with a random password nobody knows, then stores a better-auth
 * password-reset token (the same 'reset-password:<token>' verification row its /reset-password
 * endpoint consumes) and e-mails a 'Convite' whose link opens /redefinir-senha?token=….
 */
export async function inviteUser(ctx: AppContext, actor: { id: string }, input: InviteUserInput): Promise<{ id: string; inviteUrl: string }> {
  const [exists] = await ctx.db.select({ id: user.id }).from(user).where(eq(user.email, input.email));
  if (exists) throw new AppError(409, 'EMAIL_EM_USO', 'Já existe um usuário com este e-mail.');
  const created = await ctx.auth.api.createUser({
    body: {
      email: input.email,
      password: randomBytes(32).toString('base64url'),
      name: input.name,
      role: input.role,
      data: { company: input.company },
    },
  });
  const id = created.user.id;
  // Set here, not through createUser: the auth create hook decides the role from ADMIN_EMAILS
  // and would turn an invited admin back into a user.
  await ctx.db
    .update(user)
    .set({ role: input.role, accessExpiresAt: input.accessExpiresOn ? endOfDayBrasilia(input.accessExpiresOn) : null })
    .where(eq(user.id, id));
  const token = randomBytes(24).toString('base64url');
  const authCtx = await ctx.auth.$context;
  await authCtx.internalAdapter.createVerificationValue({
    identifier: `reset-password:${token}`,
    value: id,
    expiresAt: new Date(Date.now() + INVITE_VALID_DAYS * 86_400_000),
  });
  const inviteUrl = `${ctx.env.APP_URL}/redefinir-senha?token=${encodeURIComponent(token)}`;
  const [inviter] = await ctx.db.select({ name: user.name }).from(user).where(eq(user.id, actor.id));
  const by = inviter?.name ?? 'O administrador';
  await ctx.mailer.send({
    to: input.email,
    subject: 'Apura — convite para acessar a plataforma',
    text: `Olá, ${input.name}.\n\n${by} convidou você para usar a Apura${input.company ? ` (${input.company})` : ''}. Para criar sua senha e entrar, abra o link abaixo (válido por ${INVITE_VALID_DAYS} dias):\n\n${inviteUrl}\n\nSe você não esperava este convite, ignore este e-mail.`,
    html: emailHtml(
      'Convite para a Apura',
      [
        `Olá, ${input.name}.`,
        `${by} convidou você para usar a Apura${input.company ? ` (${input.company})` : ''}.`,
        `Crie sua senha pelo botão abaixo. O link vale por ${INVITE_VALID_DAYS} dias.`,
        'Se você não esperava este convite, ignore este e-mail.',
      ],
      { label: 'Criar minha senha', url: inviteUrl },
    ),
  });
  await recordAudit(ctx.db, {
    userId: actor.id,
    action: 'admin_usuario_criado',
    details: `Convidou ${input.email}`,
    after: { userId: id, name: input.name, email: input.email, company: input.company, role: input.role, accessExpiresOn: input.accessExpiresOn },
  });
  return { id, inviteUrl };
}
