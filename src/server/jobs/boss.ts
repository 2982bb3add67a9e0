import PgBoss from 'pg-boss';
import type { BossConnection } from '../db/client';

export type Boss = PgBoss;

/**
 * pg-boss on the app's own database: a connection string for PostgreSQL, or an executeSql
 * adapter over the PGlite instance (one process owns a PGlite directory).
 */
export async function startBoss(conn: BossConnection, opts: { onError?: (err: Error) => void } = {}): Promise<Boss> {
  const common = {
    schema: 'pgboss',
    superviseIntervalSeconds: 30,
  } as const;
  const boss =
    conn.kind === 'url'
      ? new PgBoss({ ...common, connectionString: conn.connectionString, max: 4 })
      : new PgBoss({
          ...common,
          // pg-boss types `executeSql` values as any[]; our adapter accepts them unchanged.
          db: { executeSql: (text: string, values: unknown[]) => conn.executeSql(text, values) as Promise<{ rows: any[] }> },
        });
  boss.on('error', (err: Error) => opts.onError?.(err));
  await boss.start();
  return boss;
}
