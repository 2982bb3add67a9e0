import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { runHostileCase, userPool } from '../fixtures/hostile/run-case';
import { sheetCases } from '../fixtures/hostile/sheet-cases';
import { startTestServer, type TestServer } from './support/test-server';

/**
 * Hostile sheets sent to the PIS/COFINS check through HTTP (issue 16). It reads with the same readers as
 * the NCM check (whose suite runs every sheet case), so here run the cases that reach the readers'
 * limits and the export: the ones a regression in this check's own preflight or report would break.
 */
const HERE = new Set(['celula-19mb', 'celula-15mb-aspas', 'celula-grande-linha-10003', '200k-colunas', 'so-cabecalho', 'lixo-binario', 'xlsx-string-19mb', 'xlsx-dimensao-falsa', 'html-xls-celula-grande', 'formulas', 'acima-do-limite']);

describe('arquivos hostis na verificação de PIS/COFINS', () => {
  let t: TestServer;
  let user: () => Promise<string>;
  const dir = mkdtempSync(join(tmpdir(), 'apura-hostil-pc-'));
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

  for (const c of sheetCases('pis-cofins').filter((k) => HERE.has(k.id.replace(/^pis-cofins-/, '')))) {
    it(c.title, () => runHostileCase(t, c, dir, user).then(() => undefined), 120_000);
  }
});
