/**
 * pt-BR title of each Reforma (CBS/IBS) finding code: the same words on the page, the XLSX and the PDF
 * (the web mirrors re-export this map; the reports print it as the section heading).
 */
export const REFORMA_CODE_LABEL: Record<string, string> = {
  REF_CST_INEXISTENTE: 'CST inexistente',
  REF_CCLASSTRIB_INEXISTENTE: 'cClassTrib inexistente',
  REF_CCLASSTRIB_VIGENCIA: 'cClassTrib fora de vigência',
  REF_CST_CCLASSTRIB: 'CST × cClassTrib incompatíveis',
  REF_CCLASSTRIB_MODELO: 'cClassTrib não permitido no modelo',
  REF_CCLASSTRIB_NCM: 'cClassTrib sem amparo para o NCM',
  REF_CCLASSTRIB_DESCRICAO: 'Benefício depende da descrição',
  REF_BENEFICIO_NAO_APLICADO: 'Possível benefício não aplicado',
  REF_CST_TRATAMENTO: 'CST diferente do tratamento',
  REF_NCM_INVALIDO: 'NCM inválido',
  REF_IBSCBS_AUSENTE: 'Grupo IBSCBS ausente',
  REF_GRUPO_INDEVIDO: 'Grupo informado indevidamente',
  REF_GRUPO_AUSENTE: 'Grupo obrigatório ausente',
  REF_ALIQUOTA: 'Alíquota do ano',
  REF_REDUCAO: 'Percentual de redução',
  REF_ALIQUOTA_EFETIVA: 'Alíquota efetiva',
  REF_VALOR: 'Valor calculado',
  REF_TOTAL: 'Totais IBSCBSTot',
  REF_VITEM: 'Valor do item (vItem)',
  REF_VNFTOT: 'Total da nota (vNFTot)',
};
