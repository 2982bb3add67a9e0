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
import { listenPostgres, type Unlisten } from './listen';
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
  /** LISTEN on a channel (NOTIFY from any process on the same database); the returned function stops. */
  listen(channel: string, onPayload: (payload: string) => void, onError: (err: Error) => void): Promise<Unlisten>;
  /**
   * Runs `fn` while no other process of this database runs its own start-up step (seeds, pg-boss queue creation).
   * Several processes starting together (2 web + 2 workers) otherwise deadlock in pg-boss's create_queue, which
   * inserts the queue row and then attaches a partition to the job table.
   */
  startupExclusive<T>(fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** One key for every start-up step that must not run in two processes at once (migrations included). */
const STARTUP_LOCK = 727274;

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
    // PGlite is one process: its own LISTEN/NOTIFY delivers within it.
    async listen(channel, onPayload) {
      const stop = await client.listen(channel, onPayload);
      return async () => stop();
    },
    startupExclusive: (fn) => fn(),
    close: () => client.close(),
  };
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection the server ends (restart, failover, admin command) must not crash the process:
  // the pool drops that client and opens a new one on the next query.
  pool.on('error', (err) => console.warn(`PostgreSQL: conexão ociosa encerrada pelo servidor (${err.message})`));
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  // A session advisory lock held on one pooled connection while `fn` runs on others.
  const startupExclusive = async <T>(fn: (conn: pg.PoolClient) => Promise<T>): Promise<T> => {
    const conn = await pool.connect();
    try {
      await conn.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK]);
      return await fn(conn);
    } finally {
      await conn.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK]).catch(() => undefined);
      conn.release();
    }
  };
  // Several processes may start together (web + workers): one migrates at a time.
  await startupExclusive((conn) => migratePg(drizzlePg({ client: conn, schema }), { migrationsFolder: MIGRATIONS }));
  await db.execute(sql`select 1`);
  return {
    db,
    driver: 'postgres',
    boss: { kind: 'url', connectionString: url },
    listen: async (channel, onPayload, onError) => listenPostgres(url, channel, onPayload, onError),
    startupExclusive: (fn) => startupExclusive(() => fn()),
    close: () => pool.end(),
  };
}
