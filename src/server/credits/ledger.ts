import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { creditLedger } from '../db/schema';
import { AppError } from '../http/errors';

/** The transaction handle drizzle passes to `db.transaction` callbacks. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Executor = Db | Tx;

export interface LedgerEntryInput {
  userId: string;
  amount: number;
  kind: 'concessao' | 'debito' | 'estorno' | 'compra';
  description: string;
  refType?: string | null;
  refId?: string | null;
  createdBy?: string | null;
}

export async function balanceOf(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${creditLedger.amount}), 0)` })
    .from(creditLedger)
    .where(eq(creditLedger.userId, userId));
  return Number(row?.total ?? 0);
}

/** Serialises every balance-changing transaction of one user (PostgreSQL and PGlite alike). */
async function lockUser(tx: Tx, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${'credits:' + userId}))`);
}

export async function addEntry(db: Db, entry: LedgerEntryInput): Promise<void> {
  await db.transaction(async (tx) => {
    await lockUser(tx, entry.userId);
    await tx.insert(creditLedger).values(entry);
  });
}

/**
 * Debits `amount` and runs `work` in the same transaction: either both happen or neither.
 * Refused with 402 'Créditos insuficientes' when the balance would go below zero.
 */
export async function debitFor<T>(
  db: Db,
  input: { userId: string; amount: number; description: string; refType: string; refId: string },
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await lockUser(tx, input.userId);
    const balance = await balanceOf(tx, input.userId);
    if (balance < input.amount) {
      throw new AppError(402, 'CREDITOS_INSUFICIENTES', 'Créditos insuficientes', {
        necessario: input.amount,
        saldo: balance,
        faltam: input.amount - balance,
      });
    }
    if (input.amount > 0) {
      await tx.insert(creditLedger).values({
        userId: input.userId,
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
export async function refundFor(db: Db, input: { userId: string; refType: string; refId: string; description: string }): Promise<number> {
  return db.transaction(async (tx) => {
    await lockUser(tx, input.userId);
    const rows = await tx
      .select({ amount: creditLedger.amount, kind: creditLedger.kind })
      .from(creditLedger)
      .where(and(eq(creditLedger.userId, input.userId), eq(creditLedger.refType, input.refType), eq(creditLedger.refId, input.refId)));
    const net = rows.reduce((s, r) => s + r.amount, 0);
    if (net >= 0) return 0;
    await tx.insert(creditLedger).values({
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

export async function ledgerPage(db: Db, userId: string, opts: { limit: number; offset: number }) {
  return db
    .select()
    .from(creditLedger)
    .where(eq(creditLedger.userId, userId))
    .orderBy(desc(creditLedger.createdAt), desc(creditLedger.id))
    .limit(opts.limit)
    .offset(opts.offset);
}
