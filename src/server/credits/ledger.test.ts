import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { activities } from '../db/schema';
import { AppError } from '../http/errors';
import { addEntry, balanceBefore, balanceOf, debitFor, ledgerCount, ledgerPage, refundFor, spentOf } from './ledger';

describe('credit ledger (PGlite)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ pgliteDir: null });
  });
  afterAll(async () => database?.close());

  const grant = (userId: string, amount: number) => addEntry(database.db, { userId, amount, kind: 'concessao', description: 'Créditos iniciais' });

  it('the balance is the sum of the entries, per user', async () => {
    await grant('u-soma', 10);
    await grant('u-soma', 5);
    await grant('u-outro', 7);
    expect(await balanceOf(database.db, 'u-soma')).toBe(15);
    expect(await balanceOf(database.db, 'u-outro')).toBe(7);
    expect(await balanceOf(database.db, 'u-nenhum')).toBe(0);
  });

  it('a debit and its work happen together', async () => {
    await grant('u-deb', 3);
    await debitFor(database.db, { userId: 'u-deb', amount: 2, description: 'Verificação de NCM', refType: 'check', refId: 'c1' }, async (tx) => {
      await tx.insert(activities).values({ userId: 'u-deb', type: 'ncm', title: 'trabalho c1' });
    });
    expect(await balanceOf(database.db, 'u-deb')).toBe(1);
    expect(await spentOf(database.db, 'u-deb')).toBe(2);
  });

  it('a debit beyond the balance is refused with 402 and nothing is created', async () => {
    await grant('u-curto', 1);
    let caught: unknown;
    try {
      await debitFor(database.db, { userId: 'u-curto', amount: 2, description: 'PIS/COFINS', refType: 'check', refId: 'c2' }, async (tx) => {
        await tx.insert(activities).values({ userId: 'u-curto', type: 'x', title: 'não deveria existir' });
      });
    } catch (e) {
      caught = e;
    }
    expect(caught).toBeInstanceOf(AppError);
    expect((caught as AppError).status).toBe(402);
    expect((caught as AppError).message).toBe('Créditos insuficientes: esta operação consome 2 créditos e seu saldo é de 1 crédito. Compre créditos para continuar.');
    expect((caught as AppError).extra).toMatchObject({ necessario: 2, saldo: 1, faltam: 1 });
    expect(await ledgerCount(database.db, 'u-curto')).toBe(1);
    expect(await balanceOf(database.db, 'u-curto')).toBe(1);
  });

  it('work that throws rolls the debit back', async () => {
    await grant('u-rollback', 5);
    await expect(
      debitFor(database.db, { userId: 'u-rollback', amount: 2, description: 'NCM', refType: 'check', refId: 'c3' }, async () => {
        throw new Error('falha ao enfileirar');
      }),
    ).rejects.toThrow('falha ao enfileirar');
    expect(await balanceOf(database.db, 'u-rollback')).toBe(5);
    expect(await ledgerCount(database.db, 'u-rollback')).toBe(1);
  });

  it('refundFor gives back what a reference cost, once', async () => {
    await grant('u-estorno', 4);
    await debitFor(database.db, { userId: 'u-estorno', amount: 2, description: 'PIS/COFINS', refType: 'check', refId: 'c4' }, async () => undefined);
    expect(await refundFor(database.db, { userId: 'u-estorno', refType: 'check', refId: 'c4', description: 'Estorno' })).toBe(2);
    expect(await refundFor(database.db, { userId: 'u-estorno', refType: 'check', refId: 'c4', description: 'Estorno' })).toBe(0);
    expect(await balanceOf(database.db, 'u-estorno')).toBe(4);
    expect(await spentOf(database.db, 'u-estorno')).toBe(0);
  });

  it('ledgerPage is newest first and pages without overlap', async () => {
    for (let i = 1; i <= 5; i++) {
      await addEntry(database.db, { userId: 'u-pag', amount: i, kind: 'compra', description: `compra ${i}` });
    }
    const first = await ledgerPage(database.db, 'u-pag', { limit: 2, offset: 0 });
    const second = await ledgerPage(database.db, 'u-pag', { limit: 2, offset: 2 });
    const third = await ledgerPage(database.db, 'u-pag', { limit: 2, offset: 4 });
    expect(first.map((e) => e.amount)).toEqual([5, 4]);
    expect(second.map((e) => e.amount)).toEqual([3, 2]);
    expect(third.map((e) => e.amount)).toEqual([1]);
  });

  it('balanceBefore sees only entries older than the instant', async () => {
    await grant('u-antes', 8);
    const cut = new Date(Date.now() + 60_000);
    expect(await balanceBefore(database.db, 'u-antes', cut)).toEqual({ balance: 8, entries: 1 });
    expect(await balanceBefore(database.db, 'u-antes', new Date(Date.now() - 3600_000))).toEqual({ balance: 0, entries: 0 });
  });
});
