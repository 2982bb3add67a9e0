import { describe, expect, it } from 'vitest';
import { checkPisCofinsRows } from './check-pis-cofins';
import { fakeNcm, item, realPisCofinsTables } from '../../../tests/fixtures/pis-cofins/engine-support';
import type { PisCofinsResult, Regime } from './types';

/**
 * Rows shaped the way real ERP exports deliver them (text numbers in either convention, CSOSN in the
 * CST column, operations without revenue). Each case is a whole file of one or more rows.
 */
function runFile(regime: Regime, rows: Record<string, unknown>[]): PisCofinsResult {
  return checkPisCofinsRows(
    rows.map((values, i) => ({ line: i + 2, values })),
    { regime, pisCofins: realPisCofinsTables(), ncm: fakeNcm(), referenceDate: new Date('2025-06-01') },
  );
}

const codes = (r: PisCofinsResult) => r.issues.map((f) => `${f.line}:${f.type}:${f.code}`).sort();

interface Case {
  name: string;
  regime: Regime;
  rows: Record<string, unknown>[];
  expected: string[];
  impacto?: (number | null)[];
}

const REAL: Regime = 'lucro-real';
const SIMPLES: Regime = 'simples';

const cases: Case[] = [
  {
    name: 'CSV pt-BR: "1.234" no valor é milhar e "1.65" na alíquota é decimal (Leis 10.637/2002 e 10.833/2003, 1,65%/7,6%)',
    regime: REAL,
    rows: [item({ valor: '1.234', base_pis: '1.234', aliq_pis: '1.65', valor_pis: '20,36', base_cofins: '1.234', aliq_cofins: '7.6', valor_cofins: '93,78' })],
    expected: [],
  },
  {
    name: 'CSV com ponto decimal: "1.500" é 1,5 quando o PIS da linha está em "0.02" (Lei 10.637/2002, art. 2º)',
    regime: REAL,
    rows: [item({ valor: '1.500', base_pis: '1.500', aliq_pis: '1.65', valor_pis: '0.02', base_cofins: '1.500', aliq_cofins: '7.60', valor_cofins: '0.11' })],
    expected: [],
  },
  {
    name: 'convenção do arquivo: linha 2 prova ponto decimal, linha 3 ambígua ("2.000" = 2) segue o arquivo (Lei 10.833/2003, art. 2º)',
    regime: REAL,
    rows: [
      item({ valor: '1000.00', base_pis: '1000.00', valor_pis: '16.50', base_cofins: '1000.00', valor_cofins: '76.00' }),
      item({ valor: '2.000', base_pis: '2.000', valor_pis: '0.033', base_cofins: '2.000', valor_cofins: '0.152' }),
    ],
    expected: [],
  },
  {
    name: 'valores com R$, espaço não separável e sinal negativo no fim ("1.000,00-") em devolução de venda com crédito (Lei 10.833/2003, art. 3º, VIII)',
    regime: REAL,
    rows: [item({ cfop: '1.202', cst_pis: '50', cst_cofins: '50', valor: 'R$\u00a01.000,00-', base_pis: '1.000,00-', valor_pis: 'R$ 16,50-', base_cofins: '1.000,00-', valor_cofins: '76,00-' })],
    expected: [],
  },
  {
    name: 'CST "01 Operação Tributável" (sem hífen) é o CST 01 (tabelas 4.3.3/4.3.4)',
    regime: REAL,
    rows: [item({ cst_pis: '01 Operação Tributável', cst_cofins: '01-Op. Tributável com Alíquota Básica' })],
    expected: [],
  },
  {
    name: 'CFOP e NCM com descrição na mesma célula ("5.102 - Venda de merc. adq. de 3ºs", "3004.90.99 - Medicamentos") — revenda monofásica com CST 04 correta (Lei 10.147/2000, art. 2º)',
    regime: REAL,
    rows: [item({ cfop: '5.102 - Venda de merc. adq. ou recebida de 3ºs', ncm: '3004.90.99 - Outros medicamentos 500 mg', cst_pis: '04', cst_cofins: '04', base_pis: 0, aliq_pis: 0, valor_pis: 0, base_cofins: 0, aliq_cofins: 0, valor_cofins: 0 })],
    expected: [],
  },
  {
    name: 'PIS rateado do total da nota (R$ 0,03 de diferença no item) é alerta, não erro (Lei 10.637/2002, art. 2º)',
    regime: REAL,
    rows: [item({ valor_pis: 16.53 })],
    expected: ['2:warning:PC_VALOR'],
  },
  {
    name: 'PIS R$ 0,20 acima de base × alíquota continua erro (Lei 10.637/2002, art. 2º)',
    regime: REAL,
    rows: [item({ valor_pis: 16.7 })],
    expected: ['2:error:PC_VALOR'],
  },
  {
    name: 'Simples Nacional: CSOSN 102/500 na coluna de CST não gera erro por linha (LC 123/2006, art. 18) e a segregação continua',
    regime: SIMPLES,
    rows: [
      item({ ncm: '30049099', cst_pis: '102', cst_cofins: '102', base_pis: null, aliq_pis: null, valor_pis: null, base_cofins: null, aliq_cofins: null, valor_cofins: null }),
      item({ ncm: '94033000', cst_pis: '500', cst_cofins: '500', base_pis: null, aliq_pis: null, valor_pis: null, base_cofins: null, aliq_cofins: null, valor_cofins: null }),
    ],
    expected: [],
  },
  {
    name: 'Simples Nacional: CST de PIS/COFINS em branco nos itens é normal (LC 123/2006, art. 13, §1º)',
    regime: SIMPLES,
    rows: [item({ cst_pis: '', cst_cofins: null, base_pis: null, aliq_pis: null, valor_pis: null, base_cofins: null, aliq_cofins: null, valor_cofins: null })],
    expected: [],
  },
  {
    name: 'Simples Nacional: compra com o CST 01 do fornecedor é alerta, não erro (LC 123/2006, art. 23)',
    regime: SIMPLES,
    rows: [item({ cfop: '1102' })],
    expected: ['2:warning:PC_CST_OPERACAO'],
  },
  {
    name: 'Lucro Real com CSOSN na coluna de CST: um único alerta no arquivo (tabelas 4.3.3/4.3.4; regime a conferir)',
    regime: REAL,
    rows: [item({ cst_pis: '102', cst_cofins: '102' }), item({ cst_pis: '102', cst_cofins: '102' }), item({ cst_pis: '500', cst_cofins: '500' })],
    expected: ['2:warning:PC_CST_INVALIDO'],
  },
  {
    name: 'transferência 5.152 com CST 01 e alíquota zero: alerta sem valor, não erro (Lei 10.833/2003, art. 1º — sem receita)',
    regime: REAL,
    rows: [item({ cfop: '5.152', base_pis: 0, aliq_pis: 0, valor_pis: 0, base_cofins: 0, aliq_cofins: 0, valor_cofins: 0 })],
    expected: ['2:warning:PC_ALIQUOTA', '2:warning:PC_ALIQUOTA'],
    impacto: [null, null],
  },
  {
    name: 'bonificação 5.910 com CST 49 sem valores está correta (tabela 4.3.3, CST 49)',
    regime: REAL,
    rows: [item({ cfop: '5910', cst_pis: '49', cst_cofins: '49', base_pis: 0, aliq_pis: 0, valor_pis: 0, base_cofins: 0, aliq_cofins: 0, valor_cofins: 0 })],
    expected: [],
  },
  {
    name: 'devolução de compra 5.202 com CST 01 à alíquota do crédito de origem: alerta, não erro (Lei 10.833/2003, art. 1º)',
    regime: REAL,
    rows: [item({ cfop: '5202', aliq_pis: 1, valor_pis: 10, aliq_cofins: 5, valor_cofins: 50 })],
    expected: ['2:warning:PC_ALIQUOTA', '2:warning:PC_ALIQUOTA'],
  },
  {
    name: 'transferência 5.152 com base abaixo do valor (custo): sem PC_BASE (Lei 9.718/1998, art. 3º)',
    regime: REAL,
    rows: [item({ cfop: '5152', valor_icms: 120, base_pis: 500, valor_pis: 8.25, base_cofins: 500, valor_cofins: 38 })],
    expected: [],
  },
  {
    name: 'industrialização por encomenda 5.124 continua receita: CST 01 a 0% é erro (Lei 10.833/2003, art. 2º)',
    regime: REAL,
    rows: [item({ cfop: '5124', base_pis: 1000, aliq_pis: 0, valor_pis: 0 })],
    expected: ['2:error:PC_ALIQUOTA'],
  },
  {
    name: 'exportação 7.101 com CST 08 e venda à ZFM 6.109 com CST 06 estão corretas (Lei 10.833/2003, art. 6º; Lei 10.996/2004, art. 2º)',
    regime: REAL,
    rows: [
      item({ cfop: '7.101', cst_pis: '08', cst_cofins: '08', base_pis: 0, aliq_pis: 0, valor_pis: 0, base_cofins: 0, aliq_cofins: 0, valor_cofins: 0 }),
      item({ cfop: '6.109', cst_pis: '06', cst_cofins: '06', base_pis: 0, aliq_pis: 0, valor_pis: 0, base_cofins: 0, aliq_cofins: 0, valor_cofins: 0 }),
    ],
    expected: [],
  },
];

