import { describe, expect, it } from 'vitest';
import { checkPisCofinsRows, createPisCofinsChecker } from './check-pis-cofins';
import { fakeNcm, item, realPisCofinsTables } from '../../../tests/fixtures/pis-cofins/engine-support';
import type { PisCofinsFinding, Regime } from './types';

function run(regime: Regime, values: Record<string, unknown>, ncm = fakeNcm(['59039000'], ['12345678'])) {
  const checker = createPisCofinsChecker({ regime, pisCofins: realPisCofinsTables(), ncm, referenceDate: new Date('2025-06-01') });
  return checker.check({ line: 2, values });
}

const codes = (fs: PisCofinsFinding[]) => fs.map((f) => `${f.type}:${f.code}`).sort();

interface Case {
  name: string;
  regime: Regime;
  values: Record<string, unknown>;
  expected: string[];
  impacto?: Record<string, number | null>;
}

const REAL: Regime = 'lucro-real';
const PRESUMIDO: Regime = 'lucro-presumido';

const cases: Case[] = [
  // Correct rows: no finding.
  { name: 'Lucro Real, venda CST 01 a 1,65%/7,6% (Leis 10.637/2002 e 10.833/2003) está correta', regime: REAL, values: item(), expected: [] },
  {
    name: 'Lucro Presumido, venda CST 01 a 0,65%/3% (Leis 9.715/1998 e 9.718/1998) está correta',
    regime: PRESUMIDO,
    values: item({ aliq_pis: 0.65, valor_pis: 6.5, aliq_cofins: 3, valor_cofins: 30 }),
    expected: [],
  },
  {
    name: 'alíquotas em fração (0,0165/0,076) e CFOP com ponto e CST "1" são aceitos (formato de ERP)',
    regime: REAL,
    values: item({ cfop: '5.102', cst_pis: 1, cst_cofins: '1', aliq_pis: 0.0165, aliq_cofins: 0.076 }),
    expected: [],
  },
  {
    name: 'textos pt-BR ("1.000,00", "1,65%") são lidos como números',
    regime: REAL,
    values: item({ valor: '1.000,00', base_pis: '1.000,00', aliq_pis: '1,65%', valor_pis: 'R$ 16,50', base_cofins: '1.000,00', aliq_cofins: '7,60%', valor_cofins: '76,00' }),
    expected: [],
  },
  {
    name: 'revenda de medicamento com CST 04 e valores zerados (Lei 10.147/2000, art. 2º) está correta',
    regime: REAL,
    values: item({ ncm: '30049099', cst_pis: '04', cst_cofins: '04', base_pis: null, aliq_pis: 0, valor_pis: 0, base_cofins: null, aliq_cofins: 0, valor_cofins: 0 }),
    expected: [],
  },
  {
    name: 'compra com crédito CST 50 a 1,65%/7,6% no Lucro Real (Lei 10.833/2003, art. 3º) está correta',
    regime: REAL,
    values: item({ cfop: '1102', cst_pis: '50', cst_cofins: '50' }),
    expected: [],
  },
  {
    name: 'base sem o ICMS destacado (Tema 69 STF) não é apontada',
    regime: REAL,
    values: item({ valor_icms: 180, base_pis: 820, valor_pis: 13.53, base_cofins: 820, valor_cofins: 62.32 }),
    expected: [],
  },
  // PC_CST_INVALIDO
  {
    name: 'PC_CST_INVALIDO: CST 10 não existe nas tabelas 4.3.3/4.3.4',
    regime: REAL,
    values: item({ cst_pis: '10', cst_cofins: '10' }),
    expected: ['error:PC_CST_INVALIDO', 'error:PC_CST_INVALIDO'],
  },
  {
    name: 'PC_CST_INVALIDO: CST do PIS em branco (tabela 4.3.3)',
    regime: REAL,
    values: item({ cst_pis: '' }),
    expected: ['error:PC_CST_INVALIDO'],
  },
  // PC_CST_DIVERGENTE
  {
    name: 'PC_CST_DIVERGENTE: PIS 01 e COFINS 06 no mesmo item (tabelas 4.3.3/4.3.4)',
    regime: REAL,
    values: item({ cst_cofins: '06', aliq_cofins: 0, valor_cofins: 0, base_cofins: 0 }),
    expected: ['error:PC_CST_DIVERGENTE', 'warning:PC_CST_SEM_AMPARO'],
  },
  // PC_CST_OPERACAO
  {
    name: 'PC_CST_OPERACAO: CST de entrada 50 em venda CFOP 5.102',
    regime: REAL,
    values: item({ cst_pis: '50', cst_cofins: '50' }),
    expected: ['error:PC_CST_OPERACAO'],
  },
  {
    name: 'PC_CST_OPERACAO: CST de saída 01 em compra CFOP 1.102',
    regime: REAL,
    values: item({ cfop: '1102' }),
    expected: ['error:PC_CST_OPERACAO'],
  },
  {
    name: 'PC_CST_OPERACAO: em devolução de compra (CFOP 5.202) com CST 50 é alerta (ERP repete o CST da compra)',
    regime: REAL,
    values: item({ cfop: '5202', cst_pis: '50', cst_cofins: '50' }),
    expected: ['warning:PC_CST_OPERACAO'],
  },
  {
    name: 'PC_CST_OPERACAO: CST 49 (outras operações) em venda CFOP 5.102 no Lucro Real deixa a receita fora da apuração (tabela 4.3.3; Lei 10.833/2003, art. 1º)',
    regime: REAL,
    values: item({ cst_pis: '49', cst_cofins: '49', base_pis: 0, aliq_pis: 0, valor_pis: 0, base_cofins: 0, aliq_cofins: 0, valor_cofins: 0 }),
    expected: ['warning:PC_CST_OPERACAO'],
  },
  {
    name: 'CST 49 em remessa (CFOP 5.949) sem receita está correto (tabela 4.3.3)',
    regime: PRESUMIDO,
    values: item({ cfop: '5949', cst_pis: '49', cst_cofins: '49', base_pis: 0, aliq_pis: 0, valor_pis: 0, base_cofins: 0, aliq_cofins: 0, valor_cofins: 0 }),
    expected: [],
  },
  { name: 'CST 99 serve para entrada e saída (tabela 4.3.3)', regime: REAL, values: item({ cfop: '1949', cst_pis: '99', cst_cofins: '99' }), expected: [] },
  // PC_ALIQUOTA
  {
    name: 'PC_ALIQUOTA: Lucro Presumido com 1,65%/7,6% paga a maior (Lei 9.718/1998, art. 8º)',
    regime: PRESUMIDO,
    values: item(),
    expected: ['error:PC_ALIQUOTA', 'error:PC_ALIQUOTA'],
    impacto: { PIS: 10, COFINS: 46 },
  },
  {
    name: 'PC_ALIQUOTA: Lucro Real com 0,65%/3% é alerta (receitas cumulativas do art. 10 da Lei 10.833/2003)',
    regime: REAL,
    values: item({ aliq_pis: 0.65, valor_pis: 6.5, aliq_cofins: 3, valor_cofins: 30 }),
    expected: ['warning:PC_ALIQUOTA', 'warning:PC_ALIQUOTA'],
    impacto: { PIS: -10, COFINS: -46 },
  },
  {
    name: 'PC_ALIQUOTA: CST 06 com COFINS destacada (alíquota zero, tabela 4.3.4)',
    regime: REAL,
    values: item({ ncm: '02013000', cst_pis: '06', cst_cofins: '06', aliq_pis: 0, valor_pis: 0, base_pis: 0 }),
    expected: ['error:PC_ALIQUOTA'],
    impacto: { COFINS: 76 },
  },
  {
    name: 'PC_ALIQUOTA: crédito de compra a 9,25% de COFINS é crédito a maior (Lei 10.833/2003, art. 3º)',
    regime: REAL,
    values: item({ cfop: '1102', cst_pis: '50', cst_cofins: '50', aliq_cofins: 9.25, valor_cofins: 92.5 }),
    expected: ['error:PC_ALIQUOTA'],
    impacto: { COFINS: -16.5 },
  },
  {
    name: 'PC_ALIQUOTA: crédito da COFINS-Importação a 10,65% (CFOP 3.102) inclui o adicional, que não gera crédito (Lei 10.865/2004, art. 15, § 1º-A)',
    regime: REAL,
    values: item({ cfop: '3102', cst_pis: '50', cst_cofins: '50', aliq_pis: 2.1, valor_pis: 21, aliq_cofins: 10.65, valor_cofins: 106.5 }),
    expected: ['error:PC_ALIQUOTA'],
    impacto: { COFINS: -10 },
  },
  {
    name: 'crédito de PIS/COFINS-Importação a 2,1%/9,65% (CFOP 3.102) está correto (Lei 10.865/2004, arts. 8º e 15)',
    regime: REAL,
    values: item({ cfop: '3102', cst_pis: '50', cst_cofins: '50', aliq_pis: 2.1, valor_pis: 21, aliq_cofins: 9.65, valor_cofins: 96.5 }),
    expected: [],
  },
  {
    name: 'PC_ALIQUOTA: CST 02 de medicamento fora das alíquotas diferenciadas 2,1%/9,9% (Lei 10.147/2000) é alerta',
    regime: REAL,
    values: item({ ncm: '30049099', cfop: '5101', cst_pis: '02', cst_cofins: '02' }),
    expected: ['warning:PC_ALIQUOTA', 'warning:PC_ALIQUOTA'],
  },
  {
    name: 'CST 02 de fabricante de medicamento a 2,1%/9,9% (Lei 10.147/2000, art. 1º) está correto',
    regime: REAL,
    values: item({ ncm: '30049099', cfop: '5101', cst_pis: '02', cst_cofins: '02', aliq_pis: 2.1, valor_pis: 21, aliq_cofins: 9.9, valor_cofins: 99 }),
    expected: [],
  },
  {
    name: 'PC_ALIQUOTA: fabricante de medicamento (CFOP 5.101) com CST 01 em vez de CST 02 a 2,1%/9,9% (Lei 10.147/2000, art. 1º)',
    regime: REAL,
    values: item({ ncm: '30049099', cfop: '5101' }),
    expected: ['warning:PC_ALIQUOTA'],
    impacto: { 'PIS/COFINS': -27.5 },
  },
  {
    name: 'PC_ALIQUOTA: CST 04 com PIS/COFINS destacados mesmo sem colunas de base e alíquota (Lei 10.147/2000, art. 2º)',
    regime: REAL,
    values: (() => {
      const v = item({ ncm: '30049099', cst_pis: '04', cst_cofins: '04' });
      for (const k of ['base_pis', 'aliq_pis', 'base_cofins', 'aliq_cofins']) delete v[k];
      return v;
    })(),
    expected: ['error:PC_ALIQUOTA', 'error:PC_ALIQUOTA'],
    impacto: { PIS: 16.5, COFINS: 76 },
  },
  {
    name: 'PC_ALIQUOTA: Lucro Presumido sem colunas de base e alíquota, valores a 1,65%/7,6% do item (Lei 9.718/1998, art. 8º)',
    regime: PRESUMIDO,
    values: (() => {
      const v = item();
      for (const k of ['base_pis', 'aliq_pis', 'base_cofins', 'aliq_cofins']) delete v[k];
      return v;
    })(),
    expected: ['error:PC_ALIQUOTA', 'error:PC_ALIQUOTA'],
    impacto: { PIS: 10, COFINS: 46 },
  },
  {
    name: 'sem colunas de base e alíquota, valor menor que o do regime (ICMS excluído, Tema 69) não é apontado',
    regime: REAL,
    values: (() => {
      const v = item({ valor_pis: 13.53, valor_cofins: 62.32 });
      for (const k of ['base_pis', 'aliq_pis', 'base_cofins', 'aliq_cofins']) delete v[k];
      return v;
    })(),
    expected: [],
  },
  {
    name: 'PC_ALIQUOTA: venda de ativo imobilizado (CFOP 5.551) tributada — fora da base (Lei 10.833/2003, art. 1º, § 3º, II)',
    regime: REAL,
    values: item({ cfop: '5551' }),
    expected: ['warning:PC_ALIQUOTA', 'warning:PC_ALIQUOTA'],
    impacto: { PIS: 16.5, COFINS: 76 },
  },
  {
    name: 'PC_ALIQUOTA: venda de ativo imobilizado (CFOP 6.551) tributada no Lucro Presumido — excluída da receita bruta (Lei 9.718/1998, art. 3º, § 2º, IV)',
    regime: PRESUMIDO,
    values: item({ cfop: '6551', aliq_pis: 0.65, valor_pis: 6.5, aliq_cofins: 3, valor_cofins: 30 }),
    expected: ['warning:PC_ALIQUOTA', 'warning:PC_ALIQUOTA'],
    impacto: { PIS: 6.5, COFINS: 30 },
  },
  {
    name: 'PC_ALIQUOTA: exportação (CFOP 7.102) com PIS/COFINS destacados — receita imune (CF, art. 149, § 2º, I; Lei 10.833/2003, art. 6º)',
    regime: REAL,
    values: item({ cfop: '7102' }),
    expected: ['error:PC_ALIQUOTA', 'error:PC_ALIQUOTA'],
    impacto: { PIS: 16.5, COFINS: 76 },
  },
  {
    name: 'PC_ALIQUOTA: exportação (CFOP 7.101) no Lucro Presumido com 0,65%/3% — receita imune (CF, art. 149, § 2º, I)',
    regime: PRESUMIDO,
    values: item({ cfop: '7101', aliq_pis: 0.65, valor_pis: 6.5, aliq_cofins: 3, valor_cofins: 30 }),
    expected: ['error:PC_ALIQUOTA', 'error:PC_ALIQUOTA'],
    impacto: { PIS: 6.5, COFINS: 30 },
  },
  {
    name: 'PC_ALIQUOTA: venda com fim específico de exportação (CFOP 5.501) tributada é alerta com o valor recuperável (Lei 10.833/2003, art. 6º, III)',
    regime: REAL,
    values: item({ cfop: '5501' }),
    expected: ['warning:PC_ALIQUOTA', 'warning:PC_ALIQUOTA'],
    impacto: { PIS: 16.5, COFINS: 76 },
  },
  {
    name: 'PC_ALIQUOTA: venda à ZFM (CFOP 6.110) com PIS/COFINS destacados é alerta com o valor recuperável (Lei 10.996/2004, art. 2º)',
    regime: REAL,
    values: item({ cfop: '6110' }),
    expected: ['warning:PC_ALIQUOTA', 'warning:PC_ALIQUOTA'],
    impacto: { PIS: 16.5, COFINS: 76 },
  },
  {
    name: 'venda à ZFM (CFOP 6.109) com CST 06 e valor zero está correta (Lei 10.996/2004, art. 2º)',
    regime: REAL,
    values: item({ cfop: '6109', cst_pis: '06', cst_cofins: '06', base_pis: 0, aliq_pis: 0, valor_pis: 0, base_cofins: 0, aliq_cofins: 0, valor_cofins: 0 }),
    expected: [],
  },
  {
    name: 'venda de ativo imobilizado (CFOP 5.551) com CST 49 e valor zero está correta (Lei 10.833/2003, art. 1º, § 3º, II)',
    regime: REAL,
    values: item({ cfop: '5551', cst_pis: '49', cst_cofins: '49', base_pis: 0, aliq_pis: 0, valor_pis: 0, base_cofins: 0, aliq_cofins: 0, valor_cofins: 0 }),
    expected: [],
  },
  // PC_VALOR
  {
    name: 'PC_VALOR: COFINS de R$ 80,00 ≠ 1.000 × 7,6% (Lei 10.833/2003, art. 2º)',
    regime: REAL,
    values: item({ valor_cofins: 80 }),
    expected: ['error:PC_VALOR'],
    impacto: { COFINS: 4 },
  },
  { name: 'PC_VALOR: diferença de até R$ 0,01 é arredondamento', regime: REAL, values: item({ valor_pis: 16.51 }), expected: [] },
  // PC_BASE
  {
    name: 'PC_BASE: desconto incondicional não excluído da base (Lei 9.718/1998, art. 3º, § 2º)',
    regime: REAL,
    values: item({ desconto: 100 }),
    expected: ['warning:PC_BASE'],
    impacto: { 'PIS/COFINS': 9.25 },
  },
  {
    name: 'PC_BASE: ICMS destacado mantido na base — recuperação do Tema 69 STF (RE 574.706)',
    regime: REAL,
    values: item({ valor_icms: 180 }),
    expected: ['warning:PC_BASE'],
    impacto: { 'PIS/COFINS': 16.65 },
  },
  {
    name: 'PC_BASE: base 40% do valor do item sem exclusão conhecida',
    regime: REAL,
    values: item({ base_pis: 400, valor_pis: 6.6, base_cofins: 400, valor_cofins: 30.4 }),
    expected: ['warning:PC_BASE'],
    impacto: { 'PIS/COFINS': null },
  },
  {
    name: 'PC_BASE: crédito de compra com ICMS na base após 01/05/2023 (Lei 14.592/2023) é crédito a maior',
    regime: REAL,
    values: item({ cfop: '1102', cst_pis: '50', cst_cofins: '50', valor_icms: 120 }),
    expected: ['warning:PC_BASE'],
    impacto: { 'PIS/COFINS': -11.1 },
  },
  {
    name: 'linha de devolução com valores negativos não recebe regra de base (Lei 9.718/1998, art. 3º)',
    regime: REAL,
    values: item({ valor: -1000, base_pis: -1000, valor_pis: -16.5, base_cofins: -1000, valor_cofins: -76 }),
    expected: [],
  },
  // PC_MONOFASICO
  {
    name: 'PC_MONOFASICO: revenda de medicamento (Lei 10.147/2000) com CST 01 — PIS+COFINS pagos a maior',
    regime: REAL,
    values: item({ ncm: '30049099' }),
    expected: ['error:PC_MONOFASICO'],
    impacto: { 'PIS/COFINS': 92.5 },
  },
  {
    name: 'PC_MONOFASICO: revenda de pneu (Lei 10.485/2002) no Lucro Presumido com CST 01',
    regime: PRESUMIDO,
    values: item({ ncm: '40111000', cfop: '6102', aliq_pis: 0.65, valor_pis: 6.5, aliq_cofins: 3, valor_cofins: 30 }),
    expected: ['error:PC_MONOFASICO'],
    impacto: { 'PIS/COFINS': 36.5 },
  },
  {
    name: 'NCM listado só com Ex da TIPI (2202.90.00 Ex 03) não é tratado como monofásico sem o Ex',
    regime: REAL,
    values: item({ ncm: '22029000' }),
    expected: [],
  },
  {
    name: 'PC_MONOFASICO: crédito (CST 50) na compra para revenda de medicamento no Lucro Real é indevido (Lei 10.833/2003, art. 3º, I, "b")',
    regime: REAL,
    values: item({ ncm: '30049099', cfop: '1102', cst_pis: '50', cst_cofins: '50' }),
    expected: ['error:PC_MONOFASICO'],
    impacto: { 'PIS/COFINS': -92.5 },
  },
  {
    name: 'compra para revenda de medicamento com CST 70 (sem crédito) está correta (Lei 10.833/2003, art. 3º, I, "b")',
    regime: REAL,
    values: item({ ncm: '30049099', cfop: '1102', cst_pis: '70', cst_cofins: '70', base_pis: 0, aliq_pis: 0, valor_pis: 0, base_cofins: 0, aliq_cofins: 0, valor_cofins: 0 }),
    expected: [],
  },
  {
    name: 'importação de medicamento (CFOP 3.102) com crédito CST 50 da PIS/COFINS-Importação não é apontada (Lei 10.865/2004, art. 15)',
    regime: REAL,
    values: item({ ncm: '30049099', cfop: '3102', cst_pis: '50', cst_cofins: '50', aliq_pis: 2.1, valor_pis: 21, aliq_cofins: 9.65, valor_cofins: 96.5 }),
    expected: [],
  },
  {
    name: 'PC_ALIQUOTA_ZERO: crédito (CST 50) na compra de ovos à alíquota zero é indevido (Lei 10.833/2003, art. 3º, § 2º, II; Lei 10.925/2004, art. 1º)',
    regime: REAL,
    values: item({ ncm: '04072100', cfop: '1102', cst_pis: '50', cst_cofins: '50' }),
    expected: ['error:PC_ALIQUOTA_ZERO'],
    impacto: { 'PIS/COFINS': -92.5 },
  },
  {
    name: 'PC_ALIQUOTA_ZERO: crédito na compra de trigo para industrialização (CFOP 1.101) à alíquota zero é indevido (Lei 10.637/2002, art. 3º, § 2º, II)',
    regime: REAL,
    values: item({ ncm: '10019900', cfop: '1101', cst_pis: '50', cst_cofins: '50' }),
    expected: ['error:PC_ALIQUOTA_ZERO'],
    impacto: { 'PIS/COFINS': -92.5 },
  },
  {
    name: 'PC_ALIQUOTA: compra para revenda (CFOP 1.102) sem crédito (CST 70) de produto tributado no Lucro Real — crédito não aproveitado (Lei 10.833/2003, art. 3º, I)',
    regime: REAL,
    values: item({ cfop: '1102', cst_pis: '70', cst_cofins: '70', valor_icms: 120, base_pis: 0, aliq_pis: 0, valor_pis: 0, base_cofins: 0, aliq_cofins: 0, valor_cofins: 0 }),
    expected: ['warning:PC_ALIQUOTA'],
    impacto: { 'PIS/COFINS': 81.4 },
  },
  {
    name: 'compra para revenda de medicamento (monofásico) com CST 70 não é crédito perdido (Lei 10.833/2003, art. 3º, I, "b")',
    regime: REAL,
    values: item({ ncm: '30049099', cfop: '1102', cst_pis: '70', cst_cofins: '70', base_pis: 0, aliq_pis: 0, valor_pis: 0, base_cofins: 0, aliq_cofins: 0, valor_cofins: 0 }),
    expected: [],
  },
  {
    name: 'compra para revenda de autopeça (87.08) com CST 70 não é crédito perdido: pode ser monofásica (Lei 10.485/2002, Anexo I)',
    regime: REAL,
    values: item({ ncm: '87083090', cfop: '1102', cst_pis: '70', cst_cofins: '70', base_pis: 0, aliq_pis: 0, valor_pis: 0, base_cofins: 0, aliq_cofins: 0, valor_cofins: 0 }),
    expected: [],
  },
  {
    name: 'compra para revenda com CST 70 no Lucro Presumido está correta (Lei 10.833/2003, art. 10 — sem créditos)',
    regime: PRESUMIDO,
    values: item({ cfop: '1102', cst_pis: '70', cst_cofins: '70', base_pis: 0, aliq_pis: 0, valor_pis: 0, base_cofins: 0, aliq_cofins: 0, valor_cofins: 0 }),
    expected: [],
  },
  // PC_ALIQUOTA_ZERO
  {
    name: 'PC_ALIQUOTA_ZERO: carne bovina (Lei 10.925/2004, art. 1º) tributada com CST 01',
    regime: REAL,
    values: item({ ncm: '02013000' }),
    expected: ['error:PC_ALIQUOTA_ZERO'],
    impacto: { 'PIS/COFINS': 92.5 },
  },
  // PC_CST_SEM_AMPARO
  {
    name: 'PC_CST_SEM_AMPARO: CST 04 em móvel, ausente da tabela 4.3.10',
    regime: REAL,
    values: item({ cst_pis: '04', cst_cofins: '04', aliq_pis: 0, valor_pis: 0, aliq_cofins: 0, valor_cofins: 0 }),
    expected: ['warning:PC_CST_SEM_AMPARO'],
  },
  {
    name: 'PC_CST_SEM_AMPARO: CST 06 em móvel, ausente da tabela 4.3.13',
    regime: PRESUMIDO,
    values: item({ cst_pis: '06', cst_cofins: '06', aliq_pis: 0, valor_pis: 0, aliq_cofins: 0, valor_cofins: 0 }),
    expected: ['warning:PC_CST_SEM_AMPARO'],
  },
  {
    name: 'CST 08 em exportação (CFOP 7.102) não exige NCM em tabela (Lei 10.833/2003, art. 6º)',
    regime: REAL,
    values: item({ cfop: '7102', cst_pis: '08', cst_cofins: '08', aliq_pis: 0, valor_pis: 0, aliq_cofins: 0, valor_cofins: 0 }),
    expected: [],
  },
  // Bebidas frias (Lei 13.097/2015): not monofásico since 01/05/2015
  {
    name: 'bebida fria: revenda de cerveja com CST 01 não é PC_MONOFASICO desde 01/05/2015; alíquota zero só do varejista é alerta (Lei 13.097/2015, arts. 14, 25 e 28)',
    regime: REAL,
    values: item({ ncm: '22030000' }),
    expected: ['warning:PC_ALIQUOTA_ZERO'],
    impacto: { 'PIS/COFINS': 92.5 },
  },
  {
    name: 'bebida fria: refrigerante (22.02) revendido com CST 01 no Lucro Presumido — alíquota zero do varejista (Lei 13.097/2015, art. 28)',
    regime: PRESUMIDO,
    values: item({ ncm: '22021000', cfop: '5405', aliq_pis: 0.65, valor_pis: 6.5, aliq_cofins: 3, valor_cofins: 30 }),
    expected: ['warning:PC_ALIQUOTA_ZERO'],
    impacto: { 'PIS/COFINS': 36.5 },
  },
  {
    name: 'bebida fria: revenda de cerveja pelo varejista com CST 06 está correta (Lei 13.097/2015, art. 28; natureza 918 da tabela 4.3.13)',
    regime: REAL,
    values: item({ ncm: '22030000', cfop: '5405', cst_pis: '06', cst_cofins: '06', base_pis: 0, aliq_pis: 0, valor_pis: 0, base_cofins: 0, aliq_cofins: 0, valor_cofins: 0 }),
    expected: [],
  },
  {
    name: 'bebida fria: CST 04 (monofásico) na revenda de cerveja é alerta — regime revogado em 01/05/2015 (Lei 13.097/2015, arts. 14 e 28)',
    regime: REAL,
    values: item({ ncm: '22030000', cfop: '5405', cst_pis: '04', cst_cofins: '04', base_pis: 0, aliq_pis: 0, valor_pis: 0, base_cofins: 0, aliq_cofins: 0, valor_cofins: 0 }),
    expected: ['warning:PC_CST_SEM_AMPARO'],
  },
  {
    name: 'bebida fria: atacadista com CST 02 a 2,32%/10,68% na revenda de cerveja está correto (Lei 13.097/2015, art. 25)',
    regime: PRESUMIDO,
    values: item({ ncm: '22030000', cst_pis: '02', cst_cofins: '02', aliq_pis: 2.32, valor_pis: 23.2, aliq_cofins: 10.68, valor_cofins: 106.8 }),
    expected: [],
  },
  {
    name: 'bebida fria: nota de 04/2015 ainda no regime monofásico (Lei 10.833/2003, art. 58-A, até 30/04/2015)',
    regime: REAL,
    values: item({ data: '10/04/2015', ncm: '22030000' }),
    expected: ['error:PC_MONOFASICO'],
    impacto: { 'PIS/COFINS': 92.5 },
  },
  // Alíquota zero the OCA table lists without NCM (Lei 10.925/2004, art. 1º)
  {
    name: 'PC_ALIQUOTA_ZERO: café torrado (09.01) revendido com CST 01 (Lei 10.925/2004, art. 1º; natureza 123 da tabela 4.3.13)',
    regime: REAL,
    values: item({ ncm: '09012100' }),
    expected: ['error:PC_ALIQUOTA_ZERO'],
    impacto: { 'PIS/COFINS': 92.5 },
  },
  {
    name: 'café (09.01) com CST 06 tem amparo (Lei 10.925/2004, art. 1º; natureza 123)',
    regime: REAL,
    values: item({ ncm: '09012100', cst_pis: '06', cst_cofins: '06', base_pis: 0, aliq_pis: 0, valor_pis: 0, base_cofins: 0, aliq_cofins: 0, valor_cofins: 0 }),
    expected: [],
  },
  {
    name: 'margarina (1517.10.00) com CST 06 tem amparo (Lei 10.925/2004, art. 1º; natureza 127)',
    regime: PRESUMIDO,
    values: item({ ncm: '15171000', cst_pis: '06', cst_cofins: '06', base_pis: 0, aliq_pis: 0, valor_pis: 0, base_cofins: 0, aliq_cofins: 0, valor_cofins: 0 }),
    expected: [],
  },
  {
    name: 'queijo mozarela (0406.10.10) com CST 06 não é "sem amparo" (Lei 10.925/2004, art. 1º; natureza 111, definida por tipo)',
    regime: REAL,
    values: item({ ncm: '04061010', cst_pis: '06', cst_cofins: '06', base_pis: 0, aliq_pis: 0, valor_pis: 0, base_cofins: 0, aliq_cofins: 0, valor_cofins: 0 }),
    expected: [],
  },
  {
    name: 'queijo (04.06) com CST 01 não é apontado: a alíquota zero depende do tipo, não do NCM (Lei 10.925/2004, art. 1º)',
    regime: REAL,
    values: item({ ncm: '04069090' }),
    expected: [],
  },
  {
    name: 'leite UHT (0401.20.10) com CST 06 não é "sem amparo" (Lei 10.925/2004, art. 1º; natureza 110)',
    regime: REAL,
    values: item({ ncm: '04012010', cst_pis: '06', cst_cofins: '06', base_pis: 0, aliq_pis: 0, valor_pis: 0, base_cofins: 0, aliq_cofins: 0, valor_cofins: 0 }),
    expected: [],
  },
  // PC_CREDITO_REGIME
  {
    name: 'PC_CREDITO_REGIME: crédito CST 50 no Lucro Presumido (Lei 10.833/2003, art. 10)',
    regime: PRESUMIDO,
    values: item({ cfop: '1102', cst_pis: '50', cst_cofins: '50' }),
    expected: ['error:PC_CREDITO_REGIME'],
    impacto: { 'PIS/COFINS': -92.5 },
  },
  {
    name: 'PC_CREDITO_REGIME: CST 50 com valores numa compra do Simples não soma "recolhido a menor" — o PGDAS-D não desconta créditos (LC 123/2006, art. 23)',
    regime: 'simples',
    values: item({ cfop: '1102', cst_pis: '50', cst_cofins: '50' }),
    expected: ['error:PC_CREDITO_REGIME'],
    impacto: { 'PIS/COFINS': null },
  },
  {
    name: 'PC_CREDITO_REGIME: devolução de venda (CFOP 1.202) com CST 50 no Lucro Presumido é alerta sem valor — a devolução é excluída da receita (Lei 9.718/1998, art. 3º, § 2º, I)',
    regime: PRESUMIDO,
    values: item({ cfop: '1202', cst_pis: '50', cst_cofins: '50', aliq_pis: 0.65, valor_pis: 6.5, aliq_cofins: 3, valor_cofins: 30 }),
    expected: ['warning:PC_CREDITO_REGIME'],
    impacto: { 'PIS/COFINS': null },
  },
  {
    name: 'PC_CREDITO_REGIME: devolução de venda (CFOP 2.411) com CST 50 no Simples é alerta sem valor (LC 123/2006, art. 3º, § 1º)',
    regime: 'simples',
    values: item({ cfop: '2411', cst_pis: '50', cst_cofins: '50' }),
    expected: ['warning:PC_CREDITO_REGIME'],
    impacto: { 'PIS/COFINS': null },
  },
  {
    name: 'PC_CREDITO_REGIME: crédito presumido CST 60 no Simples Nacional (LC 123/2006, art. 23)',
    regime: 'simples',
    values: item({ cfop: '1102', cst_pis: '60', cst_cofins: '60', valor_pis: 0, valor_cofins: 0 }),
    expected: ['error:PC_CREDITO_REGIME'],
    impacto: { 'PIS/COFINS': null },
  },
  // PC_NCM_INVALIDO
  { name: 'PC_NCM_INVALIDO: NCM em branco', regime: REAL, values: item({ ncm: '' }), expected: ['warning:PC_NCM_INVALIDO'] },
  { name: 'PC_NCM_INVALIDO: NCM inexistente na tabela NCM', regime: REAL, values: item({ ncm: '12345678' }), expected: ['warning:PC_NCM_INVALIDO'] },
  { name: 'PC_NCM_INVALIDO: NCM extinto (Res. Gecex 812/2025)', regime: REAL, values: item({ ncm: '59039000' }), expected: ['warning:PC_NCM_INVALIDO'] },
  { name: 'NCM numérico sem o zero à esquerda (2013000 → 02013000) é reconhecido', regime: REAL, values: item({ ncm: 2013000, cst_pis: '06', cst_cofins: '06', aliq_pis: 0, valor_pis: 0, aliq_cofins: 0, valor_cofins: 0 }), expected: [] },
  { name: 'serviço (CFOP 5.933) com NCM 00 não é NCM inválido (NF-e: NCM "00" para serviços)', regime: REAL, values: item({ ncm: '00', cfop: '5933' }), expected: [] },
  { name: 'frete contratado (CFOP 1.353) com NCM 00 e crédito CST 50 não é NCM inválido (Lei 10.833/2003, art. 3º, IX)', regime: REAL, values: item({ ncm: '00', cfop: '1353', cst_pis: '50', cst_cofins: '50' }), expected: [] },
  { name: 'PC_NCM_INVALIDO: mercadoria (CFOP 5.102) com NCM 00 continua apontada', regime: REAL, values: item({ ncm: '00' }), expected: ['warning:PC_NCM_INVALIDO'] },
  // PC_PERIODO
  {
    name: 'PC_PERIODO: documento de 2027 (CBS, LC 214/2025) não recebe regra de PIS/COFINS',
    regime: PRESUMIDO,
    values: item({ data: '02/01/2027', cst_pis: '10' }),
    expected: ['warning:PC_PERIODO'],
  },
  // Simples Nacional
  {
    name: 'Simples Nacional: CST 49/99/04/06 nos itens é normal (LC 123/2006)',
    regime: 'simples',
    values: item({ cst_pis: '49', cst_cofins: '49', aliq_pis: 0, valor_pis: 0, aliq_cofins: 0, valor_cofins: 0 }),
    expected: [],
  },
];

