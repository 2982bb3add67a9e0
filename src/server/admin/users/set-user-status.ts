import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { session, user } from '../../db/schema';
import { AppError, notFound } from '../../http/errors';
import { recordAudit } from '../../audit/record-audit';

/**
 * 'Bloquear' sets better-auth's `banned` flag (its admin plugin then refuses every new sign-in)
 * and deletes the user's sessions in the same transaction, so open tabs lose access at once.
 * API tokens stop working too: the token resolver refuses banned users.
 */
export async function setUserBlocked(ctx: AppContext, actor: { id: string }, targetId: string, blocked: boolean): Promise<void> {
  if (blocked && targetId === actor.id) throw new AppError(400, 'AUTO_BLOQUEIO', 'Você não pode bloquear a sua própria conta.');
  const [before] = await ctx.db.select({ banned: user.banned, email: user.email }).from(user).where(eq(user.id, targetId));
  if (!before) throw notFound('Usuário não encontrado.');
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(user)
      .set(blocked ? { banned: true, banReason: 'Bloqueado pelo administrador', banExpires: null, updatedAt: new Date() } : { banned: false, banReason: null, banExpires: null, updatedAt: new Date() })
      .where(eq(user.id, targetId));
    if (blocked) await tx.delete(session).where(eq(session.userId, targetId));
  });
  await recordAudit(ctx.db, {
    userId: actor.id,
    action: blocked ? 'admin_usuario_bloqueado' : 'admin_usuario_ativado',
    details: `${blocked ? 'Bloqueou' : 'Ativou'} o usuário ${before.email}`,
    before: { userId: targetId, status: before.banned ? 'bloqueado' : 'ativo' },
    after: { userId: targetId, status: blocked ? 'bloqueado' : 'ativo' },
  });
}
