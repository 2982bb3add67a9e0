import path from 'node:path';
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { REPO_ROOT } from '../env';
import * as schema from './schema';

export type Schema = typeof schema;
/** Both drivers expose this same query-builder surface. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** What pg-boss needs to share the database (see jobs/boss.ts). */
export type BossConnection =
  | { kind: 'url'; connectionString: string }
  | { kind: 'executeSql'; executeSql: (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }> };

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  boss: BossConnection;
  close(): Promise<void>;
}

const MIGRATIONS = path.join(REPO_ROOT, 'drizzle');

export interface OpenOptions {
  databaseUrl?: string;
  /** Directory for PGlite data; `null` = in memory (tests). */
  pgliteDir: string | null;
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl);
  return openPglite(opts.pgliteDir);
}

async function openPglite(dir: string | null): Promise<Database> {
  if (dir) mkdirSync(dir, { recursive: true });
  const client = dir ? new PGlite(dir) : new PGlite();
  await client.waitReady;
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  await migratePglite(drizzlePglite({ client, schema }), { migrationsFolder: MIGRATIONS });
  return {
    db,
    driver: 'pglite',
    boss: {
      kind: 'executeSql',
      // pg-boss sends multi-statement scripts without parameters (schema install); PGlite runs those with exec().
      executeSql: async (text, values) => {
        if (values && values.length > 0) return client.query(text, values);
        const results = await client.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      },
    },
    close: () => client.close(),
  };
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection the server ends (restart, failover, admin command) must not crash the process:
  // the pool drops that client and opens a new one on the next query.
  pool.on('error', (err) => console.warn(`PostgreSQL: conexão ociosa encerrada pelo servidor (${err.message})`));
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  // Several processes may start together (web + workers): one migrates at a time.
  const conn = await pool.connect();
  try {
    await conn.query('SELECT pg_advisory_lock(727274)');
    await migratePg(drizzlePg({ client: conn, schema }), { migrationsFolder: MIGRATIONS });
  } finally {
    await conn.query('SELECT pg_advisory_unlock(727274)').catch(() => undefined);
    conn.release();
  }
  await db.execute(sql`select 1`);
  return { db, driver: 'postgres', boss: { kind: 'url', connectionString: url }, close: () => pool.end() };
}
