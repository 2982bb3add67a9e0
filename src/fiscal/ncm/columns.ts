/**
 * Same shape as `ColumnSpec` of src/sheets/types (structural typing makes it accepted by readRows),
 * declared here because src/fiscal imports nothing outside itself.
 */
export interface NcmColumnSpec {
  key: string;
  synonyms: string[];
  required?: boolean;
  /** Generic header names accepted only when the cells under them match `pattern` (src/sheets/header-match-data.ts). */
  dataSynonyms?: { synonyms: string[]; pattern: RegExp };
}

/** An NCM as ERPs print it: 8 digits, dotted or not, or 7 digits after Excel dropped the leading zero. */
const NCM_CELL = /^(\d{4}\.?\d{2}\.?\d{2}|\d{7})$/;

/** Columns of an NCM check sheet (issue 4); only NCM is required. */
export const NCM_COLUMNS: NcmColumnSpec[] = [
  { key: 'product', synonyms: ['Código', 'Cód.', 'Cód. produto', 'Código do produto', 'Cod produto', 'SKU', 'Referência', 'Ref.'] },
  { key: 'description', synonyms: ['Descrição', 'Descrição do produto', 'Produto', 'Item', 'Nome', 'Nome do produto', 'Desc.'] },
  // 'Pos. IPI/NCM' is TOTVS Protheus' product field (B1_POSIPI); 'Cód. fiscal' is the NCM in product
  // registers (it names the CFOP only in invoice item reports, which this check does not read).
  // 'NBM/SH' is the code's name before 1996, still the label in old ERPs; 'TIPI' the table the code is looked up in.
  // 'NCM do produto' is listed whole: 'produto' alone names the description column. 'POSIPI' (Protheus
  // B1_POSIPI), 'CodNCM' and 'ClasFisc' are database field names exported as headers.
  { key: 'ncm', synonyms: ['NCM', 'Cód. NCM', 'Código NCM', 'NCM/SH', 'Classificação fiscal', 'Class. fiscal', 'Pos. IPI/NCM', 'Posição IPI/NCM', 'Cód. fiscal', 'NBM/SH', 'NBM', 'Código TIPI', 'TIPI', 'NCM do produto', 'NCM produto', 'NCM do item', 'IPI/NCM', 'POSIPI', 'CodNCM', 'ClasFisc', 'Nomenclatura Comum do Mercosul'], required: true,
    // "Classificação" alone (Alterdata's entries report) is the NCM only when its cells are NCMs: elsewhere it is a product group.
    dataSynonyms: { synonyms: ['Classificação', 'Classif.'], pattern: NCM_CELL } },
  // Optional: the row's own date (issue 14 item 2). Transaction dates only: a product register's
  // "Data de cadastro" is not the date the code was used (ncm-kind drops such a match).
  { key: 'date', synonyms: ['Data', 'Data de emissão', 'Data emissão', 'Dt. emissão', 'Dt emissão', 'Emissão', 'Data de entrada', 'Data entrada', 'Dt. entrada', 'Data do documento', 'Data da nota', 'Data NF'] },
];

/**
 * A date column only dates the row when it is the document's (emission/entry) date: a register's "Data de
 * cadastro" or "Data de alteração" says when the product was typed in, not when the code was used.
 */
export function isTransactionDate(headerText: string): boolean {
  const t = headerText.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
  return !/cadastr|alterac|atualiz|validade|vencim|nasc|inclus|criac|ultim/.test(t);
}
