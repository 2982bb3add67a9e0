import { describe, expect, it } from 'vitest';
import { efdIcmsLines, nfeKey, OWN_CNPJ, partCnpj } from '../../../tests/fixtures/sped/efd-builder';
import { lineOf, ofCode, recount, setField, validateLines } from '../../../tests/fixtures/sped/efd-test-kit';
import { nfeKeyDigit } from './br-docs';

/** The key with another cUF (first two digits), check digit recomputed. */
const withUf = (key: string, cuf: string) => { const k43 = cuf + key.slice(2, 43); return k43 + nfeKeyDigit(k43); };

const base = () => efdIcmsLines({ docs: 4, itemsPerDoc: 3 });
/** Sets several C100 fields (Guia numbering) of the nth C100. */
const c100 = (l: string[], nth: number, fields: Record<number, string>) =>
  Object.entries(fields).reduce((acc, [n, v]) => setField(acc, 'C100', Number(n), v, nth), l);

/** Legitimate C100 variants real generators write: none of them may produce an error. */
const legit: [string, () => string[]][] = [
  ['Guia EFD ICMS/IPI, C100 exceção (COD_SIT 06, NF-e complementar): IND_PGTO, VL_MERC, IND_FRT e DT_E_S facultativos',
    () => c100(base(), 0, { 6: '06', 11: '', 13: '', 16: '', 17: '' })],
  ['Guia EFD ICMS/IPI, C100 exceção (COD_SIT 07, complementar extemporânea): valores facultativos',
    () => c100(base(), 0, { 6: '07', 11: '', 13: '', 16: '', 17: '' })],
  ['Guia EFD ICMS/IPI, C100 exceção 12 (NFC-e modelo 65): COD_PART não é informado',
    () => c100(base(), 1, { 4: '', 5: '65', 9: nfeKey(OWN_CNPJ, 2, '65') })],
  ['Guia EFD ICMS/IPI 3.1.x, C100 campo 10: entrada emitida no mês anterior e recebida no período (DT_DOC < DT_INI)',
    () => c100(base(), 0, { 10: '28122024', 11: '02012025' })],
  ['Guia EFD ICMS/IPI 3.1.x, C100 campo 11: DT_E_S só precisa ser ≤ DT_FIN e ≥ DT_DOC — entrada de dezembro lançada em janeiro não é erro',
    () => c100(base(), 0, { 10: '20122024', 11: '28122024' })],
  ['Guia EFD ICMS/IPI, C100 exceções 2 e 6 (NF-e de emissão própria): C170 só dos itens com ressarcimento (C176), o C190 do CST 060 sem C170',
    () => { const l = base(); const at = lineOf(l, 'C100', 1); return recount(l.filter((x, i) => !(i > at && i < lineOf(l, 'C190', 2) && x.startsWith('|C170|') && x.split('|')[10] === '060'))); }],
  ['Guia EFD ICMS/IPI, C100 campo 09 e obs. da exceção 7: NF-e própria de filial com escrituração centralizada (o PVA compara só a raiz do CNPJ)',
    () => c100(base(), 1, { 9: nfeKey(OWN_CNPJ.slice(0, 8) + '000272', 2) })],
  ['Guia EFD ICMS/IPI, C100 exceção 7: NF-e avulsa (série 890) emitida pela SEFAZ para o fornecedor',
    () => c100(base(), 0, { 7: '890', 9: nfeKey(partCnpj(50), 1, '55', 890) })],
  ['Guia EFD ICMS/IPI, C100 COD_SIT 02 (cancelada): só REG, IND_OPER, IND_EMIT, COD_MOD, COD_SIT, SER, NUM_DOC, CHV_NFE',
    () => c100(base(), 1, { 4: '', 6: '02', 10: '', 11: '', 12: '', 13: '', 16: '', 17: '', 21: '', 22: '' })],
];

describe('variantes legítimas do C100 não geram erro', () => {
  it.each(legit)('%s', (_name, make) => {
    const r = validateLines(make());
    expect(r.issues.filter((i) => i.type === 'error')).toEqual([]);
    expect(ofCode(r, 'SPED_OBRIGATORIO')).toEqual([]);
  });
  it.each([
    ['IND_PGTO', { 6: '08', 13: '' }],
    ['IND_PGTO, DT_E_S, VL_MERC e IND_FRT', { 6: '08', 11: '', 13: '', 16: '', 17: '' }],
  ])('Guia EFD ICMS/IPI 3.1.8, C100 exceção 4 (COD_SIT 08, regime especial): %s vazios são facultativos — nenhum apontamento', (_n, fields) => {
    expect(ofCode(validateLines(c100(base(), 0, fields)), 'SPED_OBRIGATORIO')).toEqual([]);
  });
  it('Guia EFD ICMS/IPI 3.1.8, C100 exceção 4 (COD_SIT 08): COD_PART, obrigatório na exceção, vazio continua apontado (aviso)', () => {
    const f = ofCode(validateLines(c100(base(), 0, { 4: '', 6: '08' })), 'SPED_OBRIGATORIO');
    expect(f.map((x) => [x.type, x.field])).toEqual([['warning', 'COD_PART']]);
  });
  it('C100 regular (COD_SIT 00) continua exigindo IND_PGTO e COD_PART', () => {
    const r = validateLines(c100(base(), 0, { 4: '', 13: '' }));
    expect(ofCode(r, 'SPED_OBRIGATORIO').map((f) => [f.type, f.field])).toEqual([['error', 'COD_PART'], ['error', 'IND_PGTO']]);
  });
});

