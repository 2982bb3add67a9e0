import { describe, expect, it } from 'vitest';
import { realignColumns } from './column-align';
import type { RawRow } from './row-source';
import type { CellValue, SheetHeader } from './types';

const rows = (...cells: CellValue[][]): RawRow[] => cells.map((c, i) => ({ line: i + 2, cells: c }));

describe('realignColumns', () => {
  it('moves a required column and, then, the optional ones; a shared column moves for every key', () => {
    const header: SheetHeader = { line: 1, cells: ['CFOP', '', 'CST PIS/COFINS', '', 'Valor', ''], columns: { cfop: 0, cst_pis: 2, cst_cofins: 2, valor: 4 } };
    realignColumns(header, rows(['5102', null, null, '01', null, 100], ['5102', null, null, '01', null, 200]), ['cst_pis', 'valor']);
    expect(header.columns).toEqual({ cfop: 0, cst_pis: 3, cst_cofins: 3, valor: 5 });
  });

  it('leaves an empty optional column alone when every required one is in place', () => {
    const header: SheetHeader = { line: 1, cells: ['NCM', 'Descrição', ''], columns: { ncm: 0, description: 1 } };
    realignColumns(header, rows(['04011000', null, 'x'], ['85444200', null, 'y']), ['ncm']);
    expect(header.columns).toEqual({ ncm: 0, description: 1 });
  });

  it('ignores totals lines when deciding', () => {
    const header: SheetHeader = { line: 1, cells: ['Código', 'NCM', ''], columns: { product: 0, ncm: 1 } };
    realignColumns(header, rows(['1', null, '04011000'], [null, 'Total', 1], ['2', null, '85444200']), ['ncm']);
    expect(header.columns).toEqual({ product: 0, ncm: 2 });
  });

  it('needs the neighbour filled in at least half of the items', () => {
    const header: SheetHeader = { line: 1, cells: ['Código', 'NCM', ''], columns: { product: 0, ncm: 1 } };
    realignColumns(header, rows(['1', null, 'obs'], ['2', null, null], ['3', null, null]), ['ncm']);
    expect(header.columns).toEqual({ product: 0, ncm: 1 });
  });
});
