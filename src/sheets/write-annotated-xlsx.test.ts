import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../../tests/fixtures/sheets/builders';
import { readRows } from './read-rows';
import { STATUS_FILL, keyValueSheet, writeAnnotatedWorkbook, type AnnotatedRow } from './write-annotated-xlsx';
import { writeTableXlsx } from './write-table-xlsx';
import { NUMFMT_MONEY } from './xlsx-style';

function fillOf(cell: ExcelJS.Cell): string | undefined {
  const f = cell.fill;
  return f && f.type === 'pattern' ? f.fgColor?.argb : undefined;
}

describe('writeAnnotatedWorkbook', () => {
  it('writes original cells, added columns, status fills, extra sheets, and guards formulas', async () => {
    const path = join(tempDir(), 'anotado.xlsx');
    async function* rows(): AsyncGenerator<AnnotatedRow> {
      yield { raw: ['001', 'LEITE', 4011000], added: ['04011000', 'NCM sem o zero à esquerda'], status: 'suggestion' };
      yield { raw: ['002', '=HYPERLINK("x")', '85444200'], added: [null, null], status: 'ok' };
      yield { raw: ['003', 'QUEIJO', '9999'], added: [null, 'NCM inexistente'], status: 'error' };
      yield { raw: [new Date(Date.UTC(2025, 0, 15)), 'X', '0402'], added: [12.5, 'Aviso'], status: 'warning' };
    }
    await writeAnnotatedWorkbook(path, {
      mainSheet: { name: 'Produtos', header: ['Código', 'Descrição', 'NCM'], addedHeader: ['NCM sugerido', 'Mensagem'], addedNumFmts: { 0: NUMFMT_MONEY }, rows: rows() },
      extraSheets: [
        keyValueSheet('Resumo', [
          ['Itens conferidos', 4],
          ['Gerado em', '15/01/2025 10:00'],
        ]),
        {
          name: 'Ocorrências',
          columns: [
            { header: 'Linha', key: 'line' },
            { header: 'Mensagem', key: 'message' },
          ],
          rows: [{ line: 4, message: '-NCM inválido' }],
        },
      ],
    });

    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(path);
    expect(wb.worksheets.map((w) => w.name)).toEqual(['Produtos', 'Resumo', 'Ocorrências']);
    const ws = wb.getWorksheet('Produtos')!;
    expect(ws.getRow(1).values).toEqual([undefined, 'Código', 'Descrição', 'NCM', 'NCM sugerido', 'Mensagem']);
    expect(ws.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(fillOf(ws.getRow(1).getCell(1))).toBe('FFDDE5F0');
    expect(fillOf(ws.getRow(1).getCell(4))).toBe('FFFCE4C4');
    expect(ws.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(ws.autoFilter).toBe('A1:E1');
    // The NCM stored as a number stays a number; the suggestion is text with its zero.
    expect(ws.getRow(2).getCell(3).value).toBe(4011000);
    expect(ws.getRow(2).getCell(4).value).toBe('04011000');
    expect(ws.getRow(3).getCell(2).value).toBe(`'=HYPERLINK("x")`);
    expect(fillOf(ws.getRow(2).getCell(1))).toBe(STATUS_FILL.suggestion);
    expect(fillOf(ws.getRow(3).getCell(1))).toBeUndefined();
    expect(fillOf(ws.getRow(4).getCell(5))).toBe(STATUS_FILL.error);
    expect(fillOf(ws.getRow(5).getCell(2))).toBe(STATUS_FILL.warning);
    expect(ws.getRow(5).getCell(1).numFmt).toBe('dd/mm/yyyy');
    expect(ws.getRow(5).getCell(1).value).toEqual(new Date(Date.UTC(2025, 0, 15)));
    expect(ws.getRow(5).getCell(4).numFmt).toBe(NUMFMT_MONEY);
    expect(ws.getColumn(2).width).toBeGreaterThanOrEqual(17);
    const resumo = wb.getWorksheet('Resumo')!;
    expect(resumo.getRow(2).values).toEqual([undefined, 'Itens conferidos', 4]);
    expect(wb.getWorksheet('Ocorrências')!.getRow(2).values).toEqual([undefined, 4, `'-NCM inválido`]);
  });

  it('produces a file readRows reads back with the same lines', async () => {
    const path = join(tempDir(), 'ida-e-volta.xlsx');
    const rows: AnnotatedRow[] = Array.from({ length: 300 }, (_, i) => ({ raw: [String(i), `Item ${i}`, 10000000 + i], added: ['ok'], status: 'ok' }));
    await writeAnnotatedWorkbook(path, { mainSheet: { name: 'A', header: ['Código', 'Descrição', 'NCM'], addedHeader: ['Situação'], rows } });
    const { header, rows: back } = await readRows(path, [{ key: 'ncm', synonyms: ['NCM'], required: true }]);
    expect(header.cells).toEqual(['Código', 'Descrição', 'NCM', 'Situação']);
    let n = 0;
    for await (const r of back) {
      expect(r.line).toBe(n + 2);
      expect(r.values.ncm).toBe(10000000 + n);
      n++;
    }
    expect(n).toBe(300);
  });
});

describe('writeTableXlsx', () => {
  it('writes a styled table to a file', async () => {
    const path = join(tempDir(), 'usuarios.xlsx');
    await writeTableXlsx(path, [
      {
        name: 'Usuários/ativos',
        columns: [
          { header: 'Nome', key: 'name' },
          { header: 'E-mail', key: 'email' },
          { header: 'Criado em', key: 'createdAt', moment: true },
        ],
        rows: [{ name: 'Ana', email: '@ana', createdAt: new Date(Date.UTC(2025, 0, 15, 13, 5)) }],
      },
    ]);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(path);
    const ws = wb.worksheets[0];
    expect(ws.name).toBe('Usuários ativos');
    expect(ws.getRow(2).getCell(2).value).toBe(`'@ana`);
    expect(ws.getRow(2).getCell(3).numFmt).toBe('dd/mm/yyyy hh:mm');
    // 13:05 UTC is shown as 10:05, Brasília time.
    expect(ws.getRow(2).getCell(3).value).toEqual(new Date(Date.UTC(2025, 0, 15, 10, 5)));
    expect(ws.autoFilter).toBe('A1:C1');
  });
});
