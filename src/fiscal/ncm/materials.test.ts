import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadTables } from '../tables/load-tables';
import { checkNcmRows } from './check-ncm';
import { descriptionIndexFor } from './description-index';
import { inMaterialPrefixes, materialChapters } from './materials';
import { tokenize } from './text-normalize';

const repoRoot = path.resolve(__dirname, '../../..');
const tables = loadTables(process.env.TABLES_DIR ?? path.resolve(repoRoot, '../shared/data'));
const idx = descriptionIndexFor(tables);
const AFTER = new Date('2026-03-01T00:00:00Z');

function alarms(description: string, ncm: string): string[] {
  return checkNcmRows([{ line: 2, product: null, description, ncm }], { tables, referenceDate: AFTER }).issues.map((f) => f.code);
}

describe('materials and uses named in ERP product names', () => {
  it.each<[string, string[], string, boolean]>([
    ['nylon → plastics (ch. 39)', ['abracadeir', 'nylon'], '39269090', true],
    ['aço inox → iron and steel articles (ch. 73)', ['pia', 'inox'], '73249000', true],
    ['algodão → knitted apparel (ch. 61)', ['camiset', 'algodao'], '61091000', true],
    ['couro → leather goods (ch. 42)', ['cint', 'cour'], '42033000', true],
    ['comprimido → medicines in doses (heading 30.04), not bulk 30.03', ['dipiron', 'comprimid'], '30039082', false],
    ['comprimido → heading 30.04', ['dipiron', 'comprimid'], '30049099', true],
    ['no material word → nothing', ['cervej'], '22030000', false],
  ])('%s', (_name, stems, code, inside) => {
    expect(inMaterialPrefixes(materialChapters(stems), code)).toBe(inside);
  });

  it('a valid code in the chapter of the stated material is never flagged NCM_DESCRICAO (abraçadeira de náilon, 3926.90.90)', () => {
    expect(alarms('ABRACADEIRA NYLON 200MM 100UN', '39269090')).toEqual([]);
    expect(alarms('BUCHA NYLON 8MM 100UN', '39269090')).toEqual([]);
  });

  it('a code whose texts name the official class of the everyday word is not flagged (panela de pressão em 76.15, "artigos de uso doméstico")', () => {
    expect(alarms('PANELA DE PRESSAO 4,5L', '76151000')).toEqual([]);
    expect(alarms('PANELA DE PRESSAO 4,5L', '73239300')).toEqual([]);
  });

  it('a code from an unrelated chapter is still flagged when the name is clear (cerveja em 61.09)', () => {
    expect(alarms('CERVEJA PILSEN LATA 350ML', '61091000')).toEqual(['NCM_DESCRICAO']);
  });

  it('the stated material lifts same-chapter suggestions (cinto de couro → 4203.30.00 first)', () => {
    expect(idx.search('CINTO COURO MASC', 3)[0]!.code).toBe('42033000');
  });
});

describe('ERP negations: "S/" and "SEM" drop the word they negate', () => {
  it.each<[string, string, string[]]>([
    ['S/ GAS', 'AGUA MINERAL S/ GAS 500ML', ['gas']],
    ['SEM LACTOSE', 'LEITE UHT SEM LACTOSE 1L', ['lactos']],
    ['S/SAL (no space)', 'MARGARINA S/SAL 500G', ['sal']],
  ])('%s', (_name, text, absent) => {
    const stems = tokenize(text, true);
    for (const a of absent) expect(stems).not.toContain(a);
  });

  it('"C/" keeps what follows (a feature the product has)', () => {
    expect(tokenize('AGUA MIN C/ GAS 1,5L', true)).toContain('gas');
  });

  it('AGUA MINERAL S/ GAS: mineral water (2201.10.00) among the suggestions, no coal gas (27.05)', () => {
    const got = idx.search('AGUA MINERAL S/ GAS CRYSTAL 500ML', 3).map((c) => c.code);
    expect(got).toContain('22011000');
    expect(got.some((c) => c.startsWith('27'))).toBe(false);
  });
});
