import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateSpedFile } from './read-sped-file';
import { layouts, TABLES_DIR } from '../../../tests/fixtures/sped/efd-test-kit';

const sample = (f: string) => join(TABLES_DIR, 'samples', 'efd', f);
const summary = (issues: { code: string; type: string; register: string }[]) => issues.map((i) => `${i.type} ${i.code} ${i.register}`).sort();

/** The shared samples (SOURCES.md §7): every finding on them is listed and explained here. */
describe('amostras compartilhadas', () => {
  it('EFD-Contribuições 2011 (leiaute 002): sem erro estrutural; avisos explicados', async () => {
    const r = await validateSpedFile(sample('efd_contribuicoes_exemplo_2011_leiaute002.txt'), { layouts: layouts() });
    expect(r.info).toMatchObject({ sped: 'efd_contribuicoes', codVer: '002', cnpj: '77777777000191' });
    expect(r.summary.lines).toBe(1976);
    expect(r.summary.errors).toBe(0);
    expect(summary(r.issues)).toEqual([
      // Known quirk (SOURCES.md §7): 9900 declares M200/M300/M600 with count 0.
      'warning SPED_9900 9900', 'warning SPED_9900 9900', 'warning SPED_9900 9900',
      // The file has C-block documents with CST 01 at 1,65%/7,6% but no M210/M610 at all
      // (its 9900 declares M200/M600 with count 0): the bases are not carried to the apuração.
      'warning SPED_APURACAO M210',
      'warning SPED_APURACAO M610',
    ]);
  });

  it('EFD-Contribuições 2019, esqueleto (leiaute 005): arquivo inválido de propósito', async () => {
    const r = await validateSpedFile(sample('efd_contribuicoes_esqueleto_2019_leiaute005.txt'), { layouts: layouts() });
    expect(summary(r.issues)).toEqual([
      'error SPED_CNPJ 0000', // dummy CNPJ 12345678000199
      'error SPED_HIERARQUIA 0001', // no 0001: the intended defect of this skeleton
      // A001, C001, F001, M001 and 1001 say IND_MOV 0 (with data) but hold only the opening and closing lines.
      'error SPED_HIERARQUIA 1001', 'error SPED_HIERARQUIA A001', 'error SPED_HIERARQUIA C001',
      'error SPED_HIERARQUIA D001', 'error SPED_HIERARQUIA F001', 'error SPED_HIERARQUIA I001', // minimal skeleton: blocks D, I, P absent
      'error SPED_HIERARQUIA M001',
      // M001 declares data (IND_MOV 0) but the apurações M200/M600, mandatory in every layout, are absent.
      'error SPED_HIERARQUIA M200', 'error SPED_HIERARQUIA M600',
      'error SPED_HIERARQUIA P001',
      'error SPED_OBRIGATORIO 0000', // TIPO_ESCRIT empty
    ]);
    // Counts are right: no SPED_BLOCO_TOTAL / SPED_9900 / SPED_9999.
  });

  it('EFD ICMS/IPI 2026 (leiaute 020, sintético): validado com o próprio leiaute 020 (SOURCES.md §11); achados são dados fictícios', async () => {
    const r = await validateSpedFile(sample('efd_icms_ipi_teste_2026_leiaute020.txt'), { layouts: layouts() });
    expect(r.info).toMatchObject({ sped: 'efd_icms_ipi', codVer: '020' });
    expect(r.info.layoutUsed).toMatch(/^020, descritor do PVA/);
    expect(r.info.skipped).toBeUndefined();
    const byCode = r.summary.byCode;
    // No structural error: every register is known, counts and 9900 are consistent; no layout finding.
    for (const c of ['SPED_CAMPOS', 'SPED_BLOCO_TOTAL', 'SPED_9900', 'SPED_9999', 'SPED_LAYOUT']) expect(byCode[c], c).toBeUndefined();
    // Synthetic data: CNPJ/CPF 999…, 0100 CNPJ with 9 digits, C100 keys/participants/dates copied from 2017 notes (the
    // dates are before the period: the PVA accepts them, so warnings).
    expect(byCode).toMatchObject({ SPED_CNPJ: 3, SPED_FORMATO: 1, SPED_PARTICIPANTE_0150: 2, SPED_CHAVE: 2, SPED_PERIODO: 2 });
    expect(r.issues.filter((i) => i.code === 'SPED_PERIODO').every((i) => i.type === 'warning')).toBe(true);
    // Block B (B001 'O' in Guia 3.1.8) is absent from the synthetic file, and its K001 has data (IND_MOV 0) without the K010
    // the Guia requires from 2023.
    expect(r.issues.filter((i) => i.code === 'SPED_HIERARQUIA').map((i) => i.register)).toEqual(['B001', 'K010']);
    // 1010 IND_GIAF1/3/4 and IND_REST_RESSARC_COMPL_ICMS are empty: 'O' in the PVA 020 descriptor (and in Guia 3.1.8), an error
    // now that the file's own layout is used (the empty VL_DOC of the COD_SIT 08 C100 is allowed by exceção 4).
    expect(r.issues.filter((i) => i.code === 'SPED_OBRIGATORIO').map((i) => `${i.type} ${i.register}.${i.field}`)).toEqual([
      'error 1010.IND_GIAF1', 'error 1010.IND_GIAF3', 'error 1010.IND_GIAF4', 'error 1010.IND_REST_RESSARC_COMPL_ICMS',
    ]);
  });
});
