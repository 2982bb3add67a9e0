import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PVA_RULES } from './pva-rule';
import { efdIcmsLines } from '../../../tests/fixtures/sped/efd-builder';
import { efdContribLines } from '../../../tests/fixtures/sped/efd-contrib-builder';
import { ofCode, setField, TABLES_DIR, validateLines } from '../../../tests/fixtures/sped/efd-test-kit';

describe('regras do PVA citadas nas mensagens (sped/layouts/pva_020/rules_pva.csv, SOURCES.md §11 F)', () => {
  it('todo id citado existe na tabela de regras do PVA 020', () => {
    const csv = readFileSync(join(TABLES_DIR, 'sped', 'layouts', 'pva_020', 'rules_pva.csv'), 'utf8');
    for (const id of PVA_RULES) expect(csv, id).toContain(`"${id}"`);
  });
  it.each([
    ['REGRA_VL_ICMS_ANALIT: VL_ICMS do C100 ≠ soma dos C190', (l: string[]) => setField(l, 'C100', 22, '99999,99'), 'SPED_C100_TOTAL', 'REGRA_VL_ICMS_ANALIT'],
    ['REGRA_VL_BC_ICMS_NO_REGISTRO_ITEM: VL_BC_ICMS do C190 ≠ soma dos C170', (l: string[]) => setField(l, 'C190', 6, '1,00'), 'SPED_C190', 'REGRA_VL_BC_ICMS_NO_REGISTRO_ITEM'],
    ['REGRA_ICMS_RECOLHER: E110 VL_ICMS_RECOLHER ≠ VL_SLD_APURADO − VL_TOT_DED', (l: string[]) => setField(l, 'E110', 13, '1,00'), 'SPED_APURACAO', 'REGRA_ICMS_RECOLHER'],
    ['REGRA_EXISTE_COD_ITEM_V2: C170 com item fora do 0200', (l: string[]) => setField(l, 'C170', 3, 'NAO_EXISTE'), 'SPED_ITEM_0200', 'REGRA_EXISTE_COD_ITEM_V2'],
    ['REGRA_DT_E_S_MAIOR_IGUAL_DT_DOC: entrada antes da emissão', (l: string[]) => setField(l, 'C100', 11, '14012025'), 'SPED_PERIODO', 'REGRA_DT_E_S_MAIOR_IGUAL_DT_DOC'],
  ] as const)('EFD ICMS/IPI, %s', (_n, breakIt, code, id) => {
    const f = ofCode(validateLines(breakIt(efdIcmsLines({ docs: 2, itemsPerDoc: 2 }))), code);
    expect(f.length).toBeGreaterThan(0);
    expect(f[0]!.message).toContain(`[regra do PVA ${id}]`);
  });
  it('EFD-Contribuições: as regras do PVA ICMS/IPI não são citadas', () => {
    const f = ofCode(validateLines(setField(efdContribLines(), 'C100', 4, 'NAO_EXISTE', 1)), 'SPED_PARTICIPANTE_0150');
    expect(f.length).toBeGreaterThan(0);
    expect(f[0]!.message).not.toContain('REGRA_');
  });
});
