import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { user } from '../../db/schema';
import { notFound } from '../../http/errors';
import { addEntry, balanceOf } from '../../credits/ledger';
import { recordActivity } from '../../activity/record-activity';
import { recordAudit } from '../../audit/record-audit';
import { resolveOffice } from '../../office/resolve-office';

export const grantCreditsSchema = z.object({
  amount: z.coerce
    .number({ error: 'Quantidade de créditos inválida' })
    .int('A quantidade de créditos deve ser um número inteiro')
    .min(1, 'Conceda pelo menos 1 crédito')
    .max(100_000, 'No máximo 100.000 créditos por concessão'),
  reason: z.string().trim().min(3, 'Informe o motivo da concessão').max(300, 'Motivo longo demais (máx. 300 caracteres)'),
});
export type GrantCreditsInput = z.infer<typeof grantCreditsSchema>;

/** Writes a 'concessao' ledger entry to the office the user works in (never a stored balance) and tells them in their activity. */
export async function grantCredits(ctx: AppContext, actor: { id: string }, targetId: string, input: GrantCreditsInput): Promise<{ balance: number }> {
  const [target] = await ctx.db.select({ email: user.email }).from(user).where(eq(user.id, targetId));
  if (!target) throw notFound('Usuário não encontrado.');
  const { officeId } = await resolveOffice(ctx.db, targetId);
  const before = await balanceOf(ctx.db, officeId);
  await addEntry(ctx.db, {
    officeId,
    userId: targetId,
    amount: input.amount,
    kind: 'concessao',
    description: `Concessão do administrador: ${input.reason}`,
    refType: 'admin',
    createdBy: actor.id,
  });
  const after = await balanceOf(ctx.db, officeId);
  await recordActivity(ctx.db, {
    userId: targetId,
    officeId,
    type: 'credito',
    title: 'Créditos concedidos',
    description: input.reason,
    status: 'info',
    credits: input.amount,
  });
  await recordAudit(ctx.db, {
    userId: actor.id,
    action: 'admin_creditos_concedidos',
    details: `Concedeu ${input.amount} crédito(s) a ${target.email}: ${input.reason}`,
    before: { userId: targetId, officeId, saldo: before },
    after: { userId: targetId, saldo: after, concedidos: input.amount, motivo: input.reason },
  });
  return { balance: after };
}
