/**
 * Same shape as `ColumnSpec` of src/sheets/types (structural typing makes it accepted by readRows),
 * declared here because src/fiscal imports nothing outside itself.
 */
export interface NcmColumnSpec {
  key: string;
  synonyms: string[];
  required?: boolean;
}

/** Columns of an NCM check sheet (issue 4); only NCM is required. */
export const NCM_COLUMNS: NcmColumnSpec[] = [
  { key: 'product', synonyms: ['Código', 'Cód.', 'Cód. produto', 'Código do produto', 'Cod produto', 'SKU', 'Referência', 'Ref.'] },
  { key: 'description', synonyms: ['Descrição', 'Descrição do produto', 'Produto', 'Item', 'Nome', 'Nome do produto', 'Desc.'] },
  { key: 'ncm', synonyms: ['NCM', 'Cód. NCM', 'Código NCM', 'NCM/SH', 'Classificação fiscal', 'Class. fiscal'], required: true },
];
