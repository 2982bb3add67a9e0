import { join } from 'node:path';
import { writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../../tests/fixtures/sheets/builders';
import { readRows } from './read-rows';
import { NCM_TEMPLATE_ROWS, PIS_COFINS_TEMPLATE_ROWS, ncmTemplateXlsx, pisCofinsTemplateXlsx } from './templates';
import type { MappedRow } from './types';

async function readBack(buf: Buffer, columns: Parameters<typeof readRows>[1]): Promise<{ cells: string[]; rows: MappedRow[] }> {
  const path = join(tempDir(), 'modelo.xlsx');
  writeFileSync(path, buf);
  const { header, rows } = await readRows(path, columns);
  const out: MappedRow[] = [];
  for await (const r of rows) out.push(r);
  return { cells: header.cells, rows: out };
}

describe('templates', () => {
  it('NCM template reads back with text NCMs (and the number Excel makes of a code without its zero)', async () => {
    const { cells, rows } = await readBack(await ncmTemplateXlsx(), [{ key: 'ncm', synonyms: ['NCM'], required: true }]);
    expect(cells).toEqual(['Código', 'Descrição', 'NCM']);
    // Read with the NCM column alone, the row without an NCM is an empty row (the check maps Código and Descrição too).
    expect(rows.map((r) => r.values.ncm)).toEqual(NCM_TEMPLATE_ROWS.filter((r) => r.ncm !== null).map((r) => r.ncm));
  });

  it('PIS/COFINS template has the 15 expected headers and consistent example values', async () => {
    const { cells, rows } = await readBack(await pisCofinsTemplateXlsx(), [
      { key: 'valor', synonyms: ['Valor'], required: true },
      { key: 'desconto', synonyms: ['Desconto'] },
      { key: 'basePis', synonyms: ['Base PIS'] },
      { key: 'aliqPis', synonyms: ['Alíquota PIS'] },
      { key: 'valorPis', synonyms: ['Valor PIS'] },
      { key: 'cstPis', synonyms: ['CST PIS'] },
      { key: 'data', synonyms: ['Data'] },
    ]);
    expect(cells).toEqual([
      'Data', 'Documento', 'Produto', 'NCM', 'CFOP', 'Valor', 'Desconto', 'CST PIS', 'Base PIS', 'Alíquota PIS',
      'Valor PIS', 'CST COFINS', 'Base COFINS', 'Alíquota COFINS', 'Valor COFINS',
    ]);
    expect(rows).toHaveLength(PIS_COFINS_TEMPLATE_ROWS.length);
    expect(rows[0].values.data).toEqual(new Date(Date.UTC(2025, 0, 2)));
    expect(rows[0].values.cstPis).toBe('06');
    // The rows meant to be right are consistent; the others carry their mistake on purpose (see example-sheets.test.ts).
    for (const r of rows.filter((_, i) => PIS_COFINS_TEMPLATE_ROWS[i]!.erros.length === 0)) {
      const base = r.values.basePis as number;
      expect(Math.round(base * (r.values.aliqPis as number)) / 100).toBe(r.values.valorPis);
      if (r.values.cstPis === '01') expect(base).toBe((r.values.valor as number) - (r.values.desconto as number));
    }
  });
});
