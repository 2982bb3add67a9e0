import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { user } from '../../db/schema';
import { AppError, notFound } from '../../http/errors';
import { recordAudit } from '../../audit/record-audit';
import { issueInvite, type InviteLink } from './issue-invite';

/**
 * 'Novo link de convite' for someone invited who never signed in (the e-mail bounced, the link expired,
 * or it went to the wrong address): a fresh link, e-mailed again and returned to the admin; older
 * links stop working. Once the person has signed in, this would be an admin-made password reset, which
 * the product does not offer: they use 'Esqueci minha senha'.
 */
export async function renewInvite(ctx: AppContext, actor: { id: string }, targetId: string): Promise<InviteLink> {
  const [target] = await ctx.db
    .select({ id: user.id, name: user.name, email: user.email, company: user.company, banned: user.banned, lastLoginAt: user.lastLoginAt })
    .from(user)
    .where(eq(user.id, targetId));
  if (!target) throw notFound('Usuário não encontrado.');
  if (target.lastLoginAt) throw new AppError(409, 'CONVITE_JA_USADO', 'Este usuário já entrou na plataforma; para trocar a senha, ele usa "Esqueci minha senha".');
  if (target.banned) throw new AppError(409, 'USUARIO_BLOQUEADO', 'Usuário bloqueado: ative-o antes de gerar um novo convite.');
  const convite = await issueInvite(ctx, actor.id, target, { replacePrevious: true });
  await recordAudit(ctx.db, {
    userId: actor.id,
    action: 'admin_convite_renovado',
    details: `Gerou um novo link de convite para ${target.email}`,
    after: { userId: target.id, email: target.email, expiraEm: convite.expiraEm, emailEnviado: convite.emailEnviado },
  });
  return convite;
}