describe('COD_SIT 04 e 05 (Guia EFD ICMS/IPI 3.1.8, C100 campo 06: só para NF-e ou NFC-e, e só até 31/12/2022)', () => {
  /** The nth C100 turned into a denied (04) or void (05) note: identification fields only, no children. */
  const denied = (l: string[], nth: number, sit: string, mod: string) => {
    const at = lineOf(l, 'C100', nth), next = l.findIndex((x, i) => i > at && !/^\|C1[1-9]\d\|/.test(x));
    const v = l[at]!.split('|');
    const c = v.map((x, i) => (i === 0 || i === v.length - 1 || [1, 2, 4, 7, 8].includes(i) ? x : i === 5 ? mod : i === 6 ? sit : i === 9 && sit === '04' ? x : ''));
    return recount([...l.slice(0, at), c.join('|'), ...l.slice(next)]);
  };
  const at = (l: string[], ddmmyyyy: string) => setField(setField(setField(l, '0000', 2, ddmmyyyy.endsWith('2022') ? '016' : '017'), '0000', 4, '01' + ddmmyyyy.slice(2)), '0000', 5, '31' + ddmmyyyy.slice(2));
  it.each([
    ['período 01/2025, NF-e denegada (04): erro', 'base', '04', '55', [['error', 'COD_SIT']]],
    ['período 01/2025, numeração inutilizada (05): erro', 'base', '05', '55', [['error', 'COD_SIT']]],
    ['período 12/2022, NF-e inutilizada (05): aceita', '12', '05', '55', []],
    ['período 12/2022, modelo 01 com COD_SIT 04: erro (só NF-e ou NFC-e)', '12', '04', '01', [['error', 'COD_SIT']]],
  ] as const)('%s', (_n, when, sit, mod, expected) => {
    let l = denied(base(), 1, sit, mod);
    if (when === '12') l = at(l.map((x) => x.replace(/(\d{2})012025/g, '$1122022')), '01122022');
    const f = ofCode(validateLines(l), 'SPED_FORMATO').filter((x) => x.register === 'C100');
    expect(f.map((x) => [x.type, x.field])).toEqual(expected);
  });
});

describe('NFC-e (modelo 65) nas entradas (Guia EFD ICMS/IPI 3.1.8, C100 introdução e exceção 9: "As NFC-e não devem ser escrituradas nas entradas")', () => {
  it.each([
    ['NFC-e de terceiros escriturada como entrada: aviso em IND_OPER', 0, { 4: '', 5: '65', 9: nfeKey(partCnpj(1), 1, '65') }, [['warning', 'IND_OPER']]],
    ['NFC-e própria de saída: nada', 1, { 4: '', 5: '65', 9: nfeKey(OWN_CNPJ, 2, '65') }, []],
  ] as const)('%s', (_n, nth, fields, expected) => {
    const f = ofCode(validateLines(c100(base(), nth, fields)), 'SPED_FORMATO').filter((x) => x.register === 'C100');
    expect(f.map((x) => [x.type, x.field])).toEqual(expected);
  });
});

describe('VL_MERC × soma de VL_ITEM dos C170 (Guia EFD ICMS/IPI 3.1.8, C100 campo 16: validado se COD_MOD ≠ 55, IND_EMIT ≠ 0 e COD_SIT 00 ou 01)', () => {
  it.each([
    ['NF-e (55) de terceiros: o PVA não compara — nada', 0, { 16: '1,00' }, []],
    ['nota modelo 01 de terceiros, COD_SIT 00: erro', 0, { 5: '01', 16: '1,00' }, [['error', 'VL_MERC']]],
    ['nota modelo 01 de terceiros, COD_SIT 01 (extemporânea): erro', 0, { 5: '01', 6: '01', 16: '1,00' }, [['error', 'VL_MERC']]],
    ['nota modelo 01 de terceiros, COD_SIT 08: fora da regra — nada', 0, { 5: '01', 6: '08', 16: '1,00' }, []],
    ['nota modelo 01 de emissão própria: fora da regra — nada', 1, { 5: '01', 16: '1,00' }, []],
    // REGRA_VL_MERC_C170 (PVA 020): "VL_MERC ... deve ser maior ou igual à soma dos valores dos itens" — a larger VL_MERC passes.
    ['REGRA_VL_MERC_C170: modelo 01 de terceiros com VL_MERC maior que a soma dos itens: o PVA aceita — nada', 0, { 5: '01', 16: '999999,00' }, []],
  ] as const)('%s', (_n, nth, fields, expected) => {
    const f = ofCode(validateLines(c100(base(), nth, fields)), 'SPED_C100_TOTAL').filter((x) => x.field === 'VL_MERC');
    expect(f.map((x) => [x.type, x.field])).toEqual(expected);
  });
});

