import { beforeAll, describe, expect, it } from 'vitest';
import { PIS_COFINS_COLUMNS } from '../fiscal/pis-cofins/columns';
import { collect, tempDir, writeBytes, writeCsv, writeXlsx } from '../../tests/fixtures/sheets/builders';
import { readRows } from './read-rows';

/** Report-shaped ERP exports read through the real PIS/COFINS column set. */
let dir: string;
beforeAll(() => {
  dir = tempDir();
});

const HEADER = 'Data;NF;NCM;CFOP;Vl. Total;CST PIS;% PIS;PIS;CST COFINS;% COFINS;COFINS';

describe('readRows — relatórios de ERP', () => {
  it('finds a header below 14 title rows (empresa, CNPJ, endereço, período, página …)', async () => {
    const titles = [
      'EMPRESA MODELO LTDA', 'CNPJ: 00.000.000/0001-91', 'Rua das Flores, 100 - Centro', 'São Paulo - SP', 'Inscrição estadual: 123.456.789.110',
      'Relatório de itens das notas fiscais de saída', 'Período: 01/03/2025 a 31/03/2025', 'Emitido em 02/04/2025 10:15', 'Usuário: FISCAL',
      'Página 1 de 3', 'Filtro: todas as filiais', 'Ordenação: data', 'Moeda: R$', 'Regime: Lucro Real',
    ];
    const path = writeCsv(dir, 'titulos.csv', [...titles, HEADER, '15/03/2025;1001;94033000;5.102;1.000,00;01;1,65;16,50;01;7,60;76,00'].join('\r\n'), 'windows-1252');
    const { header, rows } = await readRows(path, PIS_COFINS_COLUMNS);
    expect(header.line).toBe(15);
    const got = await collect(rows);
    expect(got.map((r) => [r.line, r.values.valor, r.values.aliq_pis, r.values.valor_pis])).toEqual([[16, '1.000,00', '1,65', '16,50']]);
  });

  it('skips per-document subtotal rows whose money columns are filled ("Total da NF")', async () => {
    const text = [
      HEADER,
      '15/03/2025;1001;94033000;5102;600,00;01;1,65;9,90;01;7,60;45,60',
      '15/03/2025;1001;94031000;5102;400,00;01;1,65;6,60;01;7,60;30,40',
      'Total da NF 1001;;;;1.000,00;;;16,50;;;76,00',
      '16/03/2025;1002;94033000;5102;200,00;01;1,65;3,30;01;7,60;15,20',
      'TOTAL GERAL;;;;1.200,00;;;19,80;;;91,20',
    ].join('\n');
    const { rows } = await readRows(writeCsv(dir, 'subtotais.csv', text), PIS_COFINS_COLUMNS);
    expect((await collect(rows)).map((r) => r.line)).toEqual([2, 3, 5]);
  });

  it('keeps an item whose product text starts with "Total" when every required column is filled', async () => {
    const text = ['Produto;' + HEADER, 'TOTAL FLEX 5W30;15/03/2025;1;27101932;5405;50,00;04;0;0;04;0;0'].join('\n');
    const { rows } = await readRows(writeCsv(dir, 'total-flex.csv', text), PIS_COFINS_COLUMNS);
    expect((await collect(rows)).map((r) => [r.line, r.values.produto])).toEqual([[2, 'TOTAL FLEX 5W30']]);
  });

  it('reads an HTML report saved as .xls with merged group headers ("PIS" over CST | % | Valor)', async () => {
    const html =
      '<html><head><meta charset="utf-8"></head><body><table>' +
      '<tr><td colspan="9">Livro de saídas por item</td></tr>' +
      '<tr><td rowspan="2">NF</td><td rowspan="2">NCM</td><td rowspan="2">CFOP</td><td rowspan="2">Valor Total</td>' +
      '<td colspan="3">PIS</td><td colspan="3">COFINS</td></tr>' +
      '<tr><td>CST</td><td>%</td><td>Valor</td><td>CST</td><td>%</td><td>Valor</td></tr>' +
      '<tr><td>1001</td><td>94033000</td><td>5.102</td><td>1.000,00</td><td>01</td><td>1,65</td><td>16,50</td><td>01</td><td>7,60</td><td>76,00</td></tr>' +
      '</table></body></html>';
    const { header, rows } = await readRows(writeBytes(dir, 'livro.xls', html), PIS_COFINS_COLUMNS);
    const cols = Object.fromEntries(Object.entries(header.columns).map(([k, c]) => [k, header.cells[c]]));
    expect(cols).toMatchObject({ cst_pis: 'PIS CST', aliq_pis: 'PIS %', valor_pis: 'PIS Valor', cst_cofins: 'COFINS CST', aliq_cofins: 'COFINS %', valor_cofins: 'COFINS Valor' });
    const got = await collect(rows);
    expect(got.map((r) => [r.values.ncm, r.values.cst_pis, r.values.aliq_pis, r.values.valor_pis])).toEqual([['94033000', '01', '1,65', '16,50']]);
  });

  it('reads a percent-formatted rate cell (0,0165 shown as 1,65%) as the stored fraction', async () => {
    const path = await writeXlsx(dir, 'pct.xlsx', {
      sheets: [{ name: 'Itens', rows: [['NF', 'NCM', 'CFOP', 'Valor', 'CST PIS', 'Alíq. PIS (%)', 'Vlr PIS', 'CST COFINS', 'Alíq. COFINS (%)', 'Vlr COFINS'], ['1', '94033000', 5102, 1000, '01', 0.0165, 16.5, '01', 0.076, 76]] }],
    });
    const { rows } = await readRows(path, PIS_COFINS_COLUMNS);
    expect((await collect(rows)).map((r) => [r.values.aliq_pis, r.values.valor_pis, r.values.aliq_cofins])).toEqual([[0.0165, 16.5, 0.076]]);
  });
});
