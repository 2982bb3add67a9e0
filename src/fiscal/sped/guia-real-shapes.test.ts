import { describe, expect, it } from 'vitest';
import type { NcmValidity } from '../tables/contracts';
import { efdIcmsLines, nfeKey, OWN_CNPJ } from '../../../tests/fixtures/sped/efd-builder';
import { efdContribLines } from '../../../tests/fixtures/sped/efd-contrib-builder';
import { atYear, lineOf, ofCode, recount, setField, validateLines } from '../../../tests/fixtures/sped/efd-test-kit';

/** Rules fixed after real, PVA-accepted files gave false findings (issue 19); each case reproduces the real shape. */

describe('EFD-Contribuições, Guia Prático, C100 campos 10 (DT_DOC) e 11 (DT_E_S): basta uma das datas no período', () => {
  // The builder's file is 03/2023; its third-party entry (C100 #1) is issued 27/02 and entered 02/03.
  const entry = 1;
  it('entrada emitida em 31/03 e recebida em 01/04, escriturada em março (DT_DOC no período): nenhum SPED_PERIODO', () => {
    let l = setField(efdContribLines(), 'C100', 10, '31032023', entry);
    l = setField(l, 'C100', 11, '01042023', entry);
    expect(ofCode(validateLines(l), 'SPED_PERIODO')).toEqual([]);
  });
  it('entrada emitida em 27/02 e recebida em 02/03 (DT_E_S no período): nenhum SPED_PERIODO', () => {
    expect(ofCode(validateLines(efdContribLines()), 'SPED_PERIODO')).toEqual([]);
  });
  it('entrada com as duas datas depois do período: erro que cita os campos 10 e 11, sem falar em "saída"', () => {
    let l = setField(efdContribLines(), 'C100', 10, '03042023', entry);
    l = setField(l, 'C100', 11, '04042023', entry);
    const f = ofCode(validateLines(l), 'SPED_PERIODO');
    expect(f.map((x) => x.type)).toEqual(['error']);
    expect(f[0]!.message).toContain('C100 campos 10 e 11');
    expect(f[0]!.message).toContain('data de entrada');
    expect(f[0]!.message).not.toContain('saída');
  });
});

describe('EFD ICMS/IPI, Guia Prático 3.1.8, C100 campo 11 (DT_E_S ≤ DT_FIN): a mensagem segue o IND_OPER', () => {
  it('entrada com DT_E_S depois do período: erro que fala em entrada, não em "numa saída"', () => {
    // Document #1 of the builder is a third-party entry (IND_OPER 0) of 15/01/2025 in the 01/2025 file.
    const f = ofCode(validateLines(setField(efdIcmsLines({ docs: 2 }), 'C100', 11, '01022025', 0)), 'SPED_PERIODO');
    expect(f.map((x) => `${x.type} ${x.field}`)).toEqual(['error DT_E_S']);
    expect(f[0]!.message).toContain('data de entrada 01/02/2025');
    expect(f[0]!.message).not.toContain('numa saída');
  });
});

describe('Guia Prático EFD ICMS/IPI 3.1.8, C113 campo 04 (COD_PART): "Quando se tratar de NFC-e (modelo 65), o campo não deve ser preenchido"', () => {
  /** A gas station's own NF-e (C100 #2, an exit) referencing the NFC-e it replaces, as in the real file (185 lines). */
  const withC113 = (mod: string) => {
    const l = efdIcmsLines({ docs: 2 });
    const key = nfeKey(OWN_CNPJ, 4321, mod);
    const at = lineOf(l, 'C100', 1) + 1;
    l.splice(at, 0, `|C110|1|NFC-E REFERENCIADA|`, `|C113|1|0||${mod}|1||4321|14012025|${key}|`);
    return recount(l);
  };
  it('C113 de NFC-e (modelo 65) sem COD_PART: nenhum SPED_OBRIGATORIO', () => {
    const l = withC113('65');
    // C110 needs its 0450.
    const r = validateLines(recount([...l.slice(0, lineOf(l, '0990')), '|0450|1|NFC-E REFERENCIADA|', ...l.slice(lineOf(l, '0990'))]));
    expect(r.issues.filter((i) => i.register === 'C113' || i.code === 'SPED_OBRIGATORIO')).toEqual([]);
  });
  it('C113 de NF-e (modelo 55) sem COD_PART: continua erro (campo obrigatório para os demais modelos)', () => {
    const l = withC113('55');
    const r = validateLines(recount([...l.slice(0, lineOf(l, '0990')), '|0450|1|NFC-E REFERENCIADA|', ...l.slice(lineOf(l, '0990'))]));
    expect(ofCode(r, 'SPED_OBRIGATORIO').map((i) => `${i.type} ${i.register}.${i.field}`)).toEqual(['error C113.COD_PART']);
  });
});

