/**
 * The shape src/sheets' `readRows` accepts (structurally the same as its ColumnSpec), declared here
 * because src/fiscal imports nothing outside itself.
 */
export interface PisCofinsColumnSpec {
  key: string;
  synonyms: string[];
  required?: boolean;
  /** Reuse the column found for this other key when none matches (one 'CST PIS/COFINS' column). */
  sameAs?: string;
  /** Generic header names accepted only when the cells under them match `pattern` ("Classificação" holding NCMs). */
  dataSynonyms?: { synonyms: string[]; pattern: RegExp };
}
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
 * The header matcher reads '%' as "alíquota" and drops 'R$', so '% PIS' / 'Alíq. PIS (%)' are the rate
 * and a bare 'PIS' / 'PIS R$' is the value, whatever the column order.
 */
/** An NCM as ERPs print it: 8 digits, dotted or not, or 7 digits after Excel dropped the leading zero. */
const NCM_CELL = /^(\d{4}\.?\d{2}\.?\d{2}|\d{7})$/;

export const PIS_COFINS_COLUMNS: PisCofinsColumnSpec[] = [
  { key: 'data', synonyms: ['Data', 'Data emissão', 'Data de emissão', 'Dt. emissão', 'Dt emissão', 'Emissão', 'Data do documento', 'Data documento', 'Dt. doc', 'Data entrada/saída', 'Data da nota', 'Data NF', 'Dt. NF'] },
  { key: 'documento', synonyms: ['Documento', 'Nº documento', 'Número documento', 'Nota', 'Nota fiscal', 'NF', 'NF-e', 'Nº NF', 'Número NF', 'Num. doc', 'Número', 'Número da nota', 'Nº nota', 'Nota fiscal nº', 'NF nº', 'Número NF-e'] },
  // The product's name: in 'Produto | Descrição' layouts 'Produto' holds the code, so 'Descrição' ranks first.
  { key: 'produto', synonyms: ['Descrição', 'Descrição do produto', 'Descrição produto', 'Produto', 'Produto/Descrição', 'Mercadoria', 'Descrição do item', 'Descrição item', 'Descrição da mercadoria', 'Nome do produto'] },
  { key: 'ncm', synonyms: ['NCM', 'Cód. NCM', 'Código NCM', 'NCM/SH', 'Classificação fiscal', 'Classif. fiscal', 'Cód. classificação fiscal', 'NCM do produto', 'NCM produto', 'Pos. IPI/NCM', 'Posição IPI/NCM', 'NBM/SH', 'NBM', 'Código TIPI', 'TIPI', 'NCM do item', 'IPI/NCM', 'POSIPI', 'CodNCM', 'ClasFisc', 'Nomenclatura Comum do Mercosul'], dataSynonyms: { synonyms: ['Classificação', 'Classif.'], pattern: NCM_CELL } },
  { key: 'ex_tipi', synonyms: ['Ex TIPI', 'EX TIPI', 'Ex IPI', 'Ex NCM', 'Exceção TIPI'] },
  { key: 'cfop', synonyms: ['CFOP', 'Cód. CFOP', 'Código CFOP', 'Natureza CFOP', 'CFOP item', 'CFOP do item', 'CFOP do produto', 'Código fiscal de operação', 'Código fiscal de operações e prestações', 'Cód. fiscal operação'], required: true },
  { key: 'valor', synonyms: ['Valor do item', 'Valor item', 'Valor', 'Valor total', 'Valor total do item', 'Vl. item', 'Vl item', 'Vl. produto', 'Valor produto', 'Valor do produto', 'Vl. total', 'Vlr. total', 'Vlr. item', 'Total', 'Total do item', 'Total item', 'Vl. total item', 'Valor total item', 'Valor mercadoria', 'Vl. mercadoria', 'Valor da mercadoria', 'Valor bruto', 'Valor total bruto'], required: true },
  { key: 'desconto', synonyms: ['Desconto', 'Vl. desconto', 'Valor desconto', 'Valor do desconto', 'Vlr. desconto', 'Descontos', 'Desconto item', 'Vl. desconto item', 'Vl. desc.', 'Vlr. desc.', 'Valor desc.', 'Desc. item'] },
  { key: 'quantidade', synonyms: ['Quantidade', 'Qtd', 'Qtde', 'Qtd.', 'Quant.'] },
  { key: 'unidade', synonyms: ['Unidade', 'Un', 'Und', 'Unid.', 'UN'] },
  { key: 'valor_icms', synonyms: ['Valor ICMS', 'Vl. ICMS', 'Vlr. ICMS', 'ICMS destacado', 'ICMS', 'Valor ICMS próprio', 'ICMS próprio'] },
  // One CST column for both contributions (some ERPs): used for cst_pis/cst_cofins only when they have no column of their own.
  { key: 'cst_pis_cofins', synonyms: ['CST PIS/COFINS', 'CST PIS e COFINS', 'Sit. trib. PIS/COFINS', 'CST PIS COFINS'] },
  { key: 'cst_pis', synonyms: ['CST PIS', 'CST do PIS', 'Sit. trib. PIS', 'Situação tributária PIS', 'CST PIS/PASEP', 'CST/CSOSN PIS', 'Cód. sit. trib. PIS', 'Código situação tributária PIS', 'Tributação PIS', 'CST do PIS/PASEP'], required: true, sameAs: 'cst_pis_cofins' },
  { key: 'base_pis', synonyms: ['Base PIS', 'BC PIS', 'Base de cálculo PIS', 'Base cálculo PIS', 'Vl. BC PIS', 'Vl. base PIS', 'Base do PIS', 'Base cálc. PIS', 'Valor base PIS', 'BC do PIS'] },
  { key: 'aliq_pis', synonyms: ['Alíquota PIS', 'Alíq. PIS', 'Aliq PIS', '% PIS', 'Alíquota do PIS', 'PIS %', 'Alíquota PIS (%)', '% alíq. PIS', 'Percentual PIS'] },
  { key: 'valor_pis', synonyms: ['Valor PIS', 'Vl. PIS', 'Vlr. PIS', 'Valor do PIS', 'PIS (R$)', 'Vl PIS', 'PIS', 'PIS R$', 'Valor PIS/PASEP', 'PIS/PASEP', 'Valor PIS item', 'Total PIS', 'Valor total PIS', 'Total do PIS'], required: true },
  { key: 'cst_cofins', synonyms: ['CST COFINS', 'CST da COFINS', 'Sit. trib. COFINS', 'Situação tributária COFINS', 'CST/CSOSN COFINS', 'Cód. sit. trib. COFINS', 'Código situação tributária COFINS', 'Tributação COFINS'], required: true, sameAs: 'cst_pis_cofins' },
  { key: 'base_cofins', synonyms: ['Base COFINS', 'BC COFINS', 'Base de cálculo COFINS', 'Base cálculo COFINS', 'Vl. BC COFINS', 'Vl. base COFINS', 'Base da COFINS', 'Base cálc. COFINS', 'Valor base COFINS', 'BC da COFINS'] },
  { key: 'aliq_cofins', synonyms: ['Alíquota COFINS', 'Alíq. COFINS', 'Aliq COFINS', '% COFINS', 'Alíquota da COFINS', 'COFINS %', 'Alíquota COFINS (%)', '% alíq. COFINS', 'Percentual COFINS'] },
  { key: 'valor_cofins', synonyms: ['Valor COFINS', 'Vl. COFINS', 'Vlr. COFINS', 'Valor da COFINS', 'COFINS (R$)', 'Vl COFINS', 'COFINS', 'COFINS R$', 'Valor COFINS item', 'Total COFINS', 'Valor total COFINS', 'Total da COFINS'], required: true },
];

/**
 * Columns for a regime. Simples Nacional exports often carry no PIS/COFINS values per item (the tax is
 * paid in the DAS), and what the check gives there — the revenue to segregate — needs NCM, CFOP and the
 * item value: those are the mandatory ones; CSTs and values are used when present.
 */
export function pisCofinsColumns(regime: Regime): PisCofinsColumnSpec[] {
  if (regime !== 'simples') return PIS_COFINS_COLUMNS;
  const requiredInSimples = new Set(['ncm', 'cfop', 'valor']);
  return PIS_COFINS_COLUMNS.map((c) => ({ ...c, required: requiredInSimples.has(c.key) }));
}
