import type { ColumnSpec } from '../../sheets/types';
import type { Regime } from './types';

/**
 * Columns of the PIS/COFINS check (keys used by the engine). Type-only import from src/sheets/types:
 * it is the shared contract, erased at compile time.
 *
 * Mandatory (the rules cannot run without them): CFOP (direction), Valor do item, CST PIS, CST COFINS,
 * Valor PIS, Valor COFINS. Base and Alíquota are optional because many ERP exports print only one of
 * them: the engine derives the missing one (base = valor do item − desconto; alíquota = valor ÷ base).
 * NCM is optional: without it the NCM-based rules do not run and each row gets PC_NCM_INVALIDO.
 * For Simples Nacional see `pisCofinsColumns`.
 *
 * Order matters: the header matcher drops '%', so '% PIS' and a bare 'PIS' are the same tokens; on
 * ties the earlier spec takes the earlier column, and aliq_* is listed before valor_* because rate
 * columns come before value columns in ERP layouts ("% PIS | PIS").
 */
export const PIS_COFINS_COLUMNS: ColumnSpec[] = [
  { key: 'data', synonyms: ['Data', 'Data emissão', 'Data de emissão', 'Dt. emissão', 'Dt emissão', 'Emissão', 'Data do documento', 'Data documento', 'Dt. doc', 'Data entrada/saída'] },
  { key: 'documento', synonyms: ['Documento', 'Nº documento', 'Número documento', 'Nota', 'Nota fiscal', 'NF', 'NF-e', 'Nº NF', 'Número NF', 'Num. doc', 'Número'] },
  { key: 'produto', synonyms: ['Produto', 'Descrição', 'Descrição do produto', 'Descrição produto', 'Produto/Descrição', 'Mercadoria', 'Descrição do item', 'Item'] },
  { key: 'ncm', synonyms: ['NCM', 'Cód. NCM', 'Código NCM', 'NCM/SH', 'Classificação fiscal'] },
  { key: 'ex_tipi', synonyms: ['Ex TIPI', 'EX TIPI', 'Ex IPI', 'Ex NCM', 'Exceção TIPI'] },
  { key: 'cfop', synonyms: ['CFOP', 'Cód. CFOP', 'Código CFOP', 'Natureza CFOP'], required: true },
  { key: 'valor', synonyms: ['Valor do item', 'Valor item', 'Valor', 'Valor total', 'Valor total do item', 'Vl. item', 'Vl item', 'Vl. produto', 'Valor produto', 'Valor do produto', 'Vl. total', 'Vlr. total', 'Vlr. item'], required: true },
  { key: 'desconto', synonyms: ['Desconto', 'Vl. desconto', 'Valor desconto', 'Valor do desconto', 'Vlr. desconto'] },
  { key: 'quantidade', synonyms: ['Quantidade', 'Qtd', 'Qtde', 'Qtd.', 'Quant.'] },
  { key: 'unidade', synonyms: ['Unidade', 'Un', 'Und', 'Unid.', 'UN'] },
  { key: 'valor_icms', synonyms: ['Valor ICMS', 'Vl. ICMS', 'Vlr. ICMS', 'ICMS destacado'] },
  { key: 'cst_pis', synonyms: ['CST PIS', 'CST do PIS', 'Sit. trib. PIS', 'Situação tributária PIS', 'CST PIS/PASEP'], required: true },
  { key: 'base_pis', synonyms: ['Base PIS', 'BC PIS', 'Base de cálculo PIS', 'Base cálculo PIS', 'Vl. BC PIS', 'Vl. base PIS', 'Base do PIS'] },
  { key: 'aliq_pis', synonyms: ['Alíquota PIS', 'Alíq. PIS', 'Aliq PIS', '% PIS', 'Alíquota do PIS', 'PIS %'] },
  { key: 'valor_pis', synonyms: ['Valor PIS', 'Vl. PIS', 'Vlr. PIS', 'Valor do PIS', 'PIS (R$)', 'Vl PIS', 'PIS'], required: true },
  { key: 'cst_cofins', synonyms: ['CST COFINS', 'CST da COFINS', 'Sit. trib. COFINS', 'Situação tributária COFINS'], required: true },
  { key: 'base_cofins', synonyms: ['Base COFINS', 'BC COFINS', 'Base de cálculo COFINS', 'Base cálculo COFINS', 'Vl. BC COFINS', 'Vl. base COFINS', 'Base da COFINS'] },
  { key: 'aliq_cofins', synonyms: ['Alíquota COFINS', 'Alíq. COFINS', 'Aliq COFINS', '% COFINS', 'Alíquota da COFINS', 'COFINS %'] },
  { key: 'valor_cofins', synonyms: ['Valor COFINS', 'Vl. COFINS', 'Vlr. COFINS', 'Valor da COFINS', 'COFINS (R$)', 'Vl COFINS', 'COFINS'], required: true },
];

/**
 * Columns for a regime. Simples Nacional exports often carry no PIS/COFINS values per item (the tax is
 * paid in the DAS), and what the check gives there — the revenue to segregate — needs NCM, CFOP and the
 * item value: those are the mandatory ones; CSTs and values are used when present.
 */
export function pisCofinsColumns(regime: Regime): ColumnSpec[] {
  if (regime !== 'simples') return PIS_COFINS_COLUMNS;
  const requiredInSimples = new Set(['ncm', 'cfop', 'valor']);
  return PIS_COFINS_COLUMNS.map((c) => ({ ...c, required: requiredInSimples.has(c.key) }));
}
