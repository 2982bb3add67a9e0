import { eq } from 'drizzle-orm';
import type { Viewer } from '../../auth/viewer';
import type { AppContext } from '../../context';
import { user } from '../../db/schema';
import { AppError } from '../../http/errors';

/** The run's owner as a Viewer, so a job goes through the same checks (expiry, module) as a request. */
export async function viewerForUser(ctx: AppContext, userId: string): Promise<Viewer> {
  const [u] = await ctx.db.select().from(user).where(eq(user.id, userId));
  if (!u) throw new AppError(404, 'USUARIO_INEXISTENTE', 'Usuário não encontrado.');
  return { id: u.id, email: u.email, name: u.name, role: u.role === 'admin' ? 'admin' : 'user', accessExpiresAt: u.accessExpiresAt ?? null, via: 'session', sessionId: null };
}
