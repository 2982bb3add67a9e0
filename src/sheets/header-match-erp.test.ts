import { describe, expect, it } from 'vitest';
import { PIS_COFINS_COLUMNS } from '../fiscal/pis-cofins/columns';
import { matchHeaderRow } from './header-match';
import { headerTokens } from './normalize-header';

/**
 * Header rows as real ERP item reports print them. Each case lists the columns whose mapping matters
 * (value vs rate above all: a value column taken as a rate turns every row into a false alarm).
 */
const cases: { name: string; header: string[]; expected: Record<string, string> }[] = [
  {
    name: '"% PIS" é a alíquota e o "PIS" sozinho é o valor (ordem alíquota → valor)',
    header: ['Dt. Emissão', 'Nº NF', 'Descrição', 'NCM/SH', 'CFOP', 'Vlr. Total', 'CST PIS', 'BC PIS', '% PIS', 'PIS', 'CST COFINS', 'BC COFINS', '% COFINS', 'COFINS'],
    expected: { data: 'Dt. Emissão', documento: 'Nº NF', ncm: 'NCM/SH', valor: 'Vlr. Total', base_pis: 'BC PIS', aliq_pis: '% PIS', valor_pis: 'PIS', aliq_cofins: '% COFINS', valor_cofins: 'COFINS' },
  },
  {
    name: 'valor antes da alíquota ("PIS | PIS %") não inverte as colunas',
    header: ['Data', 'NF', 'NCM', 'CFOP', 'Total', 'CST PIS', 'PIS', 'PIS %', 'CST COFINS', 'COFINS', 'COFINS %'],
    expected: { valor: 'Total', valor_pis: 'PIS', aliq_pis: 'PIS %', valor_cofins: 'COFINS', aliq_cofins: 'COFINS %' },
  },
  {
    name: 'única coluna de PIS é o valor ("PIS") ao lado do ICMS: nada vira alíquota',
    header: ['Data', 'NF', 'NCM', 'CFOP', 'Valor Unitário', 'Valor Total', 'Valor ICMS', 'Base ICMS', 'CST PIS', 'PIS', 'CST COFINS', 'COFINS'],
    expected: { valor: 'Valor Total', valor_icms: 'Valor ICMS', valor_pis: 'PIS', valor_cofins: 'COFINS' },
  },
  {
    name: '"PIS R$" / "COFINS R$" e "CST/CSOSN PIS" (layout de ERP de varejo)',
    header: ['Nota', 'Item', 'NCM', 'CFOP', 'Vl Total Item', 'CST/CSOSN PIS', 'PIS R$', 'CST/CSOSN COFINS', 'COFINS R$'],
    expected: { documento: 'Nota', valor: 'Vl Total Item', cst_pis: 'CST/CSOSN PIS', valor_pis: 'PIS R$', cst_cofins: 'CST/CSOSN COFINS', valor_cofins: 'COFINS R$' },
  },
  {
    name: 'Sit. Trib., Base Cálc., "Alíq PIS %", "Aliq. COFINS (%)", Classif. Fiscal e "CFOP Item"',
    header: ['Data Emissão', 'Número NF', 'Produto', 'Classif. Fiscal', 'CFOP Item', 'Valor Contábil', 'Sit. Trib. PIS', 'Base Cálc. PIS', 'Alíq PIS %', 'Vl PIS', 'Sit. Trib. COFINS', 'Base Cálc. COFINS', 'Aliq. COFINS (%)', 'Vl COFINS'],
    expected: { data: 'Data Emissão', documento: 'Número NF', ncm: 'Classif. Fiscal', cfop: 'CFOP Item', valor: 'Valor Contábil', cst_pis: 'Sit. Trib. PIS', base_pis: 'Base Cálc. PIS', aliq_pis: 'Alíq PIS %', valor_pis: 'Vl PIS', base_cofins: 'Base Cálc. COFINS', aliq_cofins: 'Aliq. COFINS (%)', valor_cofins: 'Vl COFINS' },
  },
  {
    name: '"Cód. Sit. Trib. PIS" e "Valor Base PIS" (relatório de livro fiscal)',
    header: ['Data', 'NF', 'NCM', 'CFOP', 'Valor do Item', 'Cód. Sit. Trib. PIS', 'Valor Base PIS', 'Aliq. PIS', 'Valor PIS', 'Cód. Sit. Trib. COFINS', 'Valor Base COFINS', 'Aliq. COFINS', 'Valor COFINS'],
    expected: { valor: 'Valor do Item', cst_pis: 'Cód. Sit. Trib. PIS', base_pis: 'Valor Base PIS', aliq_pis: 'Aliq. PIS', valor_pis: 'Valor PIS', cst_cofins: 'Cód. Sit. Trib. COFINS' },
  },
  {
    name: 'o valor do produto vence o valor contábil (que inclui IPI e ST) e o valor unitário nunca é o item',
    header: ['Data', 'NF', 'NCM', 'CFOP', 'Vl. Unitário', 'Valor Contábil', 'Vl. Produto', 'CST PIS', 'Vlr PIS', 'CST COFINS', 'Vlr COFINS'],
    expected: { valor: 'Vl. Produto', valor_pis: 'Vlr PIS' },
  },
  {
    name: 'cabeçalho em duas linhas composto ("PIS CST", "PIS ALIQ", "PIS VALOR")',
    header: ['DATA', 'NOTA', 'NCM', 'CFOP', 'VALOR TOTAL', 'PIS CST', 'PIS BASE', 'PIS ALIQ', 'PIS VALOR', 'COFINS CST', 'COFINS BASE', 'COFINS %', 'COFINS VALOR'],
    expected: { cst_pis: 'PIS CST', base_pis: 'PIS BASE', aliq_pis: 'PIS ALIQ', valor_pis: 'PIS VALOR', aliq_cofins: 'COFINS %', valor_cofins: 'COFINS VALOR' },
  },
  {
    name: 'uma coluna "CST PIS/COFINS" serve às duas contribuições',
    header: ['Data', 'NF', 'NCM', 'CFOP', 'Vl. Contábil', 'CST PIS/COFINS', 'PIS', 'COFINS'],
    expected: { cst_pis: 'CST PIS/COFINS', cst_cofins: 'CST PIS/COFINS', valor_pis: 'PIS', valor_cofins: 'COFINS' },
  },
  {
    name: '"Item" (nº sequencial do item na NF) e "Nº Item" não são a descrição do produto',
    header: ['Nota', 'Item', 'Nº Item', 'Descrição', 'NCM', 'CFOP', 'Valor', 'CST PIS', 'Valor PIS', 'CST COFINS', 'Valor COFINS'],
    expected: { documento: 'Nota', produto: 'Descrição' },
  },
  {
    name: '"% Desconto" não é o valor do desconto',
    header: ['Data', 'NF', 'NCM', 'CFOP', 'Valor', '% Desconto', 'CST PIS', 'Valor PIS', 'CST COFINS', 'Valor COFINS'],
    expected: { valor: 'Valor' },
  },
  {
    name: '"CST PIS Saída" / "CST COFINS Saída" são os CSTs ("saída" de "Data entrada/saída" não bloqueia)',
    header: ['Data', 'Nota', 'Produto', 'NCM', 'CFOP', 'Vl. Item', 'CST PIS Saída', 'Base PIS', 'Alíq. PIS (%)', 'Vl. PIS', 'CST COFINS Saída', 'Base COFINS', 'Alíq. COFINS (%)', 'Vl. COFINS'],
    expected: { valor: 'Vl. Item', cst_pis: 'CST PIS Saída', aliq_pis: 'Alíq. PIS (%)', valor_pis: 'Vl. PIS', cst_cofins: 'CST COFINS Saída', valor_cofins: 'Vl. COFINS' },
  },
  {
    name: '"CST PIS Entrada" (livro de entradas) é o CST do PIS',
    header: ['Dt. Entrada', 'NF', 'NCM', 'CFOP', 'Valor Total', 'CST PIS Entrada', 'Valor PIS', 'CST COFINS Entrada', 'Valor COFINS'],
    expected: { data: 'Dt. Entrada', cst_pis: 'CST PIS Entrada', cst_cofins: 'CST COFINS Entrada' },
  },
  {
    name: 'CFOP por extenso ("Cód. Fiscal de Operação") e desconto abreviado ("Vl. Desc.")',
    header: ['Data', 'Nota', 'NCM', 'Cód. Fiscal de Operação', 'Natureza de Operação', 'Valor', 'Vl. Desc.', 'CST PIS', 'PIS', 'CST COFINS', 'COFINS'],
    expected: { cfop: 'Cód. Fiscal de Operação', valor: 'Valor', desconto: 'Vl. Desc.', valor_pis: 'PIS' },
  },
  {
    name: '"Produto" (o código) antes de "Descrição" (o nome): o produto mostrado é a descrição',
    header: ['Data', 'Nota', 'Produto', 'Descrição', 'NCM', 'CFOP', 'Valor', 'CST PIS', 'PIS', 'CST COFINS', 'COFINS'],
    expected: { produto: 'Descrição' },
  },
  {
    name: 'siglas com pontos ("N.C.M.", "C.F.O.P.", "C.S.T. PIS")',
    header: ['Data', 'Nota', 'N.C.M.', 'C.F.O.P.', 'Valor', 'C.S.T. PIS', 'PIS', 'C.S.T. COFINS', 'COFINS'],
    expected: { ncm: 'N.C.M.', cfop: 'C.F.O.P.', cst_pis: 'C.S.T. PIS', cst_cofins: 'C.S.T. COFINS' },
  },
];

