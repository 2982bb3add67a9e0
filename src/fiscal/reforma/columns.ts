/**
 * Columns of a product register for the CBS/IBS check (structurally the ColumnSpec of src/sheets, declared here
 * because src/fiscal imports nothing outside itself). Only NCM is required; CST IBS/CBS and cClassTrib are
 * compared when present; a value column enables the 2027 simulation.
 */
export interface ReformaColumnSpec {
  key: string;
  synonyms: string[];
  required?: boolean;
}

export const REFORMA_COLUMNS: ReformaColumnSpec[] = [
  { key: 'codigo', synonyms: ['Código', 'Cód.', 'Cód. produto', 'Código do produto', 'Cod produto', 'SKU', 'Referência', 'Ref.', 'Código interno'] },
  { key: 'descricao', synonyms: ['Descrição', 'Descrição do produto', 'Produto', 'Item', 'Nome', 'Nome do produto', 'Desc.', 'Mercadoria'] },
  { key: 'ncm', synonyms: ['NCM', 'Cód. NCM', 'Código NCM', 'NCM/SH', 'Classificação fiscal', 'Class. fiscal', 'Pos. IPI/NCM', 'Posição IPI/NCM', 'NBM/SH', 'NCM do produto', 'NCM produto', 'IPI/NCM', 'POSIPI', 'CodNCM', 'ClasFisc'], required: true },
  {
    key: 'cst',
    synonyms: ['CST IBS/CBS', 'CST IBS CBS', 'CST IBS e CBS', 'CST do IBS/CBS', 'CST do IBS e CBS', 'CST CBS/IBS', 'CST CBS IBS', 'CST IBSCBS', 'CST RTC',
      'CST Reforma', 'CST da Reforma', 'Situação tributária IBS/CBS', 'Sit. trib. IBS/CBS', 'Código de situação tributária IBS/CBS', 'CST-IBS/CBS', 'CST IBS', 'CST CBS'],
  },
  {
    key: 'cclasstrib',
    synonyms: ['cClassTrib', 'cClassTrib IBS/CBS', 'Class. trib.', 'Classificação tributária', 'Classificação tributária IBS/CBS', 'Cód. classificação tributária',
      'Código de classificação tributária', 'cClass', 'Class trib', 'Classif. tributária', 'cClassTrib IBS CBS', 'Código cClassTrib'],
  },
  { key: 'valor', synonyms: ['Valor', 'Valor de venda', 'Faturamento', 'Receita', 'Valor total', 'Vl. total', 'Valor vendido', 'Total vendido', 'Receita bruta', 'Vendas', 'Preço de venda', 'Preço'] },
  { key: 'valor_pis', synonyms: ['Valor PIS', 'Vl. PIS', 'PIS', 'PIS R$', 'Valor do PIS'] },
  { key: 'valor_cofins', synonyms: ['Valor COFINS', 'Vl. COFINS', 'COFINS', 'COFINS R$', 'Valor da COFINS'] },
];
