import { describe, expect, it } from 'vitest';
import { layouts } from '../../../../tests/fixtures/sped/efd-test-kit';

describe('leiautes SPED (SOURCES.md §8)', () => {
  const L = layouts();
  it('carrega todas as versões disponíveis', () => {
    // 015–018 from the Guias and 020 from the PVA descriptor (SOURCES.md §11).
    expect(L.versions('efd_icms_ipi')).toEqual(['009', '010', '011', '012', '013', '014', '015', '016', '017', '018', '019', '020']);
    expect(L.versions('efd_contribuicoes')).toEqual(['002', '003', '004', '005', '006']);
  });
  it.each([
    ['efd_icms_ipi', '019', 'C100', 29], ['efd_icms_ipi', '019', 'C170', 38], ['efd_icms_ipi', '011', 'C170', 37],
    ['efd_icms_ipi', '010', '0200', 12], ['efd_icms_ipi', '011', '0200', 13], ['efd_contribuicoes', '002', 'M210', 13],
    ['efd_contribuicoes', '005', 'M210', 16], ['efd_contribuicoes', '002', '0000', 14],
  ] as const)('%s %s %s tem %i campos (Guia Prático)', (sped, v, reg, n) => {
    expect(L.get(sped, v)!.registers.get(reg)!.fields).toHaveLength(n);
  });
  it.each([
    ['efd_icms_ipi', '019', 'E990', 2], ['efd_icms_ipi', '019', '1110', 10], ['efd_icms_ipi', '019', '1105', 7],
    ['efd_icms_ipi', '019', 'E210', 15], ['efd_icms_ipi', '013', 'C105', 3], ['efd_icms_ipi', '012', 'C791', 4],
    ['efd_contribuicoes', '006', 'M210', 16], ['efd_contribuicoes', '006', 'D505', 8],
  ] as const)('defeito de extração corrigido: %s %s %s com %i campos', (sped, v, reg, n) => {
    const d = L.get(sped, v)!.registers.get(reg)!;
    expect(d.fields).toHaveLength(n);
    expect(d.source).toContain('SOURCES.md');
  });
  it.each([
    // SOURCES.md §11, "Disagreements found": truncated in the camelot extraction, superseded tables, missing registers.
    ['015', '0150', 13], ['015', 'D190', 9], ['015', '1110', 10], ['015', 'D690', 11], ['016', 'E113', 10], ['016', 'C141', 4],
    ['019', 'C185', 18], ['019', 'C181', 21], ['014', 'C330', 14], ['013', 'B035', 7], ['013', 'K301', 3], ['019', 'E310', 22],
  ] as const)('NOVOS_LEIAUTES.md: %s %s corrigido com %i campos', (v, reg, n) => {
    const d = L.get('efd_icms_ipi', v)!.registers.get(reg)!;
    expect(d.fields).toHaveLength(n);
    expect(d.source).toContain('SOURCES.md §11');
  });
  it('C177 de 2019 em diante é REG + COD_INF_ITEM (tabela vigente, não a superada de selos do IPI)', () => {
    for (const v of ['014', '015', '016', '019']) expect(L.get('efd_icms_ipi', v)!.registers.get('C177')!.fields.map((f) => f.name)).toEqual(['REG', 'COD_INF_ITEM']);
  });
  it('EFD-Contribuições 003–005 recebem C800–C830 do 006 (CF-e por documento, SOURCES.md §11)', () => {
    for (const v of ['003', '004', '005']) expect(L.get('efd_contribuicoes', v)!.registers.has('C810')).toBe(true);
    expect(L.get('efd_contribuicoes', '004')!.registers.has('1101')).toBe(false);
  });
  it('020 (PVA): fonte PVA, bloco G e C100 com 29 campos', () => {
    const l = L.get('efd_icms_ipi', '020')!;
    expect(l.registers.get('C100')!.source).toBe('PVA 020');
    expect(l.registers.get('C100')!.fields).toHaveLength(29);
  });
  it('M210 de 006 segue a tabela de 2019 (VL_BC_CONT_AJUS no campo 07)', () => {
    expect(L.get('efd_contribuicoes', '006')!.registers.get('M210')!.fields[6]!.name).toBe('VL_BC_CONT_AJUS');
  });
  it('decimais perdidos na extração (013/014 C170 VL_BC_PIS, QUANT_BC_PIS) vêm de outro leiaute', () => {
    for (const v of ['013', '014']) {
      const f = L.get('efd_icms_ipi', v)!.registers.get('C170')!.fields;
      expect(f.find((x) => x.name === 'VL_BC_PIS')!.decimals).toBe(2);
      expect(f.find((x) => x.name === 'QUANT_BC_PIS')!.decimals).toBe(3);
    }
  });
  it('0002 de 014 é filho de 0001 (nível 2)', () => {
    expect(L.get('efd_icms_ipi', '014')!.registers.get('0002')).toMatchObject({ level: 2, parent: '0001' });
  });
  it('versão ausente usa a mais próxima: 008 → 009, 001 → 002; 015–018 e 020 são exatas', () => {
    expect(L.choose('efd_icms_ipi', '008')).toMatchObject({ fallbackFrom: '008', layout: { codVer: '009' } });
    for (const v of ['015', '016', '017', '018', '020']) expect(L.choose('efd_icms_ipi', v)).toMatchObject({ fallbackFrom: null, layout: { codVer: v } });
    expect(L.choose('efd_contribuicoes', '001')!.layout.codVer).toBe('002');
    expect(L.choose('efd_icms_ipi', '019')!.fallbackFrom).toBeNull();
  });
  it('registro ausente dos metadados incompletos (contrib 005 sem 1101) é achado em outra versão', () => {
    expect(L.get('efd_contribuicoes', '005')!.registers.has('1101')).toBe(false);
    expect(L.findElsewhere('efd_contribuicoes', '005', '1101')!.codVer).toMatch(/00[26]/);
  });
  it('obrigatoriedade O/OC por entrada e saída (ICMS/IPI Guia)', () => {
    const f = L.get('efd_icms_ipi', '019')!.registers.get('C100')!.fields;
    expect(f.find((x) => x.name === 'DT_E_S')).toMatchObject({ reqIn: 'O', reqOut: 'OC' });
    expect(f.find((x) => x.name === 'CHV_NFE')).toMatchObject({ reqIn: 'OC', reqOut: 'OC', type: 'N', size: 44, fixed: true });
    expect(f.find((x) => x.name === 'DT_DOC')!.type).toBe('D');
  });
});