describe('C190 sem C170 da mesma combinação (Guia, C190 campos 06–11: soma dos C170 "se existirem")', () => {
  it('documento de terceiros: o PVA aceita, aviso de item possivelmente faltando', () => {
    const l = base();
    const at = lineOf(l, 'C100', 0);
    const r = validateLines(recount(l.filter((x, i) => !(i > at && i < lineOf(l, 'C100', 1) && x.startsWith('|C170|') && x.split('|')[10] === '060'))));
    expect(ofCode(r, 'SPED_C190').map((x) => [x.type, x.register])).toEqual([['warning', 'C190']]);
  });
});

describe('UF da chave × UF do 0000 (Guia EFD ICMS/IPI 3.1.8, C100 campo 09: "É também comparada a UF codificada na chave da NF-e com o campo UF informado no registro 0000")', () => {
  it.each([
    ['NF-e própria com cUF 33 (RJ) num arquivo de SP: erro', 1, withUf(nfeKey(OWN_CNPJ, 2), '33'), ['error']],
    ['NF-e própria com cUF 35 (SP) num arquivo de SP: nada', 1, nfeKey(OWN_CNPJ, 2), []],
    ['NF-e de terceiros de outro estado (cUF 41, PR): nada — a chave é da UF do fornecedor', 0, withUf(nfeKey(partCnpj(1), 1), '41'), []],
  ] as const)('%s', (_n, nth, key, expected) => {
    const f = ofCode(validateLines(c100(base(), nth, { 9: key })), 'SPED_CHAVE');
    expect(f.map((x) => x.type)).toEqual(expected);
    if (expected.length) expect(f[0]!.message).toContain('UF 33');
  });
});

describe('CNPJ da chave × participante de terceiros (o PVA não compara; Guia, C100 campo 09)', () => {
  it('outro estabelecimento do mesmo fornecedor (mesma raiz): aviso', () => {
    const branch = partCnpj(1).slice(0, 8) + '000270';
    const f = ofCode(validateLines(c100(base(), 0, { 9: nfeKey(branch, 1) })), 'SPED_CHAVE');
    expect(f.map((x) => x.type)).toEqual(['warning']);
  });
});

describe('datas do C100 (Guia EFD ICMS/IPI 3.1.x, C100 campos 10 e 11)', () => {
  it.each([
    ['campo 11: DT_E_S posterior ao fim do período é erro', { 10: '30012025', 11: '01022025' }, 'error'],
    ['campo 11: DT_E_S anterior à data de emissão é erro', { 10: '20012025', 11: '19012025' }, 'error'],
    ['exceção 5: COD_SIT 08 com emissão posterior à entrada é só advertência', { 6: '08', 10: '20012025', 11: '19012025' }, 'warning'],
    ['campo 11: entrada de período anterior com COD_SIT 00 é aceita pelo PVA, com aviso de extemporaneidade', { 10: '20122024', 11: '28122024' }, 'warning'],
  ] as const)('%s', (_n, fields, type) => {
    const f = ofCode(validateLines(c100(base(), 0, fields)), 'SPED_PERIODO');
    expect(f.map((x) => [x.type, x.field])).toEqual([[type, 'DT_E_S']]);
  });
});

/** Format slips of generators and what the PVA does with them (Guia Prático, Cap. II, Seção 3: campos N, C e datas). */
describe('formatos que o PVA rejeita ou aceita', () => {
  it.each([
    ['Guia Prático, Cap. II, Seção 3: decimal com ponto "1234.56" é rejeitado', 'C170', 7, '1234.56', 'error'],
    ['Guia Prático, Cap. II, Seção 3: data com 7 dígitos (zero à esquerda perdido) é rejeitada', 'C100', 10, '1012025', 'error'],
    ['Guia Prático, Cap. II, Seção 3: COD_SIT numérico de tamanho fixo 2 com zero à esquerda perdido ("0") é rejeitado', 'C100', 6, '0', 'error'],
    ['Guia Prático, Cap. II, Seção 3: CST_ICMS de 3 caracteres com zero perdido ("60") é rejeitado', 'C170', 10, '60', 'error'],
  ] as const)('%s', (_n, reg, field, value, type) => {
    const f = ofCode(validateLines(setField(base(), reg, field, value, 1)), 'SPED_FORMATO');
    expect(f.some((x) => x.type === type && x.register === reg)).toBe(true);
  });
  it('Guia Prático, Cap. II, Seção 3: valor sem casas decimais ("100") e com menos casas ("18,5") é aceito', () => {
    let l = setField(base(), 'C170', 7, '100', 1);
    l = setField(l, '0200', 12, '18,5');
    expect(ofCode(validateLines(l), 'SPED_FORMATO')).toEqual([]);
  });
});
