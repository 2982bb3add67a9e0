import net from 'node:net';
import pg from 'pg';

const ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** True when something listens on the PostgreSQL port of this machine kind. */
export async function postgresAvailable(): Promise<boolean> {
  const u = new URL(ADMIN_URL);
  return new Promise((resolve) => {
    const socket = net.connect({ host: u.hostname, port: Number(u.port || 5432) });
    socket.setTimeout(1000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

/** A fresh database per test file, dropped by the returned cleanup. */
export async function createTestDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `apura_t_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const u = new URL(ADMIN_URL);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: ADMIN_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/**
 * Runs `body` for each database driver: PGlite always, PostgreSQL when it listens
 * (otherwise the skip is printed, as the suite promises).
 */
export const DRIVERS = ['pglite', 'postgres'] as const;
export type Driver = (typeof DRIVERS)[number];
