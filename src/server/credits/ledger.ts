import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { creditLedger, user } from '../db/schema';
import { AppError } from '../http/errors';

/** The transaction handle drizzle passes to `db.transaction` callbacks. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Executor = Db | Tx;

/**
 * Credits belong to the office (ADR 016): balances are per `officeId`; `userId` is the member an entry is
 * about (who spent, or whose purchase or grant), so the titular sees who spent what.
 */
export interface LedgerEntryInput {
  officeId: string;
  userId: string;
  amount: number;
  kind: 'concessao' | 'debito' | 'estorno' | 'compra';
  description: string;
  refType?: string | null;
  refId?: string | null;
  createdBy?: string | null;
}

export async function balanceOf(db: Executor, officeId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${creditLedger.amount}), 0)` })
    .from(creditLedger)
    .where(eq(creditLedger.officeId, officeId));
  return Number(row?.total ?? 0);
}

/** Serialises every balance-changing transaction of one office (PostgreSQL and PGlite alike). */
async function lockOffice(tx: Tx, officeId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${'credits:' + officeId}))`);
}

export async function addEntry(db: Db, entry: LedgerEntryInput): Promise<void> {
  await db.transaction(async (tx) => addEntryInTx(tx, entry));
}

/** Same as addEntry inside a caller's transaction (e.g. approving a purchase request with its status change). */
export async function addEntryInTx(tx: Tx, entry: LedgerEntryInput): Promise<void> {
  if (!Number.isInteger(entry.amount)) throw new Error(`lançamento inválido: ${entry.amount}`);
  await lockOffice(tx, entry.officeId);
  await tx.insert(creditLedger).values(entry);
}

/**
 * Debits `amount` and runs `work` in the same transaction: either both happen or neither.
 * Refused with 402 'Créditos insuficientes: …' (what it costs, the balance) when the balance would go below zero.
 */
export async function debitFor<T>(
  db: Db,
  input: { officeId: string; userId: string; amount: number; description: string; refType: string; refId: string },
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await lockOffice(tx, input.officeId);
    const balance = await balanceOf(tx, input.officeId);
    if (balance < input.amount) {
      throw new AppError(402, 'CREDITOS_INSUFICIENTES', insufficientMessage(input.amount, balance), {
        necessario: input.amount,
        saldo: balance,
        faltam: input.amount - balance,
      });
    }
    if (input.amount > 0) {
      await tx.insert(creditLedger).values({
        officeId: input.officeId,
        userId: input.userId,
        createdBy: input.userId,
        amount: -input.amount,
        kind: 'debito',
        description: input.description,
        refType: input.refType,
        refId: input.refId,
      });
    }
    return work(tx);
  });
}

/** Refunds what was debited for a reference, once: a second call for the same reference does nothing. */
export async function refundFor(db: Db, input: { officeId: string; userId: string; refType: string; refId: string; description: string }): Promise<number> {
  return db.transaction(async (tx) => {
    await lockOffice(tx, input.officeId);
    const rows = await tx
      .select({ amount: creditLedger.amount, kind: creditLedger.kind })
      .from(creditLedger)
      .where(and(eq(creditLedger.officeId, input.officeId), eq(creditLedger.refType, input.refType), eq(creditLedger.refId, input.refId)));
    const net = rows.reduce((s, r) => s + r.amount, 0);
    if (net >= 0) return 0;
    await tx.insert(creditLedger).values({
      officeId: input.officeId,
      userId: input.userId,
      amount: -net,
      kind: 'estorno',
      description: input.description,
      refType: input.refType,
      refId: input.refId,
    });
    return -net;
  });
}

/** The office's entries, newest first; `memberId` narrows to one member's (the titular's filter). */
export async function ledgerPage(db: Db, officeId: string, opts: { limit: number; offset: number; memberId?: string }) {
  return db
    .select({ entry: creditLedger, memberName: user.name, memberEmail: user.email })
    .from(creditLedger)
    .leftJoin(user, eq(user.id, creditLedger.userId))
    .where(ledgerScope(officeId, opts.memberId))
    .orderBy(desc(creditLedger.createdAt), desc(creditLedger.id))
    .limit(opts.limit)
    .offset(opts.offset);
}

export async function ledgerCount(db: Executor, officeId: string, memberId?: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(creditLedger).where(ledgerScope(officeId, memberId));
  return Number(row?.n ?? 0);
}

const ledgerScope = (officeId: string, memberId?: string) =>
  memberId ? and(eq(creditLedger.officeId, officeId), eq(creditLedger.userId, memberId)) : eq(creditLedger.officeId, officeId);

/** Credits consumed by work: debits net of their refunds (grants and purchases are not counted). */
export async function spentOf(db: Executor, officeId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${creditLedger.amount}), 0)` })
    .from(creditLedger)
    .where(and(eq(creditLedger.officeId, officeId), inArray(creditLedger.kind, ['debito', 'estorno'])));
  return Math.max(0, -Number(row?.total ?? 0));
}

const creditos = (n: number) => `${n.toLocaleString('pt-BR')} crédito${n === 1 ? '' : 's'}`;

/** Says what is missing, whoever asked (a check, a run, an API client). */
function insufficientMessage(amount: number, balance: number): string {
  return `Créditos insuficientes: esta operação consome ${creditos(amount)} e seu saldo é de ${creditos(balance)}. Compre créditos para continuar.`;
}
