import { beforeAll, describe, expect, it } from 'vitest';
import { NCM_COLUMNS } from '../fiscal/ncm/columns';
import { PIS_COFINS_COLUMNS } from '../fiscal/pis-cofins/columns';
import { writeAlterdataEntradas } from '../../tests/fixtures/erp/alterdata-entradas';
import { collect, tempDir, writeCsv } from '../../tests/fixtures/sheets/builders';
import { readRows } from './read-rows';
import { skippedNote } from './read-rows-skip';

/** Alterdata's entries export (issue 19 / issue 14 item 3), with its real header names. */
let dir: string;
beforeAll(() => {
  dir = tempDir();
});

describe('readRows — relatório de entradas do Alterdata', () => {
  it('maps "Total PIS"/"Total COFINS" to the PIS/COFINS values and "Classificação" (holding NCMs) to the NCM; skips the "2584 registros" line and the cancelled notes', async () => {
    const { path, cancelled } = await writeAlterdataEntradas(dir, 'alterdata.xlsx', { rows: 2584, cancelEvery: 60 });
    const { header, rows, skipped } = await readRows(path, PIS_COFINS_COLUMNS);
    const name = (k: string) => header.cells[header.columns[k]!];
    expect([name('valor_pis'), name('valor_cofins'), name('ncm'), name('valor'), name('aliq_pis')]).toEqual(['Total PIS', 'Total COFINS', 'Classificação', 'Valor Total', 'Alíq. PIS']);
    const got = await collect(rows);
    expect(cancelled).toBe(43);
    expect(got).toHaveLength(2584 - 43);
    expect(skipped.canceladas).toBe(43);
    expect(got.some((r) => String(r.values.documento ?? '').includes('registros') || r.values.cfop === null)).toBe(false);
    expect(skippedNote(skipped)).toMatch(/^43 linhas de notas canceladas ignoradas/);
  });

  it('NCM check: "Classificação" with NCMs is the NCM column (was "Coluna obrigatória não encontrada: NCM")', async () => {
    const { path } = await writeAlterdataEntradas(dir, 'alterdata-ncm.xlsx', { rows: 30, cancelEvery: 10 });
    const { header, rows, skipped } = await readRows(path, NCM_COLUMNS);
    expect(header.cells[header.columns.ncm!]).toBe('Classificação');
    const got = await collect(rows);
    expect(got).toHaveLength(27);
    expect(skipped.canceladas).toBe(3);
  });

  it('"Classificação" holding product groups is not taken as the NCM: the NCM check still asks for its column', async () => {
    const { path } = await writeAlterdataEntradas(dir, 'alterdata-grupo.xlsx', { rows: 30, cancelEvery: 0, classificacao: 'grupo' });
    await expect(readRows(path, NCM_COLUMNS)).rejects.toThrow(/Coluna obrigatória não encontrada: NCM/);
  });

  it.each([
    ['Situação', 'Cancelada', 'Normal'],
    ['Status da nota', '02 - Cancelado', 'Autorizada'],
    ['Cancelada', 'S', 'N'],
  ])('skips rows of cancelled notes by a "%s" column (= %s)', async (col, yes, no) => {
    const { path, cancelled } = await writeAlterdataEntradas(dir, `cancel-${col}.xlsx`, { rows: 20, cancelEvery: 5, cancelColumn: { header: col, yes, no } });
    const { rows, skipped } = await readRows(path, PIS_COFINS_COLUMNS);
    expect((await collect(rows)).length).toBe(20 - cancelled);
    expect(skipped.canceladas).toBe(cancelled);
  });

  it('a "Situação tributária" column (the CST) is never read as a cancelled-note status', async () => {
    const text = ['Data;NF;NCM;CFOP;Valor;Situação tributária PIS;PIS;CST COFINS;COFINS', '15/03/2025;1;94033000;5102;100,00;Cancelada;1,65;01;7,60'].join('\n');
    const { rows, skipped } = await readRows(writeCsv(dir, 'sit-trib.csv', text), PIS_COFINS_COLUMNS);
    expect((await collect(rows)).length).toBe(1);
    expect(skipped.canceladas).toBe(0);
  });
});
