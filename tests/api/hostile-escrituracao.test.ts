import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { nfeCases } from '../fixtures/hostile/nfe-cases';
import { runHostileCase, userPool } from '../fixtures/hostile/run-case';
import { spedCases } from '../fixtures/hostile/sped-cases';
import { startTestServer, type TestServer } from './support/test-server';

/**
 * Hostile SPED files and NF-e XMLs sent to the escrituração check through HTTP (issue 16): refused before
 * the debit, failed with the credits back, or completed with each bad XML listed by the user's own file
 * name. Never a crash (a 600 MB nota.xml in a small zip used to end the process), a stack trace or a server path.
 */
describe('arquivos hostis na verificação de escrituração', () => {
  let t: TestServer;
  let user: () => Promise<string>;
  const dir = mkdtempSync(join(tmpdir(), 'apura-hostil-efd-'));
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

  describe('SPED', () => {
    for (const c of spedCases()) it(c.title, () => runHostileCase(t, c, dir, user).then(() => undefined), 120_000);
  });
  describe('XMLs de NF-e', () => {
    for (const c of nfeCases()) it(c.title, () => runHostileCase(t, c, dir, user).then(() => undefined), 120_000);
  });
});
