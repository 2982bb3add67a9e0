import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { user } from '../../db/schema';
import { AppError } from '../../http/errors';
import { recordAudit } from '../../audit/record-audit';
import { endOfDayBrasilia } from '../admin-dates';
import { issueInvite, type InviteLink } from './issue-invite';

export const inviteUserSchema = z.object({
  name: z.string().trim().min(1, 'Informe o nome').max(120, 'Nome longo demais (máx. 120 caracteres)'),
  email: z.email('E-mail inválido').trim().toLowerCase().max(254, 'E-mail longo demais'),
  company: z.string().trim().max(160, 'Empresa longa demais (máx. 160 caracteres)').default(''),
  role: z.enum(['user', 'admin'], { error: 'Perfil inválido' }).default('user'),
  accessExpiresOn: z.iso.date({ error: 'Data de expiração inválida' }).nullable().default(null),
});
export type InviteUserInput = z.infer<typeof inviteUserSchema>;

/**
 * Creates the account with a random password nobody knows, then issues the invitation link
 * (issue-invite.ts): e-mailed, and returned so the admin can copy it.
 */
export async function inviteUser(ctx: AppContext, actor: { id: string }, input: InviteUserInput): Promise<{ id: string; convite: InviteLink }> {
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
  const convite = await issueInvite(ctx, actor.id, { id, name: input.name, email: input.email, company: input.company });
  await recordAudit(ctx.db, {
    userId: actor.id,
    action: 'admin_usuario_criado',
    details: `Convidou ${input.email}`,
    after: { userId: id, name: input.name, email: input.email, company: input.company, role: input.role, accessExpiresOn: input.accessExpiresOn, emailEnviado: convite.emailEnviado },
  });
  return { id, convite };
}
