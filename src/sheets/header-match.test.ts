import { describe, expect, it } from 'vitest';
import { composeTwoRowHeader, detectHeader, matchHeaderRow, missingColumnsMessage } from './header-match';
import { headerTokens, normalizeText } from './normalize-header';
import type { ColumnSpec } from './types';

const PIS: ColumnSpec[] = [
  { key: 'valor', synonyms: ['Valor', 'Valor total', 'Valor do item'], required: true },
  { key: 'desconto', synonyms: ['Desconto'] },
  { key: 'cstPis', synonyms: ['CST PIS'] },
  { key: 'aliqPis', synonyms: ['Alíquota PIS'] },
  { key: 'valorPis', synonyms: ['Valor PIS'] },
  { key: 'cstCofins', synonyms: ['CST COFINS'] },
  { key: 'valorCofins', synonyms: ['Valor COFINS'] },
  { key: 'descricao', synonyms: ['Descrição'] },
  { key: 'ncm', synonyms: ['NCM', 'Cód. NCM', 'NCM/SH', 'Classificação fiscal'], required: true },
];

describe('normalizeText / headerTokens', () => {
  it.each([
    ['Cód.', 'cod'],
    ['NCM/SH', 'ncm sh'],
    ['  Descrição   do  Produto ', 'descricao do produto'],
    ['ALÍQUOTA_PIS (%)', 'aliquota pis'],
    ['Nº Doc.', 'no doc'],
  ])('%j → %j', (input, expected) => {
    expect(normalizeText(input)).toBe(expected);
  });

  it('expands ERP abbreviations', () => {
    expect(headerTokens('Vlr. PIS')).toEqual(['valor', 'pis']);
    expect(headerTokens('Cód. NCM')).toEqual(['codigo', 'ncm']);
    expect(headerTokens('Aliq. COFINS')).toEqual(['aliquota', 'cofins']);
  });
});

describe('matchHeaderRow', () => {
  it('maps exact and abbreviated headers, each column once', () => {
    const m = matchHeaderRow(['Descrição do Produto/Serviço', 'Cod NCM', 'Vl. Total', 'Vlr PIS', 'Aliq PIS', 'CST-PIS', 'Desc.'], PIS);
    expect(m.columns).toEqual({ descricao: 0, ncm: 1, valor: 2, valorPis: 3, aliqPis: 4, cstPis: 5 });
    expect(m.missing).toEqual([]);
  });

  it('does not take "Valor PIS", "Valor unitário" or "Base PIS" as the item value', () => {
    const m = matchHeaderRow(['NCM', 'Valor PIS', 'Valor unitário', 'Base de cálculo PIS'], [PIS[0], PIS[8]]);
    expect(m.columns).toEqual({ ncm: 0 });
    expect(m.missing.map((s) => s.key)).toEqual(['valor']);
  });

  it('prefers the exact header when a partial one comes first', () => {
    const m = matchHeaderRow(['Valor total da nota', 'NCM', 'Valor'], [PIS[0], PIS[8]]);
    expect(m.columns).toEqual({ ncm: 1, valor: 2 });
  });
});

describe('detectHeader', () => {
  it('picks the row with most matches below title rows', () => {
    const rows = [['Relatório de itens por NCM'], ['Empresa X'], ['Descrição', 'NCM', 'Valor', 'Valor PIS']];
    const h = detectHeader(rows, PIS);
    expect(h?.index).toBe(2);
    expect(h?.match.columns).toEqual({ descricao: 0, ncm: 1, valor: 2, valorPis: 3 });
  });

  it('composes two-row headers with merged group labels', () => {
    const above = ['', '', 'PIS', null, 'COFINS', null];
    const row = ['NCM', 'Valor', 'CST', 'Valor', 'CST', 'Valor'];
    expect(composeTwoRowHeader(above, row)).toEqual(['NCM', 'Valor', 'PIS CST', 'PIS Valor', 'COFINS CST', 'COFINS Valor']);
    const h = detectHeader([above, row], PIS);
    expect(h?.index).toBe(1);
    expect(h?.match.columns).toEqual({ ncm: 0, valor: 1, cstPis: 2, valorPis: 3, cstCofins: 4, valorCofins: 5 });
    expect(h?.cells).toEqual(['NCM', 'Valor', 'PIS CST', 'PIS Valor', 'COFINS CST', 'COFINS Valor']);
  });

  it('keeps the labels of the row above past the end of a shorter row (NCM merged down over two rows)', () => {
    // Excel stores nothing after the last filled cell of "Código | Descrição", so the row is shorter.
    expect(composeTwoRowHeader(['Produto', null, 'NCM'], ['Código', 'Descrição'])).toEqual(['Produto Código', 'Produto Descrição', 'NCM']);
    const found = detectHeader([['Produto', null, 'NCM'], ['Código', 'Descrição']], [
      { key: 'product', synonyms: ['Cód. produto'] },
      { key: 'description', synonyms: ['Descrição do produto'] },
      { key: 'ncm', synonyms: ['NCM'], required: true },
    ]);
    expect(found?.index).toBe(1);
    expect(found?.match.columns).toEqual({ product: 0, description: 1, ncm: 2 });
  });

  it('returns null when nothing matches', () => {
    expect(detectHeader([['a', 'b'], ['c']], PIS)).toBeNull();
  });
});

describe('missingColumnsMessage is short (issue 18: a wrong sheet gave a wall of every header alias)', () => {
  const spec = (name: string, n: number) => ({ key: name, synonyms: Array.from({ length: n }, (_, i) => (i === 0 ? name : `${name} ${i}`)) });
  it('several missing columns: the names and where to see the layout, no aliases', () => {
    const msg = missingColumnsMessage([spec('CFOP', 9), spec('CST PIS', 9), spec('Valor', 9)]);
    expect(msg).toBe('Colunas obrigatórias não encontradas: CFOP, CST PIS, Valor. Confira se esta é a planilha certa; a planilha modelo mostra os cabeçalhos esperados. O cabeçalho precisa estar nas 20 primeiras linhas.');
  });
  it('one missing column: at most five accepted names', () => {
    expect(missingColumnsMessage([spec('NCM', 9)])).toBe('Coluna obrigatória não encontrada: NCM. Cabeçalhos aceitos: NCM, NCM 1, NCM 2, NCM 3, NCM 4 e outros. O cabeçalho precisa estar nas 20 primeiras linhas.');
  });
});