describe('Guia Prático EFD ICMS/IPI 3.1.8, E110 campo 02 (VL_TOT_DEBITOS): soma do VL_ICMS de todas as saídas, exceto CFOP 5605 e extemporâneos', () => {
  const apur = (l: string[]) => ofCode(validateLines(l), 'SPED_APURACAO').map((f) => `${f.type} ${f.field}`);
  const base = () => efdIcmsLines({ docs: 4, itemsPerDoc: 2 });
  it('saídas com CFOP 5929 (também registradas em ECF) entram nos débitos: nenhuma diferença (arquivo assinado pelo PVA com aviso de 13,05)', () => {
    expect(apur(base().map((x) => x.replaceAll('|5102|', '|5929|')))).toEqual([]);
  });
  it('CFOP 6929 também conta', () => {
    expect(apur(base().map((x) => x.replaceAll('|5102|', '|6929|')))).toEqual([]);
  });
  it('CFOP 5605 (transferência de saldo devedor) fica fora dos débitos: aviso de diferença', () => {
    expect(apur(base().map((x) => x.replaceAll('|5102|', '|5605|')))).toContain('warning VL_TOT_DEBITOS');
  });
  it('campo 06 (VL_TOT_CREDITOS): entrada extemporânea (COD_SIT 01) é somada no primeiro E100: E110 que a inclui não diverge', () => {
    expect(apur(setField(base(), 'C100', 6, '01', 0))).toEqual([]);
  });
});

describe('Guia Prático EFD ICMS/IPI, 0200 campo 08 (COD_NCM, C 008*) e REGRA_VALIDA_COD_NCM do PVA', () => {
  const ncm = (valid: (code: string, d: Date) => boolean): NcmValidity => ({
    statusOn: (code, d) => (valid(code, d)
      ? { kind: 'vigente', code, description: 'x', version: { id: 'v', label: 'NCM', validFrom: '2022-04-01', validTo: null, rows: 1 } }
      : { kind: 'extinto', code, description: 'x', endedOn: '2025-05-31', successors: [], lastVersion: { id: 'v', label: 'NCM', validFrom: '2022-04-01', validTo: null, rows: 1 } }),
    versionOn: () => ({ id: 'v', label: 'NCM 04/2022', validFrom: '2022-04-01', validTo: null, rows: 1 }),
  });
  const ncmOf = (code: string, codVer = '019', year = '2025', table = ncm(() => true)) =>
    ofCode(validateLines(setField(atYear(efdIcmsLines({ docs: 2, items: 1 }), codVer, year), '0200', 8, code), { ncm: table }), 'SPED_NCM');
  it('"1" (não tem 8 dígitos): aviso — o PVA aceita até 8 caracteres', () => {
    const f = ncmOf('1');
    expect(f.map((x) => x.type)).toEqual(['warning']);
    expect(f[0]!.message).toContain('a NCM tem 8 dígitos');
  });
  it('00000000: aviso de código que não existe em época nenhuma, sem "pode ter sido válido na época"', () => {
    const f = ncmOf('00000000');
    expect(f.map((x) => x.type)).toEqual(['warning']);
    expect(f[0]!.message).not.toContain('pode ter sido válido');
    expect(f[0]!.message).toContain('não é um código da NCM');
  });
  it('99999999 num arquivo de 2026 (leiaute 020): erro, REGRA_VALIDA_COD_NCM do PVA', () => {
    const f = ncmOf('99999999', '020', '2026');
    expect(f.map((x) => x.type)).toEqual(['error']);
    expect(f[0]!.message).toContain('REGRA_VALIDA_COD_NCM');
  });
  it('código extinto só depois do período (em 31/05/2025, arquivo de 01/2025): válido, nenhum apontamento', () => {
    expect(ncmOf('94033000', '019', '2025', ncm((_c, d) => d < new Date('2025-06-01')))).toEqual([]);
  });
  it('código extinto antes do período: aviso com a data', () => {
    const f = ncmOf('94033000', '019', '2025', ncm(() => false));
    expect(f.map((x) => x.type)).toEqual(['warning']);
    expect(f[0]!.message).toContain('extinto em 31/05/2025');
  });
});
