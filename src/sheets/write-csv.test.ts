import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../../tests/fixtures/sheets/builders';
import { readRows } from './read-rows';
import { csvBuffer, csvLine, writeCsv } from './write-csv';

describe('CSV export', () => {
  it('writes pt-BR fields: decimal comma, dates, quotes, formula guard', () => {
    expect(csvLine(['=1+1', 1234.5, new Date(Date.UTC(2025, 0, 15)), 'a;b', 'diz "oi"', null, true, '04011000'])).toBe(
      `'=1+1;1234,5;15/01/2025;"a;b";"diz ""oi""";;Sim;04011000`,
    );
  });

  it('starts with a UTF-8 BOM and uses CRLF', () => {
    const buf = csvBuffer(['Nome', 'Situação'], [['Ana', 'Ativo']]);
    expect([...buf.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(buf.toString('utf8').slice(1)).toBe('Nome;Situação\r\nAna;Ativo\r\n');
  });

  it('streams to a file that readRows reads back', async () => {
    const path = join(tempDir(), 'saida.csv');
    async function* rows() {
      for (let i = 0; i < 3; i++) yield [`0401100${i}`, `Item ${i}`, 'linha\ncom quebra'];
    }
    await writeCsv(path, ['NCM', 'Descrição', 'Obs'], rows());
    expect(readFileSync(path, 'utf8').split('\r\n')[0]).toBe('\ufeffNCM;Descrição;Obs');
    const { rows: back } = await readRows(path, [{ key: 'ncm', synonyms: ['NCM'], required: true }, { key: 'obs', synonyms: ['Obs'] }]);
    const got = [];
    for await (const r of back) got.push([r.line, r.values.ncm, r.values.obs]);
    expect(got).toEqual([
      [2, '04011000', 'linha\ncom quebra'],
      [3, '04011001', 'linha\ncom quebra'],
      [4, '04011002', 'linha\ncom quebra'],
    ]);
  });
});
