import { describe, expect, it } from 'vitest';
import { efdIcmsLines } from '../../../tests/fixtures/sped/efd-builder';
import { efdIcmsFullLines } from '../../../tests/fixtures/sped/efd-icms-full-builder';
import { lineOf, mk, ofCode, recount, setField, validateLines, withTotals } from '../../../tests/fixtures/sped/efd-test-kit';

const without = (lines: string[], reg: string) => lines.filter((l) => !l.startsWith(`|${reg}|`));
const missing = (lines: string[]) => ofCode(validateLines(lines), 'SPED_HIERARQUIA').filter((f) => f.line === 0).map((f) => f.register);

describe('registros obrigatórios (EFD ICMS/IPI, obrigatoriedade "O" nos metadados do PVA e no Guia Prático)', () => {
  it('arquivo completo: nenhum registro obrigatório ausente', () => {
    expect(missing(efdIcmsLines())).toEqual([]);
  });
  it.each(['0005', 'E100', '1010'])('sem o %s: erro que nomeia o registro', (reg) => {
    const f = ofCode(validateLines(without(efdIcmsLines(), reg)), 'SPED_HIERARQUIA').filter((x) => x.register === reg);
    expect(f).toHaveLength(1);
    expect(f[0]!.message).toContain(`registro ${reg} ausente`);
  });
  it('E110 é 1:1 com o E100: dois E100 e um E110 → erro', () => {
    const l = efdIcmsLines();
    const i = lineOf(l, 'E100');
    l.splice(i + 2, 0, '|E100|16012025|31012025|');
    const f = ofCode(validateLines(l), 'SPED_HIERARQUIA').filter((x) => x.register === 'E110' && x.line === 0);
    expect(f.map((x) => x.message)).toEqual([expect.stringContaining('1 registro(s) E110 para 2 exigido(s)')]);
  });
  it('bloco E ausente: só o erro do bloco, sem repetir E100/E110', () => {
    const l = efdIcmsLines().filter((x) => !/^\|E\d{3}\|/.test(x));
    expect(missing(l)).toEqual(['E001']);
  });
  it('1010 só é exigido a partir dos leiautes de 2015', () => {
    let l = without(efdIcmsLines(), '1010');
    l = setField(setField(setField(l, '0000', 2, '008'), '0000', 4, '01012014'), '0000', 5, '31012014');
    expect(missing(l)).not.toContain('1010');
  });
});

describe('K010 (Guia Prático EFD ICMS/IPI 3.1.x: obrigatório a partir de 2023 se o K001 tem IND_MOV 0)', () => {
  it.each([
    ['2023, bloco K com dados e sem K010: erro', '017', '032023', ['K010']],
    ['2025, bloco K com dados e sem K010: erro', '019', '032025', ['K010']],
    ['2022, antes da obrigatoriedade: nada', '016', '032022', []],
  ] as const)('%s', (_n, codVer, mmyyyy, expected) => {
    const l = recount(without(efdIcmsFullLines(codVer, mmyyyy), 'K010'));
    expect(missing(l).filter((r) => r === 'K010')).toEqual(expected);
  });
  it('2023, bloco K sem dados (IND_MOV 1): K010 não é exigido', () => {
    expect(missing(efdIcmsLines().map((x) => x.replace(/012025/g, '012023').replace('|0000|019|', '|0000|017|')))).not.toContain('K010');
  });
});

describe('C100 sem C190 (Guia Prático EFD ICMS/IPI, registro C190)', () => {
  it('documento regular sem C190: SPED_C190 no C100', () => {
    const l = efdIcmsLines({ docs: 1, itemsPerDoc: 1 }).filter((x) => !x.startsWith('|C190|'));
    const f = ofCode(validateLines(l), 'SPED_C190').filter((x) => x.register === 'C100');
    expect(f).toHaveLength(1);
    expect(f[0]!.line).toBe(lineOf(l, 'C100') + 1);
  });
  it('documento cancelado (COD_SIT 02) sem itens e sem C190: nada', () => {
    const l = efdIcmsLines({ docs: 1, itemsPerDoc: 1 }).filter((x) => !x.startsWith('|C190|') && !x.startsWith('|C170|'));
    const c100 = lineOf(l, 'C100');
    const v = l[c100]!.split('|');
    // Cancelled: only REG, IND_OPER, IND_EMIT, COD_MOD, COD_SIT, SER, NUM_DOC, CHV_NFE are filled.
    l[c100] = v.map((x, i) => (i <= 1 || [2, 3, 5, 7, 8, 9].includes(i) ? x : i === 6 ? '02' : i === v.length - 1 ? x : '')).join('|');
    expect(ofCode(validateLines(l), 'SPED_C190')).toEqual([]);
  });
});

describe('registros obrigatórios (EFD-Contribuições)', () => {
  const c = (reg: string, v: Record<string, string>) => mk('efd_contribuicoes', '005', reg, v);
  const file = (mov: string, extra: string[] = []) => withTotals([
    c('0000', { COD_VER: '005', TIPO_ESCRIT: '0', DT_INI: '01012019', DT_FIN: '31012019', NOME: 'EMPRESA', CNPJ: '11222333000181', UF: 'SP', COD_MUN: '3550308', IND_NAT_PJ: '00', IND_ATIV: '0' }),
    c('0001', { IND_MOV: '0' }), ...extra, '|0990||',
    c('M001', { IND_MOV: mov }), '|M990||',
  ]);
  it('sem 0110 e 0140: dois erros', () => {
    expect(missing(file('1'))).toEqual(expect.arrayContaining(['0110', '0140']));
  });
  it('M001 com dados (IND_MOV 0) sem M200/M600: erro; M001 sem dados: não exigidos', () => {
    const regs = [c('0110', { COD_INC_TRIB: '2', IND_APRO_CRED: '1', COD_TIPO_CONT: '1' }), c('0140', { NOME: 'EMPRESA', CNPJ: '11222333000181', UF: 'SP', COD_MUN: '3550308' })];
    expect(missing(file('0', regs))).toEqual(expect.arrayContaining(['M200', 'M600']));
    const none = missing(file('1', regs));
    expect(none).not.toContain('M200');
    expect(none).not.toContain('0110');
    expect(none).not.toContain('0140');
  });
});
