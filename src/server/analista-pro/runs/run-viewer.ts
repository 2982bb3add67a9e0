import { and, eq } from 'drizzle-orm';
import type { Viewer } from '../../auth/viewer';
import type { AppContext } from '../../context';
import { member, organization, user } from '../../db/schema';
import { AppError } from '../../http/errors';
import { isOfficeRole } from '../../office/office-roles';

/**
 * The run's owner as a Viewer in the run's office, so a job goes through the same checks (expiry, module,
 * office role) as a request. Someone who left the office since cannot act in it any more.
 */
export async function viewerForUser(ctx: AppContext, userId: string, officeId: string): Promise<Viewer> {
  const [u] = await ctx.db.select().from(user).where(eq(user.id, userId));
  if (!u) throw new AppError(404, 'USUARIO_INEXISTENTE', 'Usuário não encontrado.');
  const [m] = await ctx.db
    .select({ role: member.role, name: organization.name })
    .from(member)
    .innerJoin(organization, eq(organization.id, member.organizationId))
    .where(and(eq(member.userId, userId), eq(member.organizationId, officeId)));
  if (!m) throw new AppError(403, 'FORA_DO_ESCRITORIO', 'Quem iniciou esta tarefa não é mais membro do escritório.');
  return {
    id: u.id,
    email: u.email,
    name: u.name,
    role: u.role === 'admin' ? 'admin' : 'user',
    accessExpiresAt: u.accessExpiresAt ?? null,
    via: 'session',
    sessionId: null,
    officeId,
    officeRole: isOfficeRole(m.role) ? m.role : 'leitura',
    officeName: m.name,
  };
}
