import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, postgresAvailable } from '../../../tests/api/support/postgres';
import { openDatabase, type Database } from '../db/client';
import { announceCheck, createCheckChanges } from './check-changes';

const quiet = { warn: () => undefined };
/** Long enough that only a notification, never the safety-net timeout, can answer first in these tests. */
const LONG = 60_000;

async function provesDelivery(writer: Database, reader: Database) {
  const changes = createCheckChanges(reader, quiet);
  const watched = changes.watch('verificacao-a');
  const other = changes.watch('verificacao-b');
  // The LISTEN connection opens on the first watch; announce until it is there (NOTIFY is not queued for later listeners).
  let woke: boolean | null = null;
  const wait = watched.changed(LONG).then((v) => (woke = v));
  while (woke === null) {
    await announceCheck(writer.db, 'verificacao-a');
    await Promise.race([wait, new Promise((r) => setTimeout(r, 200))]);
  }
  expect(woke).toBe(true);
  // A change of another check does not wake this one: it waits for the safety-net timeout.
  expect(await other.changed(300)).toBe(false);
  // A change between two waits is kept for the next wait, not lost.
  await announceCheck(writer.db, 'verificacao-b');
  await new Promise((r) => setTimeout(r, 500));
  expect(await other.changed(LONG)).toBe(true);
  watched.close();
  other.close();
  await changes.close();
}

describe('check changes over LISTEN/NOTIFY', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const c of cleanups.reverse()) await c().catch(() => undefined);
  });

  it('embedded (PGlite): a NOTIFY wakes the watcher of that check only', async () => {
    const db = await openDatabase({ pgliteDir: null });
    cleanups.push(() => db.close());
    await provesDelivery(db, db);
  });

  it('PostgreSQL: a NOTIFY sent on one connection pool (another process) wakes the watcher of this one', async (t) => {
    if (!(await postgresAvailable())) {
      console.log('PostgreSQL não está escutando em 127.0.0.1:5432: variante PostgreSQL ignorada (skipped).');
      t.skip();
      return;
    }
    const pg = await createTestDatabase();
    cleanups.push(() => pg.drop());
    const writer = await openDatabase({ databaseUrl: pg.url, pgliteDir: null });
    cleanups.push(() => writer.close());
    const reader = await openDatabase({ databaseUrl: pg.url, pgliteDir: null });
    cleanups.push(() => reader.close());
    await provesDelivery(writer, reader);
  });
});
