import { describe, expect, it } from 'vitest';
import { efdIcmsLines, nfeKey, OWN_CNPJ, partCnpj } from '../../../tests/fixtures/sped/efd-builder';
import { mk, validateLines, withTotals } from '../../../tests/fixtures/sped/efd-test-kit';

const r019 = (reg: string, v: Record<string, string>) => mk('efd_icms_ipi', '019', reg, v);

/** The builder's file without block 9 and with X990 emptied, so registers can be added and totals redone. */
function body(): string[] {
  return efdIcmsLines({ docs: 2, itemsPerDoc: 2 }).filter((l) => !l.startsWith('|9')).map((l) => (/^\|[0-9A-Z]990\|/.test(l) ? `|${l.slice(1, 5)}||` : l));
}
function insertBefore(lines: string[], reg: string, add: string[], replace = 0): string[] {
  const i = lines.findIndex((l) => l.startsWith(`|${reg}|`));
  const out = [...lines];
  out.splice(i, replace, ...add);
  return out;
}

/**
 * Registers of real retail/industry files (ECF, SAT, CT-e, inventory, stock, ICMS to pay), filled as the
 * Guia Prático EFD ICMS/IPI 3.1.x describes them: a legitimate file must come out without any finding.
 */
describe('arquivo legítimo com ECF, SAT, CT-e, E116, inventário e estoque: nenhuma ocorrência', () => {
  it('C400/C405/C420/C425/C490, C800/C850, D100/D190, E116, H005/H010, K100/K200', () => {
    let l = body();
    l = insertBefore(l, 'C990', [
      r019('C400', { COD_MOD: '2D', ECF_MOD: 'MP-4200 TH FI', ECF_FAB: 'BE091410100011264', ECF_CX: '1' }),
      r019('C405', { DT_DOC: '15012025', CRO: '1', CRZ: '100', NUM_COO_FIN: '5000', GT_FIN: '150000,00', VL_BRT: '1000,00' }),
      r019('C420', { COD_TOT_PAR: 'T1800', VLR_ACUM_TOT: '1000,00', NR_TOT: '1' }),
      r019('C425', { COD_ITEM: 'IT1', QTD: '10', UNID: 'UN', VL_ITEM: '1000,00' }),
      r019('C490', { CST_ICMS: '000', CFOP: '5102', ALIQ_ICMS: '18,00', VL_OPR: '1000,00', VL_BC_ICMS: '1000,00', VL_ICMS: '180,00' }),
      r019('C800', { COD_MOD: '59', COD_SIT: '00', NUM_CFE: '123', DT_DOC: '15012025', VL_CFE: '50,00', NR_SAT: '900001234', CHV_CFE: nfeKey(OWN_CNPJ, 123, '59'),
        VL_DESC: '0', VL_MERC: '50,00', VL_OUT_DA: '0', VL_ICMS: '9,00', VL_PIS_ST: '0', VL_COFINS_ST: '0' }),
      r019('C850', { CST_ICMS: '000', CFOP: '5102', ALIQ_ICMS: '18,00', VL_OPR: '50,00', VL_BC_ICMS: '50,00', VL_ICMS: '9,00' }),
      // A cancelled CF-e-SAT carries only the identification (Guia, C800 COD_SIT 02).
      r019('C800', { COD_MOD: '59', COD_SIT: '02', NUM_CFE: '124', NR_SAT: '900001234', CHV_CFE: nfeKey(OWN_CNPJ, 124, '59') }),
    ]);
    l = insertBefore(l, 'D001', [
      r019('D001', { IND_MOV: '0' }),
      r019('D100', { IND_OPER: '0', IND_EMIT: '1', COD_PART: 'P1', COD_MOD: '57', COD_SIT: '00', SER: '1', NUM_DOC: '10', CHV_CTE: nfeKey(partCnpj(1), 10, '57'),
        DT_DOC: '10012025', DT_A_P: '12012025', TP_CT_E: '0', VL_DOC: '100,00', VL_DESC: '0', IND_FRT: '1', VL_SERV: '100,00', VL_BC_ICMS: '100,00', VL_ICMS: '12,00', VL_NT: '0',
        COD_MUN_ORIG: '3550308', COD_MUN_DEST: '3550308' }),
      r019('D190', { CST_ICMS: '000', CFOP: '1353', ALIQ_ICMS: '12,00', VL_OPR: '100,00', VL_BC_ICMS: '100,00', VL_ICMS: '12,00', VL_RED_BC: '0' }),
    ], 1);
    l = insertBefore(l, 'E990', [r019('E116', { COD_OR: '000', VL_OR: '0,00', DT_VCTO: '10022025', COD_REC: '046-2', MES_REF: '012025' })]);
    l = insertBefore(l, 'H001', [
      r019('H001', { IND_MOV: '0' }),
      // Inventory of 31/12 of the previous year, presented in February's file or later: the date is before the period on purpose.
      r019('H005', { DT_INV: '31122024', VL_INV: '300,00', MOT_INV: '01' }),
      r019('H010', { COD_ITEM: 'IT1', UNID: 'UN', QTD: '10', VL_UNIT: '30,000000', VL_ITEM: '300,00', IND_PROP: '0' }),
    ], 1);
    l = insertBefore(l, 'K001', [
      r019('K001', { IND_MOV: '0' }),
      // Guia Prático 3.1.x, K010: required from 2023 when K001 has data.
      r019('K010', { IND_TP_LEIAUTE: '1' }),
      r019('K100', { DT_INI: '01012025', DT_FIN: '31012025' }),
      r019('K200', { DT_EST: '31012025', COD_ITEM: 'IT2', QTD: '5', IND_EST: '0' }),
    ], 1);
    // E110 with the added documents: debits + C490 (180,00) + C850 (9,00); credits + D190 (12,00).
    const e110 = l.findIndex((x) => x.startsWith('|E110|'));
    const f = l[e110]!.split('|');
    const num = (v: string) => Number(v.replace(',', '.'));
    const fmt = (n: number) => n.toFixed(2).replace('.', ',');
    const deb = num(f[2]!) + 189, cred = num(f[6]!) + 12, saldo = deb - cred;
    l[e110] = r019('E110', { VL_TOT_DEBITOS: fmt(deb), VL_AJ_DEBITOS: '0', VL_TOT_AJ_DEBITOS: '0', VL_ESTORNOS_CRED: '0', VL_TOT_CREDITOS: fmt(cred), VL_AJ_CREDITOS: '0',
      VL_TOT_AJ_CREDITOS: '0', VL_ESTORNOS_DEB: '0', VL_SLD_CREDOR_ANT: '0', VL_SLD_APURADO: fmt(Math.max(0, saldo)), VL_TOT_DED: '0', VL_ICMS_RECOLHER: fmt(Math.max(0, saldo)),
      VL_SLD_CREDOR_TRANSPORTAR: fmt(Math.max(0, -saldo)), DEB_ESP: '0' });
    const r = validateLines(withTotals(l));
    expect(r.issues).toEqual([]);
  });
});
