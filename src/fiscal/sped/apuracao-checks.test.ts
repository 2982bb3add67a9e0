import { describe, expect, it } from 'vitest';
import { mk, ofCode, validateLines, withTotals } from '../../../tests/fixtures/sped/efd-test-kit';

/** Hand-made EFD-Contribuições (leiaute 005, 2019 M210 table): one F100 revenue at 1,65%/7,6% and its M210/M610. */
function contrib(m210: Record<string, string>): string[] {
  const c = (reg: string, v: Record<string, string>) => mk('efd_contribuicoes', '005', reg, v);
  return withTotals([
    c('0000', { COD_VER: '005', TIPO_ESCRIT: '0', DT_INI: '01012019', DT_FIN: '31012019', NOME: 'EMPRESA', CNPJ: '11222333000181', UF: 'SP', COD_MUN: '3550308', IND_NAT_PJ: '00', IND_ATIV: '0' }),
    c('0001', { IND_MOV: '0' }), '|0990||',
    c('A001', { IND_MOV: '1' }), '|A990||', c('C001', { IND_MOV: '1' }), '|C990||', c('D001', { IND_MOV: '1' }), '|D990||',
    c('F001', { IND_MOV: '0' }), c('F010', { CNPJ: '11222333000181' }),
    c('F100', { IND_OPER: '1', DT_OPER: '15012019', VL_OPER: '1000,00', CST_PIS: '01', VL_BC_PIS: '1000,00', ALIQ_PIS: '1,65', VL_PIS: '16,50', CST_COFINS: '01', VL_BC_COFINS: '1000,00', ALIQ_COFINS: '7,6', VL_COFINS: '76,00', IND_ORIG_CRED: '0' }),
    '|F990||', c('I001', { IND_MOV: '1' }), '|I990||',
    c('M001', { IND_MOV: '0' }),
    c('M210', { COD_CONT: '01', VL_REC_BRT: '1000,00', VL_BC_CONT: '1000,00', VL_AJUS_ACRES_BC: '0', VL_AJUS_REDUC_BC: '0', VL_BC_CONT_AJUS: '1000,00', ALIQ_PIS: '1,65', VL_CONT_APUR: '16,50', VL_AJUS_ACRES: '0', VL_AJUS_REDUC: '0', VL_CONT_PER: '16,50', ...m210 }),
    c('M610', { COD_CONT: '01', VL_REC_BRT: '1000,00', VL_BC_CONT: '1000,00', VL_AJUS_ACRES_BC: '0', VL_AJUS_REDUC_BC: '0', VL_BC_CONT_AJUS: '1000,00', ALIQ_COFINS: '7,6', VL_CONT_APUR: '76,00', VL_AJUS_ACRES: '0', VL_AJUS_REDUC: '0', VL_CONT_PER: '76,00' }),
    '|M990||', c('P001', { IND_MOV: '1' }), '|P990||', c('1001', { IND_MOV: '1' }), '|1990||',
  ]);
}

describe('EFD-Contribuições: M210/M610 × bases dos blocos A/C/D/F (Guia 1.35, M210 leiaute 2019)', () => {
  it('apuração coerente: nenhum SPED_APURACAO', () => {
    const r = validateLines(contrib({}));
    expect(r.info).toMatchObject({ sped: 'efd_contribuicoes', codVer: '005' });
    expect(ofCode(r, 'SPED_APURACAO')).toEqual([]);
    expect(r.summary.byCode.SPED_9999).toBeUndefined();
  });
  it('VL_CONT_APUR ≠ VL_BC_CONT_AJUS × alíquota → aviso', () => {
    const f = ofCode(validateLines(contrib({ VL_CONT_APUR: '20,00', VL_CONT_PER: '20,00' })), 'SPED_APURACAO');
    expect(f.map((x) => [x.type, x.register, x.field])).toEqual([['warning', 'M210', 'VL_CONT_APUR']]);
  });
  it('base do M210 diferente da soma dos documentos à mesma alíquota → aviso', () => {
    const f = ofCode(validateLines(contrib({ VL_BC_CONT: '900,00', VL_BC_CONT_AJUS: '1000,00' })), 'SPED_APURACAO');
    expect(f.map((x) => [x.register, x.field])).toEqual([['M210', 'VL_BC_CONT']]);
    expect(f[0]!.message).toContain('1.000,00');
  });
});

