import { describe, expect, it } from 'vitest';
import { icmsIpiVersionFor } from './layout-period';
import { efdIcmsLines } from '../../../tests/fixtures/sped/efd-builder';
import { ofCode, setField, validateLines } from '../../../tests/fixtures/sped/efd-test-kit';

describe('COD_VER × período (EFD ICMS/IPI, um leiaute por ano)', () => {
  it.each([
    ['01012009', '002'], ['01062011', '004'], ['01032012', '005'], ['01072012', '006'], ['01012015', '009'],
    ['01012018', '012'], ['01012019', '013'], ['01012020', '014'], ['01122024', '018'], ['01012025', '019'], ['01012026', '020'],
  ])('Ato COTEPE/Guia Prático: DT_INI %s → leiaute %s', (dt, v) => expect(icmsIpiVersionFor(dt)).toBe(v));

  it('arquivo de 01/2025 com COD_VER 018 (gerador desatualizado): erro que cita as duas versões', () => {
    const r = validateLines(setField(efdIcmsLines(), '0000', 2, '018'));
    // Besides the warning that 018 is not in the tables (019 stands in).
    const f = ofCode(r, 'SPED_LAYOUT').filter((x) => x.field === 'COD_VER' && x.type === 'error');
    expect(f).toHaveLength(1);
    expect(f[0]).toMatchObject({ type: 'error', register: '0000' });
    expect(f[0]!.message).toContain('018');
    expect(f[0]!.message).toContain('019');
  });
  it('arquivo com o COD_VER do período: nenhuma ocorrência de leiaute', () => {
    expect(ofCode(validateLines(efdIcmsLines()), 'SPED_LAYOUT')).toEqual([]);
  });
  it('registro de leiaute mais novo num arquivo de leiaute antigo (B001 em 012): aviso que cita as duas versões', () => {
    let l = setField(efdIcmsLines(), '0000', 2, '012');
    l = setField(l, '0000', 4, '01012018');
    l = setField(l, '0000', 5, '31012018');
    const f = ofCode(validateLines(l), 'SPED_LAYOUT').filter((x) => x.register === 'B001');
    expect(f).toHaveLength(1);
    expect(f[0]!.type).toBe('warning');
    expect(f[0]!.message).toMatch(/leiaute 012 declarado no 0000.*leiaute 013, mais novo/);
  });
});

describe('bloco B (ISS) na EFD ICMS/IPI', () => {
  const semB = (l: string[]) => l.filter((x) => !x.startsWith('|B001|') && !x.startsWith('|B990|') && !x.startsWith('|9900|B'));
  it('Guia Prático 3.0: desde 01/2019 todo arquivo tem B001/B990 (sem movimento fora do DF) — ausência é erro com orientação', () => {
    const f = ofCode(validateLines(semB(efdIcmsLines())), 'SPED_HIERARQUIA').filter((x) => x.register === 'B001');
    expect(f).toHaveLength(1);
    expect(f[0]!.message).toContain('Distrito Federal');
  });
  it('período de 2018 validado com leiaute substituto que tem o bloco B: não exige B001', () => {
    let l = setField(semB(efdIcmsLines()), '0000', 2, '012');
    l = setField(l, '0000', 4, '01012018');
    l = setField(l, '0000', 5, '31012018');
    // 012 has no block B at all; the same file declared as 013 (wrong for 2018) would use a layout with B.
    const r = validateLines(setField(l, '0000', 2, '013'));
    expect(ofCode(r, 'SPED_HIERARQUIA').filter((x) => x.register === 'B001')).toEqual([]);
  });
});
