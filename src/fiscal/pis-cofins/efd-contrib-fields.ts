/**
 * Field positions (0 = REG) of the EFD-Contribuições registers the PIS/COFINS check reads, as numbered
 * in the Guia Prático da EFD-Contribuições (field n of the Guia = index n − 1). They are the same in
 * every layout 002–006 (checked against ../shared/data/sped/layouts/efd_layouts_fields.csv), except
 * M210/M610, which gained three base-adjustment fields in layout 005 (see `apuracaoFields`).
 */
export const F = {
  '0110': { COD_INC_TRIB: 1, IND_APRO_CRED: 2, IND_REG_CUM: 4 },
  '0140': { CNPJ: 3 },
  '0150': { COD_PART: 1, NOME: 2, CNPJ: 4, CPF: 5 },
  '0200': { COD_ITEM: 1, DESCR_ITEM: 2, TIPO_ITEM: 6, COD_NCM: 7, EX_IPI: 8 },
  /** A010, C010, D010, F010: CNPJ of the establishment whose documents follow. */
  X010: { CNPJ: 1 },
  A100: { IND_OPER: 1, COD_PART: 3, COD_SIT: 4, SER: 5, NUM_DOC: 7, DT_DOC: 9, DT_EXE_SERV: 10 },
  A170: { NUM_ITEM: 1, COD_ITEM: 2, DESCR_COMPL: 3, VL_ITEM: 4, VL_DESC: 5, CST_PIS: 8, VL_BC_PIS: 9, ALIQ_PIS: 10, VL_PIS: 11, CST_COFINS: 12, VL_BC_COFINS: 13, ALIQ_COFINS: 14, VL_COFINS: 15 },
  C100: { IND_OPER: 1, COD_PART: 3, COD_MOD: 4, COD_SIT: 5, SER: 6, NUM_DOC: 7, DT_DOC: 9, DT_E_S: 10 },
  C170: { NUM_ITEM: 1, COD_ITEM: 2, DESCR_COMPL: 3, QTD: 4, VL_ITEM: 6, VL_DESC: 7, CFOP: 10, VL_ICMS: 14, CST_PIS: 24, VL_BC_PIS: 25, ALIQ_PIS: 26, VL_PIS: 29, CST_COFINS: 30, VL_BC_COFINS: 31, ALIQ_COFINS: 32, VL_COFINS: 35 },
  C175: { CFOP: 1, VL_OPR: 2, VL_DESC: 3, CST_PIS: 4, VL_BC_PIS: 5, ALIQ_PIS: 6, VL_PIS: 9, CST_COFINS: 10, VL_BC_COFINS: 11, ALIQ_COFINS: 12, VL_COFINS: 15 },
  C180: { COD_MOD: 1, DT_DOC_INI: 2, DT_DOC_FIN: 3, COD_ITEM: 4, COD_NCM: 5, EX_IPI: 6 },
  /** C181 (PIS) and C185 (COFINS) share their positions. */
  C181: { CST: 1, CFOP: 2, VL_ITEM: 3, VL_DESC: 4, VL_BC: 5, ALIQ: 6, VL: 9 },
  F100: { IND_OPER: 1, COD_PART: 2, COD_ITEM: 3, DT_OPER: 4, VL_OPER: 5, CST_PIS: 6, VL_BC_PIS: 7, ALIQ_PIS: 8, VL_PIS: 9, CST_COFINS: 10, VL_BC_COFINS: 11, ALIQ_COFINS: 12, VL_COFINS: 13, DESC_DOC_OPER: 18 },
  M200: { VL_TOT_CONT_NC_PER: 1, VL_TOT_CONT_CUM_PER: 8 },
} as const;

/**
 * M210/M610 positions: VL_BC_CONT is field 04 in every layout; VL_CONT_APUR is field 08 up to layout 004
 * and field 11 from 005 on (VL_AJUS_ACRES_BC, VL_AJUS_REDUC_BC, VL_BC_CONT_AJUS inserted at 05–07), and
 * VL_CONT_PER 13 → 16. Told apart by the line's field count (13 or 16).
 */
export function apuracaoFields(fieldCount: number): { COD_CONT: number; VL_BC_CONT: number; VL_CONT_APUR: number; VL_CONT_PER: number } {
  return fieldCount >= 16 ? { COD_CONT: 1, VL_BC_CONT: 3, VL_CONT_APUR: 10, VL_CONT_PER: 15 } : { COD_CONT: 1, VL_BC_CONT: 3, VL_CONT_APUR: 7, VL_CONT_PER: 12 };
}

/**
 * Every register of blocks A, C, D and F that carries a contribution with its CST, as [CST, VL] positions
 * for PIS and for COFINS (null when the register holds only the other one). The debits of M210/M610
 * (Guia Prático, M210 campo 08 VL_CONT_APUR) are the sums of these with CST 01, 02, 03 and 05.
 */
export const CONTRIBUTION_REGISTERS: Readonly<Record<string, { pis: [number, number] | null; cofins: [number, number] | null }>> = {
  A170: { pis: [8, 11], cofins: [12, 15] },
  C170: { pis: [24, 29], cofins: [30, 35] },
  C175: { pis: [4, 9], cofins: [10, 15] },
  C181: { pis: [1, 9], cofins: null },
  C185: { pis: null, cofins: [1, 9] },
  C191: { pis: [2, 10], cofins: null },
  C195: { pis: null, cofins: [2, 10] },
  C381: { pis: [1, 8], cofins: null },
  C385: { pis: null, cofins: [1, 8] },
  C396: { pis: [5, 8], cofins: [9, 12] },
  C481: { pis: [1, 7], cofins: null },
  C485: { pis: null, cofins: [1, 7] },
  C491: { pis: [2, 9], cofins: null },
  C495: { pis: null, cofins: [2, 9] },
  C501: { pis: [1, 6], cofins: null },
  C505: { pis: null, cofins: [1, 6] },
  C601: { pis: [1, 5], cofins: null },
  C605: { pis: null, cofins: [1, 5] },
  C810: { pis: [4, 7], cofins: [8, 11] },
  C820: { pis: [4, 7], cofins: [8, 11] },
  C870: { pis: [5, 8], cofins: [9, 12] },
  C880: { pis: [5, 8], cofins: [9, 12] },
  D101: { pis: [3, 7], cofins: null },
  D105: { pis: null, cofins: [3, 7] },
  D201: { pis: [1, 5], cofins: null },
  D205: { pis: null, cofins: [1, 5] },
  D300: { pis: [10, 13], cofins: [14, 17] },
  D350: { pis: [10, 15], cofins: [16, 21] },
  D501: { pis: [1, 6], cofins: null },
  D505: { pis: null, cofins: [1, 6] },
  D601: { pis: [4, 7], cofins: null },
  D605: { pis: null, cofins: [4, 7] },
  F100: { pis: [6, 9], cofins: [10, 13] },
  F120: { pis: [7, 10], cofins: [11, 14] },
  F130: { pis: [10, 13], cofins: [14, 17] },
  F200: { pis: [11, 14], cofins: [15, 18] },
  F500: { pis: [2, 6], cofins: [7, 11] },
  F510: { pis: [2, 6], cofins: [7, 11] },
  F550: { pis: [2, 6], cofins: [7, 11] },
  F560: { pis: [2, 6], cofins: [7, 11] },
};

/** CSTs whose contribution is a debit of the period (tabela 4.3.3: 01, 02, 03 and 05). */
export const DEBIT_CSTS = new Set(['01', '02', '03', '05']);
