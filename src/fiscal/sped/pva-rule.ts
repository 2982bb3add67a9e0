/**
 * The PVA's own ids of the rules we check, as written in its rule table for the EFD ICMS/IPI (layout 020,
 * `sped/layouts/pva_020/rules_pva.csv`, SOURCES.md §11 F): cited in the message so the office finds the rule the PVA
 * reports. Only for the EFD ICMS/IPI (the EFD-Contribuições PVA has its own table, not in TABLES_DIR).
 * Every id is checked against the table by pva-rule.test.ts.
 */
export const PVA_RULES = [
  'REGRA_DATA_MENOR_IGUAL_DT_FIN_0000_DT_DOC_C100', 'REGRA_DATA_MENOR_IGUAL_DT_FIN_0000_DT_ES', 'REGRA_DT_E_S_MAIOR_IGUAL_DT_DOC',
  'REGRA_VL_BC_ICMS_ANALIT', 'REGRA_VL_ICMS_ANALIT', 'REGRA_VL_BC_ICMS_ST_ANALIT', 'REGRA_VL_ICMS_ST_ANALIT',
  'REGRA_VL_ICMS_NO_REGISTRO_ITEM', 'REGRA_VL_BC_ICMS_NO_REGISTRO_ITEM', 'REGRA_VL_BC_ICMS_ST_NO_REGISTRO_ITEM', 'REGRA_VL_ICMS_ST_NO_REGISTRO_ITEM',
  'REGRA_VL_MERC_C170', 'REGRA_VALIDA_CHV_NFE_CTE', 'REGRA_COMPARA_CODIGO_MODELO', 'REGRA_VALIDA_SERIE_CHAVE', 'REGRA_COMPARA_NUM_DOC_NFE_CTE',
  'REGRA_COMPARA_CNPJ_NFE_PARTICIPANTE_12001_V1', 'REGRA_SLD_DEVEDOR_E110', 'REGRA_ICMS_RECOLHER', 'REGRA_SLD_CREDOR_E110',
  'REGRA_VL_TOT_AJ_DEBITOS_E110', 'REGRA_VL_ESTORNOS_CRED_E110', 'REGRA_VL_TOT_AJ_CREDITOS_E110', 'REGRA_VL_ESTORNOS_DEB_E110',
  'REGRA_VL_TOT_DEBITOS_E110_17002_V1', 'REGRA_VL_TOT_CREDITOS_E110_17002_V1', 'REGRA_EXISTE_COD_ITEM_V2', 'REGRA_EXISTE_COD_PART_V2',
  'REGRA_DIGITO_CNPJ', 'REGRA_DIGITO_CPF', 'REGRA_VALIDA_COD_NCM',
] as const;
export type PvaRule = (typeof PVA_RULES)[number];

/** ' [regra do PVA REGRA_…]' for an EFD ICMS/IPI finding, '' otherwise. */
export function pvaRule(icmsIpi: boolean, id: PvaRule): string {
  return icmsIpi ? ` [regra do PVA ${id}]` : '';
}
