import { and, desc, eq, inArray } from 'drizzle-orm';
import { recordActivity } from '../activity/record-activity';
import { recordAudit } from '../audit/record-audit';
import type { Db } from '../db/client';
import { creditPurchaseRequests, user } from '../db/schema';
import { AppError, notFound } from '../http/errors';
import { findPackage, formatCents } from './credit-packages';
import { addEntryInTx } from './ledger';

export type PurchaseRequestRow = typeof creditPurchaseRequests.$inferSelect;

/** A user may have this many requests waiting at once: enough to fix a mistake, not to flood the admins. */
const MAX_PENDING = 3;

/** A request of the office (credits are the office's, ADR 016); `userId` is the member who asked. */
export async function createPurchaseRequest(db: Db, by: { userId: string; officeId: string }, packageId: string, note: string | null): Promise<PurchaseRequestRow> {
  const { userId, officeId } = by;
  const pkg = await findPackage(db, packageId);
  if (!pkg) throw new AppError(400, 'PACOTE_INVALIDO', 'Pacote de créditos inválido.');
  const pending = await db
    .select({ id: creditPurchaseRequests.id })
    .from(creditPurchaseRequests)
    .where(and(eq(creditPurchaseRequests.officeId, officeId), eq(creditPurchaseRequests.status, 'pendente')));
  if (pending.length >= MAX_PENDING) {
    throw new AppError(409, 'PEDIDOS_PENDENTES', `Você já tem ${MAX_PENDING} pedidos aguardando aprovação. Aguarde a análise ou cancele um deles.`);
  }
  const [row] = await db
    .insert(creditPurchaseRequests)
    .values({ userId, officeId, packageId: pkg.id, credits: pkg.credits, priceCents: pkg.priceCents, note: note || null })
    .returning();
  if (!row) throw new Error('pedido não criado');
  await recordActivity(db, {
    userId,
    officeId,
    type: 'pedido_creditos',
    title: 'Pedido de créditos enviado',
    description: `${pkg.credits} créditos (${formatCents(pkg.priceCents)}) aguardando aprovação`,
    status: 'processando',
    refId: row.id,
  });
  await recordAudit(db, { userId, action: 'pedido_creditos', module: 'creditos', details: `Pedido de ${pkg.credits} créditos`, after: row });
  return row;
}

export async function listOfficeRequests(db: Db, officeId: string): Promise<PurchaseRequestRow[]> {
  return db
    .select()
    .from(creditPurchaseRequests)
    .where(eq(creditPurchaseRequests.officeId, officeId))
    .orderBy(desc(creditPurchaseRequests.createdAt))
    .limit(50);
}

export async function cancelRequest(db: Db, by: { userId: string; officeId: string }, id: string): Promise<PurchaseRequestRow> {
  const { userId, officeId } = by;
  const [row] = await db
    .update(creditPurchaseRequests)
    .set({ status: 'cancelado', decidedAt: new Date(), decidedBy: userId })
    .where(and(eq(creditPurchaseRequests.id, id), eq(creditPurchaseRequests.officeId, officeId), eq(creditPurchaseRequests.status, 'pendente')))
    .returning();
  if (!row) throw notFound('Pedido pendente não encontrado.');
  await recordActivity(db, { userId, officeId, type: 'pedido_creditos', title: 'Pedido de créditos cancelado', description: `${row.credits} créditos`, status: 'info', refId: row.id });
  return row;
}

export async function listRequestsForAdmin(db: Db, statuses: PurchaseRequestRow['status'][]) {
  return db
    .select({ request: creditPurchaseRequests, userName: user.name, userEmail: user.email, userCompany: user.company })
    .from(creditPurchaseRequests)
    .leftJoin(user, eq(user.id, creditPurchaseRequests.userId))
    .where(inArray(creditPurchaseRequests.status, statuses))
    .orderBy(desc(creditPurchaseRequests.createdAt))
    .limit(500);
}

/**
 * Approves or rejects a pending request. The status change is conditional on 'pendente' and, on approval,
 * the ledger entry is written in the same transaction: two admins clicking at once grant the credits once.
 */
export async function decideRequest(
  db: Db,
  input: { id: string; adminId: string; approve: boolean; note: string | null },
): Promise<PurchaseRequestRow> {
  const decided = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(creditPurchaseRequests)
      .set({
        status: input.approve ? 'aprovado' : 'rejeitado',
        decidedBy: input.adminId,
        decidedAt: new Date(),
        ...(input.note ? { note: input.note } : {}),
      })
      .where(and(eq(creditPurchaseRequests.id, input.id), eq(creditPurchaseRequests.status, 'pendente')))
      .returning();
    if (!row) return null;
    if (input.approve) {
      await addEntryInTx(tx, {
        officeId: row.officeId,
        userId: row.userId,
        amount: row.credits,
        kind: 'compra',
        description: `Compra de ${row.credits} créditos (${formatCents(row.priceCents)})`,
        refType: 'pedido_compra',
        refId: row.id,
        createdBy: input.adminId,
      });
    }
    return row;
  });
  if (!decided) {
    const [exists] = await db.select({ status: creditPurchaseRequests.status }).from(creditPurchaseRequests).where(eq(creditPurchaseRequests.id, input.id));
    if (!exists) throw notFound('Pedido não encontrado.');
    throw new AppError(409, 'PEDIDO_JA_DECIDIDO', `Este pedido já foi ${statusLabel(exists.status)}.`);
  }
  await recordActivity(db, {
    userId: decided.userId,
    officeId: decided.officeId,
    type: input.approve ? 'compra_creditos' : 'pedido_creditos',
    title: input.approve ? 'Créditos adicionados' : 'Pedido de créditos recusado',
    description: input.approve
      ? `Pedido aprovado: ${decided.credits} créditos adicionados ao seu saldo`
      : `Pedido de ${decided.credits} créditos recusado${input.note ? `: ${input.note}` : ''}`,
    status: input.approve ? 'concluido' : 'erro',
    credits: input.approve ? decided.credits : null,
    refId: decided.id,
  });
  await recordAudit(db, {
    userId: input.adminId,
    action: input.approve ? 'compra_aprovada' : 'compra_rejeitada',
    module: 'creditos',
    details: `Pedido ${decided.id} de ${decided.credits} créditos para ${decided.userId}`,
    before: { status: 'pendente' },
    after: { status: decided.status, credits: decided.credits, userId: decided.userId },
  });
  return decided;
}

export function statusLabel(s: PurchaseRequestRow['status']): string {
  return { pendente: 'pendente', aprovado: 'aprovado', rejeitado: 'recusado', cancelado: 'cancelado' }[s];
}