describe('PIS/COFINS — regras por linha', () => {
  it.each(cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const findings = run(c.regime, c.values);
    expect(codes(findings)).toEqual([...c.expected].sort());
    if (c.impacto) {
      const got: Record<string, number | null> = {};
      for (const f of findings) if (f.code !== 'PC_CST_SEM_AMPARO') got[f.tributo ?? '-'] = f.impacto;
      expect(got).toEqual(c.impacto);
    }
    for (const f of findings) {
      expect(f.line).toBe(2);
      expect(f.message.length).toBeGreaterThan(30);
    }
  });

  it('mensagens baseadas nas tabelas por NCM dizem "Indicativo" e citam a tabela', () => {
    const [f] = run(REAL, item({ ncm: '30049099' }));
    expect(f.message).toContain('Indicativo');
    expect(f.message).toContain('4.3.10');
    expect(f.message).toContain('Lei 10.147/2000');
    expect(f.tabela).toBe('4.3.10');
  });

  it.each([
    ['gasolina (Lei 9.718/1998, arts. 4º e 5º)', '27101259', '5656', 'Lei 9.718/1998', ['Lei 10.147', 'Lei 10.485']],
    ['medicamento (Lei 10.147/2000, art. 2º)', '30049099', '5102', 'Lei 10.147/2000, art. 2º', ['Lei 9.718', 'Lei 10.485']],
    ['pneu (Lei 10.485/2002, art. 3º, § 2º)', '40111000', '5405', 'Lei 10.485/2002, art. 3º, § 2º', ['Lei 9.718', 'Lei 10.147']],
  ])('PC_MONOFASICO na revenda de %s cita a lei do produto, não a de outro grupo', (_n, ncm, cfop, cites, notCited) => {
    const [f] = run(REAL, item({ ncm, cfop }));
    expect(f.code).toBe('PC_MONOFASICO');
    expect(f.message).toContain(cites);
    for (const other of notCited) expect(f.message).not.toContain(other);
  });

  it('Simples sem colunas de CST: nenhuma regra de CST falha, a segregação ainda é feita', () => {
    const values = item({ ncm: '30049099' });
    for (const k of ['cst_pis', 'cst_cofins', 'base_pis', 'aliq_pis', 'valor_pis', 'base_cofins', 'aliq_cofins', 'valor_cofins']) delete values[k];
    const r = checkPisCofinsRows([{ line: 2, values }], { regime: 'simples', pisCofins: realPisCofinsTables(), ncm: fakeNcm() });
    expect(r.issues).toEqual([]);
    expect(r.totais.receita_segregavel_simples).toBe(1000);
  });

  it('Simples: revenda de cerveja desde 01/05/2015 não é receita monofásica a segregar (Lei 13.097/2015, art. 14; LC 123/2006, art. 18, § 4º-A, I)', () => {
    const values = item({ ncm: '22030000', cst_pis: '04', cst_cofins: '04', valor_pis: 0, valor_cofins: 0 });
    const r = checkPisCofinsRows([{ line: 2, values }], { regime: 'simples', pisCofins: realPisCofinsTables(), ncm: fakeNcm() });
    expect(r.totais.receita_segregavel_simples).toBe(0);
  });

  it('sem coluna de NCM: um único alerta PC_NCM_INVALIDO para o arquivo', () => {
    const rows = [2, 3, 4].map((line) => {
      const values = item();
      delete values['ncm'];
      return { line, values };
    });
    const r = checkPisCofinsRows(rows, { regime: REAL, pisCofins: realPisCofinsTables(), ncm: fakeNcm() });
    expect(r.issues.map((i) => i.code)).toEqual(['PC_NCM_INVALIDO']);
  });
});

