import { describe, expect, it } from 'vitest';
import { efdContribLines } from '../../../tests/fixtures/sped/efd-contrib-builder';
import { ofCode, setField, validateLines } from '../../../tests/fixtures/sped/efd-test-kit';

describe('EFD-Contribuições legítima (leiaute 006, Lucro Real)', () => {
  it('arquivo com dois estabelecimentos, blocos A, C, D, F, M e 1 preenchidos: nenhuma ocorrência', () => {
    expect(validateLines(efdContribLines()).issues).toEqual([]);
  });

  /** Formats the PVA accepts although the Guia 1.35 table prints a narrower one (PVA metadata 005). */
  it.each([
    ['PVA (metadados 003–005): 0200 COD_LST é C 005 — código da LC 116 com ponto "14.01"', '0200', 11, '14.01', 3],
    ['PVA (metadados 002–005): C405 NUM_COO_FIN tem até 9 dígitos (a tabela do Guia 1.35 imprime 6)', 'C405', 5, '1234567', 0],
  ] as const)('%s', (_n, reg, field, value, nth) => {
    const r = validateLines(setField(efdContribLines(), reg, field, value, nth));
    expect(ofCode(r, 'SPED_FORMATO')).toEqual([]);
  });
  it('COD_LST com mais de 5 caracteres continua rejeitado', () => {
    const f = ofCode(validateLines(setField(efdContribLines(), '0200', 11, '14.01.1', 3)), 'SPED_FORMATO');
    expect(f.map((x) => x.field)).toEqual(['COD_LST']);
  });
});