describe('cabeçalhos reais de relatórios de itens (PIS/COFINS)', () => {
  it.each(cases)('$name', ({ header, expected }) => {
    const m = matchHeaderRow(header, PIS_COFINS_COLUMNS);
    const got = Object.fromEntries(Object.entries(m.columns).map(([k, c]) => [k, header[c]]));
    expect(got).toMatchObject(expected);
    expect(m.missing).toEqual([]);
  });

  it('"CST PIS/COFINS" não é usada quando há colunas próprias de CST', () => {
    const header = ['NF', 'NCM', 'CFOP', 'Valor', 'CST PIS/COFINS', 'CST PIS', 'Valor PIS', 'CST COFINS', 'Valor COFINS'];
    const m = matchHeaderRow(header, PIS_COFINS_COLUMNS);
    expect([header[m.columns.cst_pis], header[m.columns.cst_cofins]]).toEqual(['CST PIS', 'CST COFINS']);
  });

  it('"% Desconto" fica sem mapear', () => {
    const header = ['Data', 'NF', 'NCM', 'CFOP', 'Valor', '% Desconto', 'CST PIS', 'Valor PIS', 'CST COFINS', 'Valor COFINS'];
    expect(matchHeaderRow(header, PIS_COFINS_COLUMNS).columns.desconto).toBeUndefined();
  });

  it.each([
    ['% PIS', ['aliquota', 'pis']],
    ['Alíq. PIS (%)', ['aliquota', 'pis']],
    ['PIS R$', ['pis']],
    ['Vlr. Total (R$)', ['valor', 'total']],
    ['Base Cálc. PIS', ['base', 'calculo', 'pis']],
    ['N° NF', ['numero', 'nf']],
  ])('tokens de %j', (text, tokens) => {
    expect(headerTokens(text)).toEqual(tokens);
  });
});
