import { describe, expect, it } from 'vitest';
import { contribMinVersionFor, icmsIpiVersionFor } from './layout-period';
import { efdIcmsLines } from '../../../tests/fixtures/sped/efd-builder';
import { mk, ofCode, setField, validateLines, withTotals } from '../../../tests/fixtures/sped/efd-test-kit';

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

describe('COD_VER × período (EFD-Contribuições, Guia Prático tabela 3.1.1)', () => {
  it.each([
    ['01042011', '001'], ['01062012', '001'], ['01072012', '003'], ['01052018', '003'], ['01062018', '004'],
    ['01122018', '004'], ['01012019', '005'], ['01122019', '005'], ['01012020', '006'], ['01112026', '006'], ['01012010', ''],
  ])('DT_INI %s → versão mínima %s', (dt, v) => expect(contribMinVersionFor(dt)).toBe(v));

  const file = (codVer: string, dtIni: string, dtFin: string) => {
    const c = (reg: string, v: Record<string, string>) => mk('efd_contribuicoes', '005', reg, v);
    return withTotals([
      c('0000', { COD_VER: codVer, TIPO_ESCRIT: '0', DT_INI: dtIni, DT_FIN: dtFin, NOME: 'EMPRESA', CNPJ: '11222333000181', UF: 'SP', COD_MUN: '3550308', IND_NAT_PJ: '00', IND_ATIV: '0' }),
      c('0001', { IND_MOV: '1' }), '|0990||',
    ]);
  };
  const codVerErrors = (l: string[]) => ofCode(validateLines(l), 'SPED_LAYOUT').filter((x) => x.field === 'COD_VER' && x.type === 'error');
  it('período de 2021 com COD_VER 003 (gerador de 2012): erro que cita a versão mínima 006', () => {
    const f = codVerErrors(file('003', '01032021', '31032021'));
    expect(f).toHaveLength(1);
    expect(f[0]!.message).toMatch(/003.*versão mínima é 006/);
  });
  it('período de 2019 com COD_VER 005, e período de 2018 gerado hoje com 006: sem erro de versão', () => {
    expect(codVerErrors(file('005', '01012019', '31012019'))).toEqual([]);
    expect(codVerErrors(file('006', '01052018', '31052018'))).toEqual([]);
  });
});
