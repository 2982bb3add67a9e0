/**
 * pt-BR title of each SPED/NF-e finding code: the same words on the page, the XLSX and the PDF
 * (the web mirrors re-export this map; the reports print it as the section heading).
 */
export const SPED_CODE_LABEL: Record<string, string> = {
  SPED_LAYOUT: 'Versão do leiaute',
  SPED_CAMPOS: 'Quantidade de campos do registro',
  SPED_FORMATO: 'Formato de campo',
  SPED_OBRIGATORIO: 'Campo obrigatório vazio',
  SPED_HIERARQUIA: 'Ordem e hierarquia dos registros',
  SPED_BLOCO_TOTAL: 'Total de linhas do bloco',
  SPED_9900: 'Contagem de registros (9900)',
  SPED_9999: 'Total de linhas do arquivo (9999)',
  SPED_CNPJ: 'CNPJ/CPF inválido',
  SPED_PERIODO: 'Data fora do período',
  SPED_ITEM_0200: 'Item sem cadastro (0200)',
  SPED_PARTICIPANTE_0150: 'Participante sem cadastro (0150)',
  SPED_NCM: 'NCM inválido no cadastro de itens',
  SPED_CHAVE: 'Chave de acesso inválida',
  SPED_C190: 'Registro analítico C190',
  SPED_C100_TOTAL: 'Total do documento C100',
  SPED_APURACAO: 'Apuração (E110 do ICMS; M210/M610 de PIS/COFINS)',
  XML_NAO_ESCRITURADO: 'Nota do XML não escriturada',
  XML_DIVERGENTE: 'Valores do XML diferentes do SPED',
  XML_CANCELADA: 'Nota cancelada escriturada',
};
