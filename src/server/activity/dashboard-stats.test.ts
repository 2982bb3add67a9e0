import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { activities, checks, creditLedger, findingResolutions, user } from '../db/schema';
import { dashboardStats } from './dashboard-stats';

/**
 * The dashboard's figures on a fixed clock (15/11/2026 12:00 in São Paulo): November is the current
 * month, October the previous one. Each user below holds one situation; other users' rows must never count.
 */
const NOW = new Date('2026-11-15T15:00:00Z');
const NOV = new Date('2026-11-03T12:00:00Z');
const OCT = new Date('2026-10-20T12:00:00Z');
const SEP = new Date('2026-09-10T12:00:00Z');
// Month edges (03:00 UTC): the first instant of November belongs to November, the one before to October.
const NOV_START = new Date('2026-11-01T03:00:00Z');
const LAST_OF_OCT = new Date(NOV_START.getTime() - 1);

describe('dashboardStats (PGlite)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ pgliteDir: null });
    const db = database.db;
    for (const id of ['veterana', 'nova', 'vizinha']) await db.insert(user).values({ id, name: id, email: `${id}@teste.com.br` });
    const check = (userId: string, fileName: string, createdAt: Date, summary: Record<string, unknown> | null, status: 'concluido' | 'erro' = 'concluido') => ({
      id: randomUUID(), userId, officeId: userId, kind: 'ncm' as const, status, fileName, fileSize: 1, inputKeys: [], summary, createdAt,
    });
    const checkRows = [
      check('veterana', 'vendas.xlsx', SEP, { errors: 9, warnings: 1 }),
      check('veterana', 'vendas (corrigido).xlsx', OCT, { errors: 4, warnings: 1 }),
      check('veterana', 'Vendas_v2.xlsx', NOV, { errors: 1, warnings: 0 }),
      check('veterana', 'compras.xlsx', LAST_OF_OCT, { errors: 2 }),
      check('veterana', 'compras.xlsx', NOV_START, { errors: 0 }),
      check('veterana', 'falhou.xlsx', NOV, null, 'erro'),
      check('vizinha', 'vendas.xlsx', NOV, { errors: 0 }),
      check('vizinha', 'vendas.xlsx', OCT, { errors: 50 }),
    ];
    await db.insert(checks).values(checkRows);
    // 'Alertas Resolvidos' counts the office's marks on findings made in each month (issue 18, item 5).
    const mark = (officeId: string, checkId: string, key: string, createdAt: Date) => ({ officeId, checkId, findingKey: key, status: 'resolvido' as const, userId: officeId, userName: officeId, createdAt });
    await db.insert(findingResolutions).values([
      mark('veterana', checkRows[1]!.id, 'ncm:a', OCT),
      mark('veterana', checkRows[2]!.id, 'ncm:a', NOV), mark('veterana', checkRows[2]!.id, 'ncm:b', NOV),
      mark('vizinha', checkRows[6]!.id, 'ncm:a', NOV),
    ]);
    const entry = (userId: string, amount: number, createdAt: Date) => ({ userId, officeId: userId, amount, kind: amount > 0 ? ('compra' as const) : ('debito' as const), description: 'x', createdAt });
    await db.insert(creditLedger).values([
      entry('veterana', 100, SEP), entry('veterana', -1, OCT), entry('veterana', -3, LAST_OF_OCT), entry('veterana', -2, NOV), entry('veterana', 50, NOV),
      entry('nova', 10, NOV), entry('nova', -1, NOV),
      entry('vizinha', 999, OCT),
    ]);
    const act = (userId: string, type: string, createdAt: Date) => ({ userId, officeId: userId, type, title: type, createdAt });
    await db.insert(activities).values([
      act('veterana', 'login', SEP), act('veterana', 'login', OCT), act('veterana', 'login', LAST_OF_OCT), act('veterana', 'login', NOV_START),
      act('veterana', 'check_ncm', NOV), act('veterana', 'login', NOV),
      act('nova', 'cadastro', NOV), act('nova', 'login', NOV),
      act('vizinha', 'login', new Date(NOW.getTime() - 1000)), act('vizinha', 'login', NOV),
    ]);
  });
  afterAll(async () => database?.close());

  it.each([
    {
      who: 'an account older than the month: every card compares with October',
      userId: 'veterana',
      expected: {
        mes: 'novembro de 2026',
        mesAnterior: 'outubro de 2026',
        consultas: { valor: 2, anterior: 2, tendencia: 0 },
        creditos: { valor: 144, anterior: 96, tendencia: 50 },
        acessos: { valor: 2, anterior: 2, tendencia: 0, ultimo: NOV.toISOString() },
        // Two marks in November, one in October; the neighbour's mark is not counted.
        alertasResolvidos: { valor: 2, anterior: 1, tendencia: 100 },
      },
      recent: 6,
    },
    {
      who: 'an account created this month: nothing to compare with (—)',
      userId: 'nova',
      expected: {
        consultas: { valor: 0, anterior: null, tendencia: null },
        creditos: { valor: 9, anterior: null, tendencia: null },
        acessos: { valor: 1, anterior: null, tendencia: null, ultimo: NOV.toISOString() },
        alertasResolvidos: { valor: 0, anterior: null, tendencia: null },
      },
      recent: 2,
    },
    {
      who: 'a user with no rows at all',
      userId: 'ninguem',
      expected: {
        consultas: { valor: 0, anterior: null, tendencia: null },
        creditos: { valor: 0, anterior: null, tendencia: null },
        acessos: { valor: 0, anterior: null, tendencia: null, ultimo: null },
        alertasResolvidos: { valor: 0, anterior: null, tendencia: null },
      },
      recent: 0,
    },
  ])('$who', async ({ userId, expected, recent }) => {
    const d = await dashboardStats(database.db, { id: userId, officeId: userId }, NOW);
    expect(d).toMatchObject(expected);
    expect(d.atividades).toHaveLength(recent);
  });

  it('recent activity: the eight newest first, only the user’s own', async () => {
    const d = await dashboardStats(database.db, { id: 'veterana', officeId: 'veterana' }, NOW);
    expect(d.atividades.map((a) => a.data)).toEqual([NOV, NOV, NOV_START, LAST_OF_OCT, OCT, SEP].map((x) => x.toISOString()));
  });
});
