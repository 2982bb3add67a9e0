/**
 * pt-BR title of each PIS/COFINS finding code: the same words on the page, the XLSX and the PDF
 * (the web mirrors re-export this map; the reports print it as the section heading).
 */
export const PIS_COFINS_CODE_LABEL: Record<string, string> = {
  PC_CST_INVALIDO: 'CST inválido',
  PC_CST_DIVERGENTE: 'CST do PIS diferente do CST da COFINS',
  PC_CST_OPERACAO: 'CST incompatível com a operação',
  PC_ALIQUOTA: 'Alíquota incorreta',
  PC_VALOR: 'Valor do tributo incorreto',
  PC_BASE: 'Base de cálculo incorreta',
  PC_MONOFASICO: 'Produto monofásico',
  PC_ALIQUOTA_ZERO: 'Produto com alíquota zero',
  PC_CST_SEM_AMPARO: 'CST sem amparo para o produto',
  PC_CREDITO_REGIME: 'Crédito incompatível com o regime',
  PC_NCM_INVALIDO: 'NCM inválido',
  PC_PERIODO: 'Período da CBS (após 2026)',
  PC_APURACAO: 'Apuração (M210/M610) diferente dos documentos',
};
