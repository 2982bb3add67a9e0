import { describe, expect, it } from 'vitest';
import { findingKeys, type StoredFinding } from './finding-key';
import type { CheckKindId } from '../checks/check-kind';

const key = (kind: CheckKindId, f: StoredFinding, items: { line: number; codigo?: string; descricao?: string; ncm?: string }[] = []) => findingKeys(kind, [f], items)[0]!;

describe('findingKeys: the same finding in next month\'s file gets the same key (row identity, not line number)', () => {
  const same: { name: string; kind: CheckKindId; a: StoredFinding; b: StoredFinding; items?: { line: number; codigo?: string; descricao?: string; ncm?: string }[] }[] = [
    {
      name: 'NCM: same product on another line, description re-typed with other case/accents/spaces, NCM without its leading zero',
      kind: 'ncm',
      a: { code: 'NCM_DESCRICAO', line: 2, product: 'P1', description: 'Café  torrado 500g', currentNCM: '09012100' },
      b: { code: 'NCM_DESCRICAO', line: 40, product: 'p1', description: 'CAFE TORRADO 500G', currentNCM: '9012100' },
    },
    {
      name: 'PIS/COFINS: same product, NCM and CFOP on another note',
      kind: 'pis-cofins',
      a: { code: 'PC_MONOFASICO', line: 3, tributo: 'PIS/COFINS', documento: '1001', produto: 'CERVEJA LATA', ncm: '22030000', cfop: '5102' },
      b: { code: 'PC_MONOFASICO', line: 9, tributo: 'PIS/COFINS', documento: '2044', produto: 'Cerveja lata', ncm: '2203.00.00', cfop: '5.102' },
    },
    {
      name: 'Escrituração: same NF-e key in the message, other line',
      kind: 'escrituracao',
      a: { code: 'SPED_CHAVE', line: 10, register: 'C100', field: 'CHV_NFE', message: 'chave 35240112345678000190550010000012341000012345: dígito verificador inválido' },
      b: { code: 'SPED_CHAVE', line: 99, register: 'C100', field: 'CHV_NFE', message: 'chave 35240112345678000190550010000012341000012345: dígito verificador inválido' },
    },
    {
      name: 'Escrituração: same problem with other figures (Guia Prático 9900 count)',
      kind: 'escrituracao',
      a: { code: 'SPED_9900', line: 500, register: '9900', field: 'QTD_REG_BLC', message: 'o 9900 informa 5 registro(s) C170, mas o arquivo tem 6' },
      b: { code: 'SPED_9900', line: 800, register: '9900', field: 'QTD_REG_BLC', message: 'o 9900 informa 12 registro(s) C170, mas o arquivo tem 14' },
    },
    {
      name: 'Reforma (register): the line\'s product, not its line number',
      kind: 'reforma',
      a: { code: 'REF_CCLASSTRIB', line: 2 },
      b: { code: 'REF_CCLASSTRIB', line: 7 },
      items: [
        { line: 2, codigo: 'A1', descricao: 'Arroz tipo 1', ncm: '10063021' },
        { line: 7, codigo: 'A1', descricao: 'ARROZ TIPO 1', ncm: '10063021' },
      ],
    },
    { name: 'Reforma (XML): NF-e key and item', kind: 'reforma', a: { code: 'REF_CST', chave: '3'.repeat(44), nItem: '1' }, b: { code: 'REF_CST', chave: '3'.repeat(44), nItem: '1' } },
  ];
  it.each(same)('$name', (c) => {
    const items = c.items ?? [];
    expect(key(c.kind, c.a, items)).toBe(key(c.kind, c.b, items));
  });

  const different: { name: string; kind: CheckKindId; a: StoredFinding; b: StoredFinding }[] = [
    { name: 'NCM: 1L and 5L are different products (ADR 011)', kind: 'ncm', a: { code: 'NCM_DESCRICAO', description: 'LEITE 1L', currentNCM: '04012010' }, b: { code: 'NCM_DESCRICAO', description: 'LEITE 5L', currentNCM: '04012010' } },
    { name: 'NCM: same product, other finding code', kind: 'ncm', a: { code: 'NCM_DESCRICAO', description: 'LEITE 1L', currentNCM: '04012010' }, b: { code: 'NCM_EXTINTO', description: 'LEITE 1L', currentNCM: '04012010' } },
    { name: 'PIS/COFINS: other CFOP', kind: 'pis-cofins', a: { code: 'PC_CST_OPERACAO', produto: 'X', cfop: '5102' }, b: { code: 'PC_CST_OPERACAO', produto: 'X', cfop: '5405' } },
    { name: 'Escrituração: other NF-e key', kind: 'escrituracao', a: { code: 'SPED_CHAVE', register: 'C100', field: 'CHV_NFE', message: `chave ${'1'.repeat(44)}: x` }, b: { code: 'SPED_CHAVE', register: 'C100', field: 'CHV_NFE', message: `chave ${'2'.repeat(44)}: x` } },
    { name: 'Escrituração: other register in the message', kind: 'escrituracao', a: { code: 'SPED_9900', register: '9900', field: 'QTD_REG_BLC', message: 'o 9900 informa 5 registro(s) C170' }, b: { code: 'SPED_9900', register: '9900', field: 'QTD_REG_BLC', message: 'o 9900 informa 5 registro(s) C190' } },
    { name: 'Reforma (XML): other item of the same NF-e', kind: 'reforma', a: { code: 'REF_CST', chave: '3'.repeat(44), nItem: '1' }, b: { code: 'REF_CST', chave: '3'.repeat(44), nItem: '2' } },
  ];
  it.each(different)('$name', (c) => expect(key(c.kind, c.a)).not.toBe(key(c.kind, c.b)));

  it('repeated identity in one file: #2, #3 in file order, so each finding has its own key', () => {
    const f = { code: 'PC_MONOFASICO', produto: 'CERVEJA', ncm: '22030000', cfop: '5102' };
    const keys = findingKeys('pis-cofins', [f, { ...f, documento: '2' }, { ...f, documento: '3' }]);
    expect(keys[1]).toBe(`${keys[0]}#2`);
    expect(keys[2]).toBe(`${keys[0]}#3`);
    expect(new Set(keys).size).toBe(3);
  });

  it('keys carry no product text (safe in URLs and logs)', () => {
    const k = key('ncm', { code: 'NCM_DESCRICAO', description: 'CERVEJA PILSEN', currentNCM: '22030000' });
    expect(k).toMatch(/^ncm:NCM_DESCRICAO:[\w-]{22}$/);
  });
});
