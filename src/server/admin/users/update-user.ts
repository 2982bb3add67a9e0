import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { user } from '../../db/schema';
import { AppError, notFound } from '../../http/errors';
import { recordAudit } from '../../audit/record-audit';
import { endOfDayBrasilia, isoDayBrasilia } from '../admin-dates';

export const updateUserSchema = z.object({
  name: z.string().trim().min(1, 'Informe o nome').max(120, 'Nome longo demais (máx. 120 caracteres)'),
  company: z.string().trim().max(160, 'Empresa longa demais (máx. 160 caracteres)'),
  role: z.enum(['user', 'admin'], { error: 'Perfil inválido' }),
  /** aaaa-mm-dd (last day of access, in Brasília) or null for no expiry. */
  accessExpiresOn: z.iso.date({ error: 'Data de expiração inválida' }).nullable(),
});
export type UpdateUserInput = z.infer<typeof updateUserSchema>;

/** Edits profile fields an admin manages; an admin cannot take their own admin role away. */
export async function updateUser(ctx: AppContext, actor: { id: string }, targetId: string, input: UpdateUserInput): Promise<void> {
  const [before] = await ctx.db
    .select({ name: user.name, company: user.company, role: user.role, accessExpiresAt: user.accessExpiresAt, email: user.email })
    .from(user)
    .where(eq(user.id, targetId));
  if (!before) throw notFound('Usuário não encontrado.');
  if (targetId === actor.id && input.role !== 'admin') {
    throw new AppError(400, 'AUTO_REBAIXAMENTO', 'Você não pode remover o seu próprio perfil de administrador.');
  }
  const accessExpiresAt = input.accessExpiresOn ? endOfDayBrasilia(input.accessExpiresOn) : null;
  await ctx.db
    .update(user)
    .set({ name: input.name, company: input.company, role: input.role, accessExpiresAt, updatedAt: new Date() })
    .where(eq(user.id, targetId));
  const snapshot = (u: { name: string; company: string; role: string; accessExpiresAt: Date | null }) => ({
    name: u.name,
    company: u.company,
    role: u.role,
    accessExpiresOn: u.accessExpiresAt ? isoDayBrasilia(u.accessExpiresAt) : null,
  });
  await recordAudit(ctx.db, {
    userId: actor.id,
    action: 'admin_usuario_editado',
    details: `Editou o usuário ${before.email}`,
    before: { userId: targetId, ...snapshot(before) },
    after: { userId: targetId, ...snapshot({ ...input, accessExpiresAt }) },
  });
}
