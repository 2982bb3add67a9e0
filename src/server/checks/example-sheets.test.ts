import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { NCM_COLUMNS } from '../../fiscal/ncm/columns';
import { createNcmChecker } from '../../fiscal/ncm/check-ncm';
import { createPisCofinsChecker } from '../../fiscal/pis-cofins/check-pis-cofins';
import { pisCofinsColumns } from '../../fiscal/pis-cofins/columns';
import { loadTables } from '../../fiscal/tables/load-tables';
import { readRows } from '../../sheets/read-rows';
import { NCM_TEMPLATE_ROWS, PIS_COFINS_TEMPLATE_ROWS, ncmTemplateXlsx, pisCofinsTemplateXlsx } from '../../sheets/templates';
import type { MappedRow } from '../../sheets/types';
import { tempDir } from '../../../tests/fixtures/sheets/builders';

// "Baixar planilha modelo" sent as it is must show what the check finds (issue 18: it came back
// "5 corretos, 0 erros"). Read through the same reader and engine as an upload.
const tables = loadTables(process.env.TABLES_DIR ?? join(__dirname, '../../../../shared/data'));

async function rowsOf(buf: Buffer, columns: Parameters<typeof readRows>[1]): Promise<MappedRow[]> {
  const path = join(tempDir(), 'modelo.xlsx');
  writeFileSync(path, buf);
  const out: MappedRow[] = [];
  for await (const r of (await readRows(path, columns)).rows) out.push(r as MappedRow);
  return out;
}

describe('example spreadsheets show findings', () => {
  it('NCM example: the right rows pass and each other row has its own mistake', async () => {
    const checker = createNcmChecker({ tables, referenceDate: new Date('2026-06-01T12:00:00Z') });
    const rows = await rowsOf(await ncmTemplateXlsx(), NCM_COLUMNS);
    expect(rows).toHaveLength(NCM_TEMPLATE_ROWS.length);
    rows.forEach((row, i) => {
      const text = (v: unknown) => (v === null || v === undefined ? null : String(v));
      const out = checker.checkRow({ line: row.line, product: text(row.values.product), description: text(row.values.description), ncm: row.values.ncm ?? null, date: null });
      const expected = NCM_TEMPLATE_ROWS[i]!.erro;
      expect({ linha: i, codes: out.findings.map((f) => f.code) }).toEqual({ linha: i, codes: expected ? [expected] : [] });
    });
  });

  it('PIS/COFINS example (Lucro Real): the right rows pass and each other row has its mistake', async () => {
    const checker = createPisCofinsChecker({ regime: 'lucro-real', pisCofins: tables.pisCofins!, ncm: tables.ncm });
    const rows = await rowsOf(await pisCofinsTemplateXlsx(), pisCofinsColumns('lucro-real'));
    expect(rows).toHaveLength(PIS_COFINS_TEMPLATE_ROWS.length);
    rows.forEach((row, i) => {
      const codes = checker.check(row).map((f) => f.code);
      const expected = PIS_COFINS_TEMPLATE_ROWS[i]!.erros;
      if (expected.length === 0) expect({ linha: i, codes }).toEqual({ linha: i, codes: [] });
      else for (const c of expected) expect(codes, `linha ${i}`).toContain(c);
    });
  });
});
