import type { ColumnSpec } from '../../sheets/types';

/** Header aliases of a client register spreadsheet (export of any accounting system, or typed by hand). */
export const CLIENT_COLUMNS: ColumnSpec[] = [
  { key: 'cnpj', synonyms: ['CNPJ', 'CNPJ da empresa', 'CNPJ do cliente', 'CNPJ/MF', 'Nº CNPJ', 'Número do CNPJ', 'Inscrição CNPJ', 'Inscrição federal'], required: true },
  {
    key: 'razao_social',
    synonyms: ['Razão social', 'Razão', 'Nome empresarial', 'Nome da empresa', 'Empresa', 'Cliente', 'Nome do cliente', 'Nome', 'Denominação'],
    required: true,
  },
  { key: 'regime', synonyms: ['Regime', 'Regime tributário', 'Regime de tributação', 'Tributação', 'Forma de tributação', 'Enquadramento', 'Enquadramento tributário'] },
  { key: 'uf', synonyms: ['UF', 'Estado', 'Sigla UF', 'UF da empresa'] },
];

/** Rows of one import: a register of hundreds of clients fits many times; past it, split the file. */
export const MAX_CLIENT_ROWS = 5000;
export const MAX_CLIENT_SHEET_BYTES = 5 * 1024 * 1024;
