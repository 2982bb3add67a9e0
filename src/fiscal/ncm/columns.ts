import type { ColumnSpec } from '../../sheets/types';

/** Columns of an NCM check sheet (issue 4); only NCM is required. */
export const NCM_COLUMNS: ColumnSpec[] = [
  { key: 'product', synonyms: ['Código', 'Cód.', 'Cód. produto', 'Código do produto', 'Cod produto', 'SKU', 'Referência', 'Ref.'] },
  { key: 'description', synonyms: ['Descrição', 'Descrição do produto', 'Produto', 'Item', 'Nome', 'Nome do produto', 'Desc.'] },
  { key: 'ncm', synonyms: ['NCM', 'Cód. NCM', 'Código NCM', 'NCM/SH', 'Classificação fiscal', 'Class. fiscal'], required: true },
];
