import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
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
  await db.transaction(async (tx) => addEntryInTx(tx, entry));
}

/** Same as addEntry inside a caller's transaction (e.g. approving a purchase request with its status change). */
export async function addEntryInTx(tx: Tx, entry: LedgerEntryInput): Promise<void> {
  if (!Number.isInteger(entry.amount)) throw new Error(`lançamento inválido: ${entry.amount}`);
  await lockUser(tx, entry.userId);
  await tx.insert(creditLedger).values(entry);
}

/**
 * Debits `amount` and runs `work` in the same transaction: either both happen or neither.
 * Refused with 402 'Créditos insuficientes: …' (what it costs, the balance) when the balance would go below zero.
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
      throw new AppError(402, 'CREDITOS_INSUFICIENTES', insufficientMessage(input.amount, balance), {
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

export async function ledgerCount(db: Executor, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(creditLedger).where(eq(creditLedger.userId, userId));
  return Number(row?.n ?? 0);
}

/** Credits consumed by work: debits net of their refunds (grants and purchases are not counted). */
export async function spentOf(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${creditLedger.amount}), 0)` })
    .from(creditLedger)
    .where(and(eq(creditLedger.userId, userId), inArray(creditLedger.kind, ['debito', 'estorno'])));
  return Math.max(0, -Number(row?.total ?? 0));
}

/** Balance as it stood just before `instant` (dashboard trend against the previous month). */
export async function balanceBefore(db: Executor, userId: string, instant: Date): Promise<{ balance: number; entries: number }> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${creditLedger.amount}), 0)`, n: count() })
    .from(creditLedger)
    .where(and(eq(creditLedger.userId, userId), sql`${creditLedger.createdAt} < ${instant.toISOString()}`));
  return { balance: Number(row?.total ?? 0), entries: Number(row?.n ?? 0) };
}

const creditos = (n: number) => `${n.toLocaleString('pt-BR')} crédito${n === 1 ? '' : 's'}`;

/** Says what is missing, whoever asked (a check, a run, an API client). */
function insufficientMessage(amount: number, balance: number): string {
  return `Créditos insuficientes: esta operação consome ${creditos(amount)} e seu saldo é de ${creditos(balance)}. Compre créditos para continuar.`;
}