describe('PIS/COFINS — resultado', () => {
  it('RE 574.706 (Tema 69 STF): vendas com o ICMS destacado na base somadas numa frase do resultado', () => {
    const ctx = { pisCofins: realPisCofinsTables(), ncm: fakeNcm(), referenceDate: new Date('2025-06-01') };
    const r = checkPisCofinsRows(
      [
        { line: 2, values: item({ valor_icms: 180 }) },
        { line: 3, values: item({ valor_icms: 180 }) },
        { line: 4, values: item() },
      ],
      { ...ctx, regime: REAL },
    );
    expect(r.detalhes.icmsNaBase).toEqual({ itens: 2, valor: 33.3 });
    expect(r.message).toMatch(/Em 2 vendas a base inclui o ICMS destacado: R\$\s33,30 de PIS\/COFINS podem ser recuperados/);
    const none = checkPisCofinsRows([{ line: 2, values: item() }], { ...ctx, regime: REAL });
    expect(none.detalhes.icmsNaBase).toEqual({ itens: 0, valor: 0 });
    expect(none.message).not.toMatch(/ICMS destacado/);
  });
  it('totaliza impactos, resumo por linha e receita segregável do Simples por grupo', () => {
    const ctx = { pisCofins: realPisCofinsTables(), ncm: fakeNcm(), referenceDate: new Date('2025-06-01') };
    const real = checkPisCofinsRows(
      [
        { line: 2, values: item() },
        { line: 3, values: item({ ncm: '30049099' }) },
        { line: 4, values: item({ valor_cofins: 70 }) },
      ],
      { ...ctx, regime: REAL },
    );
    expect(real.summary).toEqual({ correct: 1, warnings: 0, errors: 2 });
    expect(real.totais).toEqual({ recolhido_a_maior: 92.5, recolhido_a_menor: -6, receita_segregavel_simples: 0 });
    expect(real.status).toBe('success');
    expect(real.detalhes.escalaAliquota).toBe('percentual');

    const simples = checkPisCofinsRows(
      [
        { line: 2, values: item({ ncm: '30049099', cst_pis: '04', cst_cofins: '04', valor: 300, desconto: 50 }) },
        { line: 3, values: item({ ncm: '30039099', cst_pis: '49', cst_cofins: '49', valor: 200 }) },
        { line: 4, values: item({ ncm: '02013000', cfop: '5101', cst_pis: '06', cst_cofins: '06', valor: 500 }) },
        { line: 5, values: item({ ncm: '94033000', cst_pis: '99', cst_cofins: '99', valor: 900 }) },
        { line: 6, values: item({ ncm: '30049099', cfop: '5101', cst_pis: '99', cst_cofins: '99', valor: 100 }) },
      ],
      { ...ctx, regime: 'simples' },
    );
    // Line 4 (carne bovina, alíquota zero of Lei 10.925/2004) is not segregable: LC 123/2006, art. 24, § 1º.
    expect(simples.totais.receita_segregavel_simples).toBe(450);
    expect(simples.detalhes.receitaSegregavelPorGrupo.map((g) => [g.chave, g.tipo, g.receita, g.porPosicaoNcm])).toEqual([
      ['4.3.10 / 201', 'monofasico', 450, { '3004': 250, '3003': 200 }],
    ]);
    expect(simples.detalhes.receitaSegregavelItens.map((i) => [i.line, i.receita, i.grupo])).toEqual([
      [2, 250, '4.3.10 / 201'],
      [3, 200, '4.3.10 / 201'],
    ]);
  });
});
