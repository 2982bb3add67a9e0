import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client';
import { user } from '../db/schema';
import { recordAudit } from '../audit/record-audit';

export const adminCommandSchema = z.object({ acao: z.enum(['promover', 'rebaixar']), email: z.email() });
export type AdminCommand = z.infer<typeof adminCommandSchema>;

export async function runAdminCommand(db: Db, cmd: AdminCommand): Promise<{ ok: boolean; mensagem: string }> {
  const [u] = await db.select({ id: user.id, role: user.role }).from(user).where(eq(user.email, cmd.email));
  if (!u) return { ok: false, mensagem: `Nenhum usuário com o e-mail ${cmd.email}. Ele precisa se cadastrar primeiro.` };
  const role = cmd.acao === 'promover' ? 'admin' : 'user';
  await db.update(user).set({ role }).where(eq(user.id, u.id));
  await recordAudit(db, { userId: u.id, action: cmd.acao === 'promover' ? 'admin_promover' : 'admin_rebaixar', module: 'admin', details: `Papel alterado pela linha de comando para ${role}`, before: { role: u.role }, after: { role } });
  return { ok: true, mensagem: cmd.acao === 'promover' ? `${cmd.email} agora é administrador.` : `${cmd.email} agora é usuário comum.` };
}
