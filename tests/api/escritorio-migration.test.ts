import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../src/server/env';
import { createTestDatabase, postgresAvailable } from './support/postgres';

const MIGRATIONS = path.join(REPO_ROOT, 'drizzle');

/** The migrations folder as it was before offices: every entry before the one tagged `*_offices`. */
function foldersBeforeOffices(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'apura-migr-'));
  cpSync(MIGRATIONS, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag.endsWith('_offices'));
  if (at < 0) throw new Error('migração de escritórios não encontrada');
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

type Exec = (q: ReturnType<typeof sql>) => Promise<{ rows: Record<string, unknown>[] }>;

/** An account as it stood before offices: checks, credits, a purchase request, activity, an ERP company, NCM decisions. */
async function seedExistingAccount(run: Exec): Promise<void> {
  await run(sql`insert into "user" (id, name, email, company) values ('u-antigo', 'Ana Antiga', 'ana@antiga.com.br', 'Contabilidade Antiga'), ('u-sem-empresa', 'Beto Sem Empresa', 'beto@teste.com.br', '')`);
  await run(sql`insert into credit_ledger (user_id, amount, kind, description) values ('u-antigo', 10, 'concessao', 'boas-vindas'), ('u-antigo', -2, 'debito', 'NCM'), ('excluido-x', 5, 'compra', 'conta excluída')`);
  await run(sql`insert into credit_purchase_requests (user_id, package_id, credits, price_cents) values ('u-antigo', 'p1', 50, 5000)`);
  await run(sql`insert into checks (id, user_id, kind, file_name, file_size, input_keys) values ('00000000-0000-4000-8000-0000000000aa', 'u-antigo', 'ncm', 'a.xlsx', 1, '[]'::jsonb)`);
  await run(sql`insert into activities (user_id, type, title) values ('u-antigo', 'login', 'Login realizado'), ('u-antigo', 'check_ncm', 'Verificação de NCM')`);
  await run(sql`insert into companies (user_id, cnpj, razao_social) values ('u-antigo', '11222333000181', 'Cliente Um')`);
  await run(sql`insert into ncm_office_decisions (office_id, kind, description, description_key, ncm, decided_by_name) values ('u-antigo', 'correto', 'LEITE', 'leite', '04012010', 'Ana Antiga')`);
}

async function expectMigrated(run: Exec): Promise<void> {
  const one = async (q: ReturnType<typeof sql>) => (await run(q)).rows;
  expect(await one(sql`select id, name, slug from organization order by id`)).toEqual([
    { id: 'u-antigo', name: 'Contabilidade Antiga', slug: 'escritorio-u-antigo' },
    { id: 'u-sem-empresa', name: 'Beto Sem Empresa', slug: 'escritorio-u-sem-empresa' },
  ]);
  expect(await one(sql`select organization_id, user_id, role from member order by user_id`)).toEqual([
    { organization_id: 'u-antigo', user_id: 'u-antigo', role: 'titular' },
    { organization_id: 'u-sem-empresa', user_id: 'u-sem-empresa', role: 'titular' },
  ]);
  expect(await one(sql`select office_id, sum(amount)::int as saldo from credit_ledger group by office_id order by office_id`)).toEqual([
    { office_id: 'excluido-x', saldo: 5 },
    { office_id: 'u-antigo', saldo: 8 },
  ]);
  expect(await one(sql`select office_id from checks`)).toEqual([{ office_id: 'u-antigo' }]);
  expect(await one(sql`select office_id from credit_purchase_requests`)).toEqual([{ office_id: 'u-antigo' }]);
  expect(await one(sql`select office_id from companies`)).toEqual([{ office_id: 'u-antigo' }]);
  // Sign-ins stay personal; the check's activity is the office's.
  expect(await one(sql`select type, office_id from activities order by type`)).toEqual([
    { type: 'check_ncm', office_id: 'u-antigo' },
    { type: 'login', office_id: null },
  ]);
  expect(await one(sql`select office_id from ncm_office_decisions`)).toEqual([{ office_id: 'u-antigo' }]);
  // The filled columns are NOT NULL now.
  await expect(run(sql`insert into checks (id, user_id, kind, file_name, file_size, input_keys) values ('00000000-0000-4000-8000-0000000000ab', 'u-antigo', 'ncm', 'b.xlsx', 1, '[]'::jsonb)`)).rejects.toThrow();
}

/** Issue 18: existing accounts become one-person offices with their data (ADR 016), on both databases. */
describe('office migration of existing accounts', () => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    for (const c of cleanups.reverse()) await c();
  });

  // Every migration runs twice on an in-memory PGlite: slow on a loaded machine, hence the generous limit (not a timing assertion).
  it('PGlite: every account becomes a one-person office (id = user id, titular), office_id filled from user_id', { timeout: 600_000 }, async () => {
    const before = foldersBeforeOffices();
    cleanups.push(() => rmSync(before, { recursive: true, force: true }));
    const client = new PGlite();
    cleanups.push(() => client.close());
    const db = drizzlePglite({ client });
    await migratePglite(db, { migrationsFolder: before });
    const run: Exec = async (q) => ({ rows: (await db.execute(q)).rows as Record<string, unknown>[] });
    await seedExistingAccount(run);
    await migratePglite(db, { migrationsFolder: MIGRATIONS });
    await expectMigrated(run);
  });

  it('PostgreSQL (when one listens on this machine): the same migration gives the same result', { timeout: 600_000 }, async (test) => {
    if (!(await postgresAvailable())) test.skip();
    const before = foldersBeforeOffices();
    cleanups.push(() => rmSync(before, { recursive: true, force: true }));
    const database = await createTestDatabase();
    cleanups.push(() => database.drop());
    const pool = new pg.Pool({ connectionString: database.url, max: 2 });
    cleanups.push(() => pool.end());
    const db = drizzlePg({ client: pool });
    await migratePg(db, { migrationsFolder: before });
    const run: Exec = async (q) => ({ rows: (await db.execute(q)).rows as Record<string, unknown>[] });
    await seedExistingAccount(run);
    await migratePg(db, { migrationsFolder: MIGRATIONS });
    await expectMigrated(run);
  });
});
