import { describe, it } from 'vitest';
import { nfeCases } from '../fixtures/hostile/nfe-cases';
import { hostileApp } from '../fixtures/hostile/run-case';
import { spedCases } from '../fixtures/hostile/sped-cases';

/**
 * Hostile SPED files and NF-e XMLs sent to the escrituração check through HTTP (issue 16): refused before
 * the debit, failed with the credits back, or completed with each bad XML listed by the user's own file
 * name. Never a crash (a 600 MB nota.xml in a small zip used to end the process), a stack trace or a server path.
 */
describe('arquivos hostis na verificação de escrituração', () => {
  const run = hostileApp('efd');

  describe('SPED', () => {
    for (const c of spedCases()) it(c.title, () => run(c), 120_000);
  });
  describe('XMLs de NF-e', () => {
    for (const c of nfeCases()) it(c.title, () => run(c), 120_000);
  });
});
