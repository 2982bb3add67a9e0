/**
 * pt-BR title of each NCM finding code: the same words on the page, the XLSX and the PDF
 * (the web mirrors re-export this map; the reports print it as the section heading).
 */
export const NCM_CODE_LABEL: Record<string, string> = {
  NCM_AUSENTE: 'NCM não informado',
  NCM_FORMATO: 'Formato inválido',
  NCM_ZERO_ESQUERDA: 'Zero à esquerda perdido',
  NCM_INEXISTENTE: 'NCM inexistente na tabela',
  NCM_EXTINTO: 'NCM extinto',
  NCM_DESCRICAO: 'Produto não confere com o NCM',
  NCM_INCONSISTENTE: 'NCM diferente de produtos iguais no arquivo',
};
