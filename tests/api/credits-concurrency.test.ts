import { count, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { dashboardStats } from '../../src/server/activity/dashboard-stats';
import { addEntry, balanceOf, debitFor, spentOf } from '../../src/server/credits/ledger';
import { openDatabase, type Database } from '../../src/server/db/client';
import { activities } from '../../src/server/db/schema';
import { AppError } from '../../src/server/http/errors';
import { bigNcmCsv, creditsOf, enqueueNcm, ended, waitFor } from './support/fault-helpers';
import { createTestDatabase, postgresAvailable } from './support/postgres';
import { startTestServer, type TestServer } from './support/test-server';

/** 50 concurrent debits of 1 credit against a balance of 10: exactly 10 succeed, each with its work. */
async function fireFifty(database: Database): Promise<void> {
  const userId = `u-concorrencia-${database.driver}`;
  await addEntry(database.db, { officeId: userId, userId, amount: 10, kind: 'concessao', description: 'Créditos iniciais' });
  const results = await Promise.allSettled(
    Array.from({ length: 50 }, (_, i) =>
      debitFor(database.db, { officeId: userId, userId, amount: 1, description: 'Verificação de NCM', refType: 'check', refId: `c${i}` }, async (tx) => {
        await tx.insert(activities).values({ userId, type: 'ncm', title: `conferência ${i}` });
        return i;
      }),
    ),
  );
  const ok = results.filter((r) => r.status === 'fulfilled');
  const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
  expect(ok).toHaveLength(10);
  expect(refused).toHaveLength(40);
  for (const r of refused) {
    expect(r.reason).toBeInstanceOf(AppError);
    expect((r.reason as AppError).status).toBe(402);
  }
  expect(await balanceOf(database.db, userId)).toBe(0);
  const [work] = await database.db.select({ n: count() }).from(activities).where(eq(activities.userId, userId));
  expect(Number(work?.n)).toBe(10);
  expect(await spentOf(database.db, userId)).toBe(10);
  // The dashboard's queries (month windows, counts, balance before the month) run on this driver too.
  const dash = await dashboardStats(database.db, { id: userId, officeId: userId });
  expect(dash.creditos).toEqual({ valor: 0, anterior: null, tendencia: null });
  expect(dash.consultas.valor).toBe(0);
  expect(dash.atividades.length).toBeGreaterThan(0);
}

describe('credit debits under concurrency', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const c of cleanups.reverse()) await c();
  });

  it('PGlite: 50 debits, 10 credits → exactly 10 succeed, balance 0', async () => {
    const database = await openDatabase({ pgliteDir: null });
    cleanups.push(() => database.close());
    await fireFifty(database);
  });

  it('PostgreSQL: 50 debits, 10 credits → exactly 10 succeed, balance 0', async (t) => {
    if (!(await postgresAvailable())) {
      console.log('PostgreSQL não está escutando em 127.0.0.1:5432: teste de concorrência no PostgreSQL pulado.');
      t.skip();
      return;
    }
    const tdb = await createTestDatabase();
    const database = await openDatabase({ databaseUrl: tdb.url, pgliteDir: null });
    cleanups.push(async () => {
      await database.close();
      await tdb.drop();
    });
    expect(database.driver).toBe('postgres');
    await fireFifty(database);
  });
});

/**
 * 50 checks sent at once over HTTP by a user holding 20 credits (CUSTO_NCM = 1): exactly 20 are accepted
 * and debited, the 30 others are refused with the pt-BR 'Créditos insuficientes' message and take nothing;
 * the accepted ones all end (run by the engine child), each with one debit and no refund.
 */
async function fiftyChecksAgainstTwenty(t: TestServer): Promise<void> {
  const u = await t.signUp();
  const csv = bigNcmCsv(3);
  const responses = await Promise.all(Array.from({ length: 50 }, () => enqueueNcm(t, u.cookie, csv)));
  const accepted = responses.filter((r) => r.status === 202);
  const refused = responses.filter((r) => r.status !== 202);
  expect(accepted).toHaveLength(20);
  expect(refused).toHaveLength(30);
  for (const r of refused) {
    expect(r.status).toBe(402);
    expect(((await r.json()) as { erro: string }).erro).toMatch(/^Créditos insuficientes: esta operação consome 1 crédito e seu saldo é de 0 créditos\./);
  }
  const ids = await Promise.all(accepted.map(async (r) => ((await r.json()) as { task_id: string }).task_id));
  for (const id of ids) expect((await waitFor(t, u.cookie, id, ended, 300_000)).status).toBe('concluido');
  expect(await creditsOf(t, u.cookie)).toEqual({ saldo: 0, debitos: 20, estornos: 0 });
}

describe('50 checks started at once against 20 credits, over HTTP', () => {
  it('PGlite: exactly 20 debits, 30 refused with "Créditos insuficientes"', async () => {
    const t = await startTestServer({ env: { CREDITOS_INICIAIS: '20' } });
    try {
      await fiftyChecksAgainstTwenty(t);
    } finally {
      await t.stop();
    }
  }, 600_000);

  it('PostgreSQL: exactly 20 debits, 30 refused with "Créditos insuficientes"', async (ctx) => {
    if (!(await postgresAvailable())) {
      console.log('PostgreSQL não está escutando em 127.0.0.1:5432: teste de concorrência no PostgreSQL pulado.');
      ctx.skip();
      return;
    }
    const tdb = await createTestDatabase();
    const t = await startTestServer({ databaseUrl: tdb.url, env: { CREDITOS_INICIAIS: '20' } });
    try {
      await fiftyChecksAgainstTwenty(t);
    } finally {
      await t.stop();
      await tdb.drop();
    }
  }, 600_000);
});
