import { describe, expect, it } from 'vitest';
import { efdIcmsLines } from '../../../tests/fixtures/sped/efd-builder';
import { getField, lineOf, ofCode, setField, validateLines } from '../../../tests/fixtures/sped/efd-test-kit';

const apur = (lines: string[]) => ofCode(validateLines(lines), 'SPED_APURACAO').map((f) => `${f.type} ${f.field}`);
const base = () => efdIcmsLines({ docs: 4, itemsPerDoc: 2 });
/** E110 field n (Guia numbering: 02 VL_TOT_DEBITOS … 14 VL_SLD_CREDOR_TRANSPORTAR). */
const e110 = (l: string[], n: number) => getField(l, 'E110', n);
const brl = (s: string) => Number(s.replace(',', '.'));
const fmt = (n: number) => n.toFixed(2).replace('.', ',');

describe('E110 (Guia Prático EFD ICMS/IPI, regras de validação do registro E110)', () => {
  it('apuração coerente com os documentos e consigo mesma: nenhuma ocorrência', () => {
    expect(apur(base())).toEqual([]);
  });
  it('campo 04 VL_TOT_AJ_DEBITOS ≠ soma dos E111 com código de outros débitos (3º caractere 0, 4º 0): erro', () => {
    const l = base();
    l.splice(lineOf(l, 'E110') + 1, 0, '|E111|SP000099|AJUSTE|10,00|');
    expect(apur(l)).toContain('error VL_TOT_AJ_DEBITOS');
  });
  it('E111 de estorno de crédito (4º caractere 1) somado no campo 05 e na apuração: nenhuma ocorrência', () => {
    let l = base();
    const deb = brl(e110(l, 2)), cred = brl(e110(l, 6));
    const saldo = deb + 10 - cred;
    l.splice(lineOf(l, 'E110') + 1, 0, '|E111|SP010001|ESTORNO|10,00|');
    l = setField(l, 'E110', 5, '10,00');
    l = setField(l, 'E110', 11, fmt(Math.max(0, saldo)));
    l = setField(l, 'E110', 13, fmt(Math.max(0, saldo)));
    l = setField(l, 'E110', 14, fmt(Math.max(0, -saldo)));
    expect(apur(l)).toEqual([]);
  });
  it('campo 11 VL_SLD_APURADO fora da expressão débitos − créditos: erro com o valor esperado', () => {
    const l = setField(base(), 'E110', 11, '999,99');
    const f = ofCode(validateLines(l), 'SPED_APURACAO');
    expect(f.map((x) => `${x.type} ${x.field}`)).toEqual(['error VL_SLD_APURADO']);
    expect(f[0]!.message).toContain('999,99');
  });
  it('campo 13 VL_ICMS_RECOLHER ≠ VL_SLD_APURADO − VL_TOT_DED: erro', () => {
    const l = setField(base(), 'E110', 13, '0');
    expect(apur(l)).toEqual(['error VL_ICMS_RECOLHER']);
  });
  it('campo 02 VL_TOT_DEBITOS ≠ VL_ICMS das saídas nos C190: aviso (a conta depende de registros que o arquivo pode não ter)', () => {
    let l = base();
    const deb = brl(e110(l, 2)) + 1;
    l = setField(l, 'E110', 2, fmt(deb));
    const cred = brl(e110(l, 6)), saldo = deb - cred;
    l = setField(setField(setField(l, 'E110', 11, fmt(Math.max(0, saldo))), 'E110', 13, fmt(Math.max(0, saldo))), 'E110', 14, fmt(Math.max(0, -saldo)));
    const f = ofCode(validateLines(l), 'SPED_APURACAO');
    expect(f.map((x) => `${x.type} ${x.field}`)).toEqual(['warning VL_TOT_DEBITOS']);
    expect(f[0]!.message).toContain('diferença de R$');
  });
  it('C190 de documento extemporâneo (COD_SIT 01) não entra no total do período', () => {
    // The second document is an exit (builder: even documents are own exits) and carries the only debit.
    const l = setField(base(), 'C100', 6, '01', 1);
    expect(apur(l)).toContain('warning VL_TOT_DEBITOS');
  });
  it('dois períodos (dois E100): os totais dos documentos não são comparados com um E110 só', () => {
    const l = setField(base(), 'E110', 2, '123456,78');
    const i = lineOf(l, 'E110');
    l.splice(i + 1, 0, '|E100|16012025|31012025|', l[i]!);
    expect(apur(l).filter((x) => x.endsWith('VL_TOT_DEBITOS'))).toEqual([]);
  });
});
