import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { runHostileCase, userPool } from '../fixtures/hostile/run-case';
import { sheetCases } from '../fixtures/hostile/sheet-cases';
import { startTestServer, type TestServer } from './support/test-server';

/**
 * Hostile files sent to the NCM check through HTTP (issue 16): each one is refused with a pt-BR message
 * and no debit, or fails with the credits back, or completes; never a crash, a stack trace or a server path.
 * Peak memory of each is measured by `npx tsx bench/hostile-rss.ts` (not asserted here: no timing/size in tests).
 */
describe('arquivos hostis na verificação de NCM', () => {
  let t: TestServer;
  let user: () => Promise<string>;
  const dir = mkdtempSync(join(tmpdir(), 'apura-hostil-ncm-'));
  beforeAll(async () => {
    t = await startTestServer();
    await t.server.ctx.tables.ready();
    user = userPool(t);
    // The app loads the official tables at start: slow on a busy machine, so the hook gets room.
  }, 300_000);
  afterAll(async () => {
    await t?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  for (const c of sheetCases('ncm')) {
    it(c.title, async () => {
      await runHostileCase(t, c, dir, user);
    }, 120_000);
  }
});
