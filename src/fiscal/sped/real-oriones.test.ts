import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readNfeInputs } from '../nfe/read-nfe-inputs';
import { reconcileIntoResult } from '../nfe/reconcile-summary';
import { loadNcmTable } from '../tables/load-ncm';
import { validateSpedFile } from './read-sped-file';
import { layouts, TABLES_DIR } from '../../../tests/fixtures/sped/efd-test-kit';

const dir = join(TABLES_DIR, 'samples', 'real', 'oriones');

/**
 * A real company's EFD ICMS/IPI of 02/2026 (layout 020) and 11 of its NF-e (SOURCES.md §10), as its office receives them.
 * Every finding kept is listed and explained here; none is contradicted by the Guia Prático.
 */
describe('Oriones, EFD ICMS/IPI 02/2026 (leiaute 020) + NF-e reais', () => {
  it('validada com o próprio leiaute 020, sem erro; um aviso de NCM explicado; XMLs conferidos nota a nota', async () => {
    const r = await validateSpedFile(join(dir, 'efd_icms_2026_oriones_es_v020.txt'), { layouts: layouts(), ncm: loadNcmTable(TABLES_DIR), collectDocuments: true });
    expect(r.info).toMatchObject({ sped: 'efd_icms_ipi', codVer: '020', cnpj: '07550459000108', encoding: 'windows-1252' });
    expect(r.info.layoutUsed).toMatch(/^020/);
    expect(r.info.skipped).toBeUndefined();
    expect(r.summary).toMatchObject({ lines: 34471, errors: 0 });
    // 0200 item 8244 "PLACA ELETRONICA BT RECUPERADA" with NCM 85177010: subposition 8517.70 was split into 8517.71/8517.79 by
    // the NCM 2022 (Res. Camex 272/2021, HS 2022, in force since 01/04/2022), so the code is not in the NCM of 02/2026. The PVA
    // does not check NCM existence (only REGRA_VALIDA_COD_NCM, 99999999): a warning for the item register.
    expect(r.issues.map((i) => `${i.type} ${i.code} ${i.line} ${i.register}.${i.field}`)).toEqual(['warning SPED_NCM 7483 0200.COD_NCM']);
    expect(r.issues[0]!.message).toContain('NCM 85177010 do item 8244');

    const rec = reconcileIntoResult(r, await readNfeInputs(join(dir, 'nfe')));
    // Two of the 11 XMLs are the company's own notes of 27 and 28/01/2026: they belong to January's EFD, not this one.
    expect(rec.xml).toMatchObject({ arquivos: 11, notas: 11 });
    expect(rec.xml.ignorados.map((i) => i.motivo)).toEqual([
      expect.stringContaining('nota própria 55/1/575325 emitida em 27/01/2026, fora do período do arquivo'),
      expect.stringContaining('nota própria 55/1/575330 emitida em 28/01/2026, fora do período do arquivo'),
    ]);
    // Note 575679 is bookkept as cancelled (C100 COD_SIT 02, line 9180) and its XML is the authorisation (cStat 100) without the
    // cancellation event: the product cannot confirm the cancellation, so it asks for the event XML (a warning).
    const xmlFindings = rec.issues.filter((i) => i.code.startsWith('XML_'));
    expect(xmlFindings.map((i) => `${i.type} ${i.code} ${i.line}`)).toEqual(['warning XML_DIVERGENTE 9180']);
    expect(xmlFindings[0]!.message).toContain('evento 110111');
    // The other 8 notes match the C100 (value, ICMS, IPI, date) note by note.
    expect(rec.rows.filter((x) => x.status === 'ok')).toHaveLength(8);
    expect(r.summary.byCode).toEqual({ SPED_NCM: 1, XML_DIVERGENTE: 1 });
    expect(r.summary.warnings).toBe(2);
  }, 60_000);
});
