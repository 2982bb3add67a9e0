import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../db/client';
import { activities } from '../db/schema';
import { AppError } from '../http/errors';
import { addEntry, balanceOf, debitFor, ledgerCount, ledgerPage, refundFor, spentOf } from './ledger';

describe('credit ledger (PGlite)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ pgliteDir: null });
  });
  afterAll(async () => database?.close());

  const grant = (userId: string, amount: number) => addEntry(database.db, { officeId: userId, userId, amount, kind: 'concessao', description: 'Créditos iniciais' });

  it('the balance is the sum of the entries, per office', async () => {
    await grant('u-soma', 10);
    await grant('u-soma', 5);
    await grant('u-outro', 7);
    expect(await balanceOf(database.db, 'u-soma')).toBe(15);
    expect(await balanceOf(database.db, 'u-outro')).toBe(7);
    expect(await balanceOf(database.db, 'u-nenhum')).toBe(0);
  });

  it('a debit and its work happen together', async () => {
    await grant('u-deb', 3);
    await debitFor(database.db, { officeId: 'u-deb', userId: 'u-deb', amount: 2, description: 'Verificação de NCM', refType: 'check', refId: 'c1' }, async (tx) => {
      await tx.insert(activities).values({ userId: 'u-deb', type: 'ncm', title: 'trabalho c1' });
    });
    expect(await balanceOf(database.db, 'u-deb')).toBe(1);
    expect(await spentOf(database.db, 'u-deb')).toBe(2);
  });

  it('a debit beyond the balance is refused with 402 and nothing is created', async () => {
    await grant('u-curto', 1);
    let caught: unknown;
    try {
      await debitFor(database.db, { officeId: 'u-curto', userId: 'u-curto', amount: 2, description: 'PIS/COFINS', refType: 'check', refId: 'c2' }, async (tx) => {
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
      debitFor(database.db, { officeId: 'u-rollback', userId: 'u-rollback', amount: 2, description: 'NCM', refType: 'check', refId: 'c3' }, async () => {
        throw new Error('falha ao enfileirar');
      }),
    ).rejects.toThrow('falha ao enfileirar');
    expect(await balanceOf(database.db, 'u-rollback')).toBe(5);
    expect(await ledgerCount(database.db, 'u-rollback')).toBe(1);
  });

  it('refundFor gives back what a reference cost, once', async () => {
    await grant('u-estorno', 4);
    await debitFor(database.db, { officeId: 'u-estorno', userId: 'u-estorno', amount: 2, description: 'PIS/COFINS', refType: 'check', refId: 'c4' }, async () => undefined);
    expect(await refundFor(database.db, { officeId: 'u-estorno', userId: 'u-estorno', refType: 'check', refId: 'c4', description: 'Estorno' })).toBe(2);
    expect(await refundFor(database.db, { officeId: 'u-estorno', userId: 'u-estorno', refType: 'check', refId: 'c4', description: 'Estorno' })).toBe(0);
    expect(await balanceOf(database.db, 'u-estorno')).toBe(4);
    expect(await spentOf(database.db, 'u-estorno')).toBe(0);
  });

  it('ledgerPage is newest first and pages without overlap', async () => {
    for (let i = 1; i <= 5; i++) {
      await addEntry(database.db, { officeId: 'u-pag', userId: 'u-pag', amount: i, kind: 'compra', description: `compra ${i}` });
    }
    // Five inserts can share a millisecond, and then the order between them is the (random) id's: space them a second apart.
    await database.db.execute(sql`update credit_ledger set created_at = now() - make_interval(secs => 10 - amount) where office_id = 'u-pag'`);
    const first = await ledgerPage(database.db, 'u-pag', { limit: 2, offset: 0 });
    const second = await ledgerPage(database.db, 'u-pag', { limit: 2, offset: 2 });
    const third = await ledgerPage(database.db, 'u-pag', { limit: 2, offset: 4 });
    expect(first.map((e) => e.entry.amount)).toEqual([5, 4]);
    expect(second.map((e) => e.entry.amount)).toEqual([3, 2]);
    expect(third.map((e) => e.entry.amount)).toEqual([1]);
  });

  it('members of one office share its balance; the ledger tells who spent what and filters by member', async () => {
    await addEntry(database.db, { officeId: 'esc-1', userId: 'titular-1', amount: 5, kind: 'compra', description: 'compra' });
    await debitFor(database.db, { officeId: 'esc-1', userId: 'contador-1', amount: 2, description: 'NCM', refType: 'check', refId: 'm1' }, async () => undefined);
    await debitFor(database.db, { officeId: 'esc-1', userId: 'titular-1', amount: 1, description: 'NCM', refType: 'check', refId: 'm2' }, async () => undefined);
    expect(await balanceOf(database.db, 'esc-1')).toBe(2);
    expect(await spentOf(database.db, 'esc-1')).toBe(3);
    const byContador = await ledgerPage(database.db, 'esc-1', { limit: 10, offset: 0, memberId: 'contador-1' });
    expect(byContador.map((r) => [r.entry.userId, r.entry.amount, r.entry.createdBy])).toEqual([['contador-1', -2, 'contador-1']]);
    expect(await ledgerCount(database.db, 'esc-1', 'titular-1')).toBe(2);
    // A refund goes back to the office, once, whoever spent.
    expect(await refundFor(database.db, { officeId: 'esc-1', userId: 'contador-1', refType: 'check', refId: 'm1', description: 'Estorno' })).toBe(2);
    expect(await balanceOf(database.db, 'esc-1')).toBe(4);
  });

});