describe('PIS/COFINS — formatos reais de ERP', () => {
  it.each(cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const r = runFile(c.regime, c.rows);
    expect(codes(r)).toEqual([...c.expected].sort());
    if (c.impacto) expect(r.issues.map((f) => f.impacto)).toEqual(c.impacto);
  });

  it('linhas de cabeçalho de nota entre os itens ("NF 1001 – Cliente X") são ignoradas, não viram "CST não informado"', () => {
    const docLine = { documento: 'NF 1001 - CLIENTE MODELO LTDA', data: null, produto: null, ncm: null, cfop: null, valor: null, cst_pis: null, base_pis: null, aliq_pis: null, valor_pis: null, cst_cofins: null, base_cofins: null, aliq_cofins: null, valor_cofins: null };
    const r = runFile(REAL, [docLine, item(), { ...docLine, documento: 'NF 1002' }, item()]);
    expect(r.issues).toEqual([]);
    expect(r.detalhes.linhas).toBe(2);
    expect(r.detalhes.linhasIgnoradas).toBe(2);
    expect(r.summary).toEqual({ correct: 2, warnings: 0, errors: 0 });
    expect(r.message).toContain('2 linhas sem CFOP, CST, NCM e valor foram ignoradas');
  });

  it('itens seguintes da nota com data e número em branco ("suprimir se duplicado") usam os da nota: a data decide o período (CBS a partir de 2027, LC 214/2025)', () => {
    const r = runFile(REAL, [
      item({ data: '05/01/2027', documento: '2001' }),
      item({ data: null, documento: null }),
      item({ data: '', documento: '' }),
      item({ data: '15/03/2025', documento: '1001' }),
      item({ data: null, documento: null }),
    ]);
    expect(codes(r)).toEqual(['2:warning:PC_PERIODO', '3:warning:PC_PERIODO', '4:warning:PC_PERIODO']);
    expect(r.issues.map((f) => f.documento)).toEqual(['2001', '2001', '2001']);
  });

  it.each([
    ['"CST 01" (rótulo antes do código)', { cst_pis: 'CST 01', cst_cofins: 'CST 01' }],
    ['"Sit. Trib.: 01"', { cst_pis: 'Sit. Trib.: 01', cst_cofins: 'Sit. Trib.: 01' }],
    ['uma coluna "CST PIS/COFINS" com "01/01"', { cst_pis: '01/01', cst_cofins: '01/01' }],
  ])('CST escrito como %s é o CST 01 (tabelas 4.3.3/4.3.4 do Guia Prático)', (_name, cells) => {
    expect(codes(runFile(REAL, [item(cells)]))).toEqual([]);
  });

  it('coluna única "CST PIS/COFINS" com "01/50": o primeiro é o do PIS, o segundo o da COFINS', () => {
    const r = runFile(REAL, [item({ cst_pis: '01/50', cst_cofins: '01/50' })]);
    expect(codes(r)).toEqual(['2:error:PC_CST_DIVERGENTE', '2:error:PC_CST_OPERACAO']);
    expect(r.issues.find((f) => f.code === 'PC_CST_OPERACAO')?.message).toMatch(/^CST 50 da COFINS/);
  });

  it('Simples com CSOSN ainda segrega a receita monofásica (LC 123/2006, art. 18, § 4º-A)', () => {
    const r = runFile(SIMPLES, [item({ ncm: '30049099', cst_pis: '102', cst_cofins: '102', valor: '1.000,00', valor_pis: null, valor_cofins: null })]);
    expect(r.totais.receita_segregavel_simples).toBe(1000);
  });
});

describe('PIS/COFINS — relatório de entradas do Alterdata (issue 19)', () => {
  it('cancelled notes left out by the reader are said in the result ("N linhas de notas canceladas ignoradas"), not checked as items', () => {
    const r = checkPisCofinsRows([{ line: 6, values: item() }], { regime: 'lucro-real', pisCofins: realPisCofinsTables(), ncm: fakeNcm(), skippedRows: { canceladas: 43 } });
    expect(r.detalhes.linhas).toBe(1);
    expect(r.detalhes.linhasCanceladas).toBe(43);
    expect(r.message).toContain('43 linhas de notas canceladas ignoradas');
  });
});