describe('SPED_APURACAO: mensagens e regime (0110)', () => {
  it('a mensagem diz o que difere e por quanto', () => {
    const f = ofCode(validateLines(contrib({ VL_BC_CONT: '900,00', VL_BC_CONT_AJUS: '1000,00' })), 'SPED_APURACAO')[0]!;
    expect(f.message).toMatch(/R\$\s900,00 no M210/);
    expect(f.message).toMatch(/R\$\s1\.000,00 nos documentos/);
    expect(f.message).toMatch(/diferença de R\$\s100,00/);
    expect(f.message).toContain('1,65%');
    const g = ofCode(validateLines(contrib({ VL_CONT_APUR: '20,00', VL_CONT_PER: '20,00' })), 'SPED_APURACAO')[0]!;
    expect(g.message).toMatch(/diferença de R\$\s3,50/);
  });
  /** contrib() plus a 0110 and a D200/D201 (consolidated transport revenue, CST 01 at 1,65%, base 500). */
  function withD201(reg0110: Record<string, string> | null): string[] {
    const c = (reg: string, v: Record<string, string>) => mk('efd_contribuicoes', '005', reg, v);
    const body = contrib({}).filter((l) => !/^\|(9\d{3}|[0-9A-Z]990)\|/.test(l) || /^\|[0-9A-Z]990\|/.test(l))
      .filter((l) => !l.startsWith('|9')).map((l) => (/^\|[0-9A-Z]990\|/.test(l) ? `|${l.slice(1, 5)}||` : l));
    if (reg0110) body.splice(body.findIndex((l) => l.startsWith('|0990|')), 0, c('0110', reg0110));
    const d = body.findIndex((l) => l.startsWith('|D001|'));
    body.splice(d, 1, c('D001', { IND_MOV: '0' }), c('D010', { CNPJ: '11222333000181' }),
      c('D200', { COD_MOD: '57', COD_SIT: '00', SER: '1', NUM_DOC_INI: '1', NUM_DOC_FIN: '10', CFOP: '5353', DT_REF: '31012019', VL_DOC: '500,00', VL_DESC: '0' }),
      c('D201', { CST_PIS: '01', VL_ITEM: '500,00', VL_BC_PIS: '500,00', ALIQ_PIS: '1,65', VL_PIS: '8,25' }));
    return withTotals(body);
  }
  it('sem 0110 por caixa: a receita do D201 entra na soma e o M210 (só o F100) diverge', () => {
    const f = ofCode(validateLines(withD201(null)), 'SPED_APURACAO');
    expect(f.map((x) => x.register)).toEqual(['M210']);
    expect(f[0]!.message).toMatch(/diferença de R\$\s500,00/);
  });
  it('Guia EFD-Contribuições, 0110 COD_INC_TRIB=2 e IND_REG_CUM=1 (cumulativo por caixa): a base vem do bloco F; documentos A/C/D não somam', () => {
    const r = validateLines(withD201({ COD_INC_TRIB: '2', IND_REG_CUM: '1' }));
    expect(r.summary.byCode.SPED_9999).toBeUndefined();
    expect(ofCode(r, 'SPED_APURACAO')).toEqual([]);
  });
});

describe('M210/M610 antes e depois da mudança de 2019', () => {
  const old = (reg: 'M210' | 'M610', aliq: string, apur: string) => mk('efd_contribuicoes', '004', reg, {
    COD_CONT: '01', VL_REC_BRT: '1000,00', VL_BC_CONT: '1000,00', [reg === 'M210' ? 'ALIQ_PIS' : 'ALIQ_COFINS']: aliq, VL_CONT_APUR: apur, VL_AJUS_ACRES: '0', VL_AJUS_REDUC: '0', VL_CONT_PER: apur });
  const toOld = (lines: string[]) => lines.map((l) => (l.startsWith('|M210|') ? old('M210', '1,65', '16,50') : l.startsWith('|M610|') ? old('M610', '7,6', '76,00') : l));
  const in2018 = (lines: string[]) => lines.map((l) => l.replace('|01012019|31012019|', '|01012018|31012018|').replace('|15012019|', '|15012018|'));
  it('Guia EFD-Contribuições: período de 2018 com M210/M610 de 13 campos é válido mesmo com COD_VER 005', () => {
    const r = validateLines(in2018(toOld(contrib({}))));
    expect(r.info.period.start).toBe('01012018');
    // (The hand-made file has no M200/M600 parents: only field counts and the apuração are looked at.)
    expect(ofCode(r, 'SPED_CAMPOS')).toEqual([]);
    expect(ofCode(r, 'SPED_FORMATO')).toEqual([]);
    expect(ofCode(r, 'SPED_APURACAO')).toEqual([]);
  });
  it('período de 2019 com M210 de 13 campos: erro que explica os 16 campos', () => {
    const f = ofCode(validateLines(toOld(contrib({}))), 'SPED_CAMPOS');
    expect(f.map((x) => x.register)).toEqual(['M210', 'M610']);
    expect(f[0]!.message).toContain('VL_BC_CONT_AJUS');
  });
});
