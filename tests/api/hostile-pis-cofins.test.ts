import { describe, it } from 'vitest';
import { hostileApp } from '../fixtures/hostile/run-case';
import { sheetCases } from '../fixtures/hostile/sheet-cases';

/**
 * Hostile sheets sent to the PIS/COFINS check through HTTP (issue 16). It reads with the same readers as
 * the NCM check (whose suite runs every sheet case), so here run the cases that reach the readers'
 * limits and the export: the ones a regression in this check's own preflight or report would break.
 */
const HERE = new Set(['celula-19mb', 'celula-15mb-aspas', 'celula-grande-linha-10003', '200k-colunas', 'so-cabecalho', 'lixo-binario', 'xlsx-string-19mb', 'xlsx-dimensao-falsa', 'html-xls-celula-grande', 'formulas', 'acima-do-limite']);

describe('arquivos hostis na verificação de PIS/COFINS', () => {
  const run = hostileApp('pc');

  for (const c of sheetCases('pis-cofins').filter((k) => HERE.has(k.id.replace(/^pis-cofins-/, '')))) {
    it(c.title, () => run(c), 120_000);
  }
});
