import { describe, it } from 'vitest';
import { hostileApp } from '../fixtures/hostile/run-case';
import { sheetCases } from '../fixtures/hostile/sheet-cases';

/**
 * Hostile files sent to the NCM check through HTTP (issue 16): each one is refused with a pt-BR message
 * and no debit, or fails with the credits back, or completes; never a crash, a stack trace or a server path.
 * Peak memory of each is measured by `npx tsx bench/hostile-rss.ts` (not asserted here: no timing/size in tests).
 */
describe('arquivos hostis na verificação de NCM', () => {
  const run = hostileApp('ncm');

  for (const c of sheetCases('ncm')) {
    it(c.title, () => run(c), 120_000);
  }
});
