import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { collect, tempDir, writeBytes, writeCsv, writeXls, writeXlsx } from '../../tests/fixtures/sheets/builders';
import { readRows } from './read-rows';
import { SheetError, type ColumnSpec } from './types';

const NCM_COLUMNS: ColumnSpec[] = [
  { key: 'codigo', synonyms: ['Código', 'Cód. produto', 'Código do produto', 'Referência'] },
  { key: 'descricao', synonyms: ['Descrição', 'Descrição do produto', 'Produto'] },
  { key: 'ncm', synonyms: ['NCM', 'Cód. NCM', 'NCM/SH', 'Classificação fiscal'], required: true },
];

const PIS_COLUMNS: ColumnSpec[] = [
  { key: 'data', synonyms: ['Data', 'Data de emissão'] },
  { key: 'produto', synonyms: ['Produto', 'Descrição'] },
  { key: 'ncm', synonyms: ['NCM'], required: true },
  { key: 'valor', synonyms: ['Valor', 'Valor total', 'Valor do item'], required: true },
  { key: 'valorPis', synonyms: ['Valor PIS'] },
  { key: 'aliqPis', synonyms: ['Alíquota PIS'] },
];

let dir: string;
beforeAll(() => {
  dir = tempDir();
});

async function sheetError(p: Promise<unknown>): Promise<SheetError> {
  try {
    await p;
  } catch (err) {
    if (err instanceof SheetError) return err;
    throw err;
  }
  throw new Error('expected a SheetError');
}

describe('readRows — xlsx', () => {
  it('skips title rows (merged), finds the header at row 5, keeps NCM number/text apart, skips empty and totals rows', async () => {
    const path = await writeXlsx(dir, 'erp.xlsx', {
      sheets: [
        {
          name: 'Produtos',
          merges: ['A1:D1'],
          textCols: [],
          rows: [
            ['EMPRESA EXEMPLO LTDA — Relatório de Produtos'],
            ['CNPJ: 12.345.678/0001-90'],
            [],
            ['Emitido em 01/03/2025'],
            ['Cód.', 'Descrição do Produto/Serviço', 'NCM/SH', 'Unid.'],
            ['001', 'LEITE UHT INTEGRAL 1L', 4011000, 'UN'],
            ['002', { richText: [{ text: 'NOTEBOOK ' }, { font: { bold: true }, text: '15"' }] }, '8471.30.12', 'UN'],
            [],
            ['003', { text: 'CABO USB', hyperlink: 'https://exemplo.com.br/cabo' }, '85444200', 'UN'],
            ['004', 'ARROZ', { formula: 'TEXT(10063021,"0")', result: '10063021' }, 'KG'],
            ['Total de itens: 4', null, null, null],
            [null, null, 'TOTAL GERAL', 'UN'],
          ],
        },
      ],
    });
    const { header, rows } = await readRows(path, NCM_COLUMNS);
    expect(header.line).toBe(5);
    expect(header.cells).toEqual(['Cód.', 'Descrição do Produto/Serviço', 'NCM/SH', 'Unid.']);
    expect(header.columns).toEqual({ codigo: 0, descricao: 1, ncm: 2 });
    const got = await collect(rows);
    expect(got.map((r) => [r.line, r.values.codigo, r.values.descricao, r.values.ncm])).toEqual([
      [6, '001', 'LEITE UHT INTEGRAL 1L', 4011000],
      [7, '002', 'NOTEBOOK 15"', '8471.30.12'],
      [9, '003', 'CABO USB', '85444200'],
      [10, '004', 'ARROZ', '10063021'],
    ]);
    expect(got[0].raw).toEqual(['001', 'LEITE UHT INTEGRAL 1L', 4011000, 'UN']);
  });

  it('reads formula results, dates and numbers of a PIS/COFINS sheet; "Valor PIS" is not taken as "Valor"', async () => {
    const path = await writeXlsx(dir, 'pis.xlsx', {
      sheets: [
        {
          name: 'Itens',
          dateCols: [0],
          rows: [
            ['Data', 'Produto', 'NCM', 'Valor PIS', 'Alíquota PIS', 'Valor'],
            [new Date(Date.UTC(2025, 0, 15)), 'Leite', '04011000', { formula: 'F2*E2/100', result: 16.5 }, 1.65, 1000],
            [{ formula: 'A2+1', result: 45673 }, 'Queijo', '04061010', 12.5, 1.65, '1.234,56'],
          ],
        },
      ],
    });
    const { header, rows } = await readRows(path, PIS_COLUMNS);
    expect(header.columns).toEqual({ data: 0, produto: 1, ncm: 2, valorPis: 3, aliqPis: 4, valor: 5 });
    const got = await collect(rows);
    expect(got[0].values).toEqual({
      data: new Date(Date.UTC(2025, 0, 15)),
      produto: 'Leite',
      ncm: '04011000',
      valorPis: 16.5,
      aliqPis: 1.65,
      valor: 1000,
    });
    // The formula in a date-formatted column comes back as the date Excel shows (16/01/2025).
    expect(got[1].values.data).toEqual(new Date(Date.UTC(2025, 0, 16)));
    expect(got[1].values.valor).toBe('1.234,56');
    expect(got.map((r) => r.line)).toEqual([2, 3]);
  });

  it('refuses to take "Valor PIS" as the item value when there is no "Valor" column', async () => {
    const path = await writeXlsx(dir, 'sem-valor.xlsx', {
      sheets: [{ name: 'A', rows: [['NCM', 'Valor PIS', 'Valor unitário'], ['04011000', 1, 2]] }],
    });
    const err = await sheetError(readRows(path, [PIS_COLUMNS[2], { key: 'valor', synonyms: ['Valor'], required: true }]));
    expect(err.code).toBe('COLUNAS');
    expect(err.message).toContain('Coluna obrigatória não encontrada: Valor.');
  });

  it('uses the first of duplicate header names and skips header rows repeated on every page', async () => {
    const path = await writeXlsx(dir, 'dup.xlsx', {
      sheets: [
        {
          name: 'A',
          rows: [
            ['Código', 'NCM', 'Descrição', 'NCM'],
            ['1', '04011000', 'LEITE', '99999999'],
            ['Código', 'NCM', 'Descrição', 'NCM'],
            ['2', '85444200', 'CABO', '99999999'],
          ],
        },
      ],
    });
    const { header, rows } = await readRows(path, NCM_COLUMNS);
    expect(header.columns).toEqual({ codigo: 0, ncm: 1, descricao: 2 });
    const got = await collect(rows);
    expect(got.map((r) => [r.line, r.values.ncm])).toEqual([
      [2, '04011000'],
      [4, '85444200'],
    ]);
  });

  it('reads the first sheet with content, or the one named', async () => {
    const path = await writeXlsx(dir, 'abas.xlsx', {
      sheets: [
        { name: 'Capa', rows: [] },
        { name: 'Itens', rows: [['NCM'], ['04011000']] },
        { name: 'Outros', rows: [['NCM'], ['85444200']] },
      ],
    });
    const first = await collect((await readRows(path, NCM_COLUMNS)).rows);
    expect(first.map((r) => r.values.ncm)).toEqual(['04011000']);
    const named = await collect((await readRows(path, NCM_COLUMNS, { sheetName: 'outros' })).rows);
    expect(named.map((r) => r.values.ncm)).toEqual(['85444200']);
    const err = await sheetError(readRows(path, NCM_COLUMNS, { sheetName: 'Nada' }));
    expect(err.message).toContain('A aba "Nada" não existe');
  });

  it('skips hidden sheets unless asked for by name', async () => {
    const path = await writeXlsx(dir, 'oculta.xlsx', {
      sheets: [
        { name: 'Config', rows: [['NCM'], ['00000000']], hidden: true },
        { name: 'Itens', rows: [['NCM'], ['04011000']] },
      ],
    });
    expect((await collect((await readRows(path, NCM_COLUMNS)).rows)).map((r) => r.values.ncm)).toEqual(['04011000']);
    expect((await collect((await readRows(path, NCM_COLUMNS, { sheetName: 'Config' })).rows)).map((r) => r.values.ncm)).toEqual(['00000000']);
  });

  it('rejects a truncated xlsx as corrupt', async () => {
    const good = await writeXlsx(dir, 'inteiro.xlsx', {
      sheets: [{ name: 'A', rows: [['NCM'], ...Array.from({ length: 500 }, (_, i) => [String(10000000 + i)])] }],
    });
    const bytes = readFileSync(good);
    const path = writeBytes(dir, 'truncado.xlsx', bytes.subarray(0, Math.floor(bytes.length / 2)));
    const err = await sheetError(readRows(path, NCM_COLUMNS).then((r) => collect(r.rows)));
    expect(err.code).toBe('CORROMPIDO');
    expect(err.message).toBe('Não foi possível ler o arquivo: ele parece estar corrompido ou não é uma planilha válida.');
  });

  it('stops at maxRows with LINHAS', async () => {
    const path = await writeXlsx(dir, 'muitas.xlsx', {
      sheets: [{ name: 'A', rows: [['NCM'], ['1'], ['2'], ['3']] }],
    });
    const { rows } = await readRows(path, NCM_COLUMNS, { maxRows: 2 });
    const err = await sheetError(collect(rows));
    expect(err.code).toBe('LINHAS');
    expect(err.message).toContain('mais de 2 linhas');
  });
});

describe('readRows — csv', () => {
  it('reads a ; CSV in windows-1252 with a title row, accents, quoted separators and line breaks, CRLF', async () => {
    const text =
      'Relatório de Vendas;;;\r\n' +
      '\r\n' +
      'Data;Descrição;NCM;Valor\r\n' +
      '15/01/2025;"Açúcar; refinado";17019900;"1.234,56"\r\n' +
      '16/01/2025;"Pão\r\nfrancês";19059090;10,00\r\n' +
      ';;;\r\n' +
      '17/01/2025;Café;09012100;5,5\r\n';
    const path = writeCsv(dir, 'vendas.csv', text, 'windows-1252');
    const { header, rows } = await readRows(path, PIS_COLUMNS);
    expect(header.line).toBe(3);
    expect(header.cells).toEqual(['Data', 'Descrição', 'NCM', 'Valor']);
    const got = await collect(rows);
    expect(got.map((r) => [r.line, r.values.produto, r.values.ncm, r.values.valor, r.values.data])).toEqual([
      [4, 'Açúcar; refinado', '17019900', '1.234,56', '15/01/2025'],
      [5, 'Pão\r\nfrancês', '19059090', '10,00', '16/01/2025'],
      [7, 'Café', '09012100', '5,5', '17/01/2025'],
    ]);
  });

  it('reads a UTF-8 BOM CSV separated by commas with quoted pt-BR decimals', async () => {
    const path = writeCsv(dir, 'virgula.csv', 'NCM,Descrição,Valor\n04011000,Leite,"1.234,56"\n84713012,"Notebook ""gamer""","2,5"\n', 'utf-8-bom');
    const { header, rows } = await readRows(path, NCM_COLUMNS);
    expect(header.cells).toEqual(['NCM', 'Descrição', 'Valor']);
    const got = await collect(rows);
    expect(got.map((r) => r.raw)).toEqual([
      ['04011000', 'Leite', '1.234,56'],
      ['84713012', 'Notebook "gamer"', '2,5'],
    ]);
  });

  it('prefers ; over the commas of pt-BR decimals', async () => {
    const path = writeCsv(dir, 'decimais.csv', 'NCM;Valor;Valor PIS\n04011000;1,5;2,5\n04011000;3,5;4,5\n');
    const { header } = await readRows(path, NCM_COLUMNS);
    expect(header.cells).toEqual(['NCM', 'Valor', 'Valor PIS']);
  });

  it('reads UTF-16LE tab-separated text ("Texto Unicode" of Excel)', async () => {
    const path = writeCsv(dir, 'unicode.txt', 'Código\tNCM\r\n1\t04011000\r\n', 'utf-16le');
    const got = await collect((await readRows(path, NCM_COLUMNS)).rows);
    expect(got).toEqual([{ line: 2, values: { codigo: '1', ncm: '04011000' }, raw: ['1', '04011000'] }]);
  });

  it('reads an .xlsx that is really a CSV', async () => {
    const path = writeCsv(dir, 'falso.xlsx', 'NCM;Descrição\n04011000;Leite\n');
    const got = await collect((await readRows(path, NCM_COLUMNS)).rows);
    expect(got.map((r) => [r.line, r.values.ncm])).toEqual([[2, '04011000']]);
  });
});

describe('readRows — xls (SheetJS)', () => {
  it('reads BIFF8 keeping NCM numbers as numbers and text as text', async () => {
    const path = writeXls(dir, 'legado.xls', [
      ['Relatório'],
      ['Código', 'Descrição', 'NCM'],
      ['A1', 'LEITE', 4011000],
      ['A2', 'QUEIJO', '04061010'],
    ]);
    const { header, rows } = await readRows(path, NCM_COLUMNS);
    expect(header.line).toBe(2);
    const got = await collect(rows);
    expect(got.map((r) => [r.line, r.values.ncm])).toEqual([
      [3, 4011000],
      [4, '04061010'],
    ]);
  });

  it('reads dates and decimals from BIFF8', async () => {
    const path = writeXls(dir, 'datas.xls', [
      ['Data', 'NCM', 'Valor'],
      [new Date(Date.UTC(2025, 0, 15)), '0401.10.10', 1234.56],
    ]);
    const got = await collect((await readRows(path, PIS_COLUMNS)).rows);
    expect(got[0].values).toEqual({ data: new Date(Date.UTC(2025, 0, 15)), ncm: '0401.10.10', valor: 1234.56 });
  });

  it('reads an HTML table saved as .xls keeping "04011000" as text', async () => {
    const html =
      '<html><head><meta charset="utf-8"></head><body><table>' +
      '<tr><td>Relatório de produtos</td></tr>' +
      '<tr><th>Código</th><th>Descrição</th><th>NCM</th></tr>' +
      '<tr><td>1</td><td>Açúcar</td><td>04011000</td></tr>' +
      '</table></body></html>';
    const path = writeBytes(dir, 'html.xls', html);
    const { header, rows } = await readRows(path, NCM_COLUMNS);
    expect(header.line).toBe(2);
    const got = await collect(rows);
    expect(got.map((r) => [r.line, r.values.descricao, r.values.ncm])).toEqual([[3, 'Açúcar', '04011000']]);
  });

  it('reads an "XML Spreadsheet 2003" saved as .xls', async () => {
    const xml = `<?xml version="1.0"?>
<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet" xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet">
 <Worksheet ss:Name="Produtos"><Table>
  <Row><Cell><Data ss:Type="String">NCM</Data></Cell><Cell><Data ss:Type="String">Descrição</Data></Cell></Row>
  <Row><Cell><Data ss:Type="Number">4011000</Data></Cell><Cell><Data ss:Type="String">Leite</Data></Cell></Row>
  <Row><Cell><Data ss:Type="String">04061010</Data></Cell><Cell><Data ss:Type="String">Queijo</Data></Cell></Row>
 </Table></Worksheet>
</Workbook>`;
    const path = writeBytes(dir, 'xml2003.xls', xml);
    const got = await collect((await readRows(path, NCM_COLUMNS)).rows);
    expect(got.map((r) => [r.line, r.values.ncm, r.values.descricao])).toEqual([
      [2, 4011000, 'Leite'],
      [3, '04061010', 'Queijo'],
    ]);
  });
});

describe('readRows — errors', () => {
  it('rejects unsupported extensions', async () => {
    const path = writeBytes(dir, 'notas.pdf', '%PDF-1.4');
    const err = await sheetError(readRows(path, NCM_COLUMNS));
    expect(err.code).toBe('EXTENSAO');
    expect(err.message).toBe('Formato não suportado: envie um arquivo .xlsx, .xls ou .csv.');
  });

  it('accepts a temp path when the original file name is given', async () => {
    const path = writeCsv(dir, 'upload-123', 'NCM\n04011000\n');
    const got = await collect((await readRows(path, NCM_COLUMNS, { fileName: 'Produtos.CSV' })).rows);
    expect(got.map((r) => r.values.ncm)).toEqual(['04011000']);
  });

  it('reports an empty file, a sheet of blanks and a header without data', async () => {
    expect((await sheetError(readRows(writeBytes(dir, 'vazio.csv', ''), NCM_COLUMNS))).message).toBe('A planilha está vazia.');
    expect((await sheetError(readRows(writeCsv(dir, 'brancos.csv', ';;\n;;\n'), NCM_COLUMNS))).code).toBe('VAZIO');
    const onlyHeader = await sheetError(readRows(writeCsv(dir, 'cabecalho.csv', 'Código;NCM\n'), NCM_COLUMNS));
    expect(onlyHeader.code).toBe('VAZIO');
    expect(onlyHeader.message).toBe('A planilha só tem o cabeçalho (linha 1); não há linhas de dados abaixo dele.');
  });

  it('names the missing required column and the accepted headers', async () => {
    const err = await sheetError(readRows(writeCsv(dir, 'sem-ncm.csv', 'Código;Descrição\n1;Leite\n'), NCM_COLUMNS));
    expect(err.code).toBe('COLUNAS');
    expect(err.message).toBe(
      'Coluna obrigatória não encontrada: NCM. Cabeçalhos aceitos: NCM, Cód. NCM, NCM/SH, Classificação fiscal. O cabeçalho precisa estar nas 20 primeiras linhas.',
    );
  });

  it('rejects files above maxBytes', async () => {
    const err = await sheetError(readRows(writeCsv(dir, 'grande.csv', 'NCM\n' + '04011000\n'.repeat(200)), NCM_COLUMNS, { maxBytes: 1000 }));
    expect(err.code).toBe('TAMANHO');
  });

  it('rejects a binary file renamed to .csv and a password-protected xlsx', async () => {
    const bin = writeBytes(dir, 'binario.csv', Buffer.from([1, 2, 0, 4, 5, 0, 7]));
    expect((await sheetError(readRows(bin, NCM_COLUMNS))).code).toBe('CORROMPIDO');
    const cfb = Buffer.alloc(2048);
    Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(cfb, 0);
    Buffer.from('EncryptedPackage', 'utf16le').copy(cfb, 1024);
    const err = await sheetError(readRows(writeBytes(dir, 'senha.xlsx', cfb), NCM_COLUMNS));
    expect(err.message).toBe('A planilha está protegida por senha. Abra-a no Excel, remova a senha e envie novamente.');
  });
});

describe('readRows — more ERP shapes', () => {
  it('honours the "sep=" line of Excel and the ="0401" text trick', async () => {
    const path = writeCsv(dir, 'sep.csv', 'sep=,\r\nNCM,Descrição\r\n="04011000",Leite; integral\r\n');
    const { header, rows } = await readRows(path, NCM_COLUMNS);
    expect(header).toEqual({ line: 1, cells: ['NCM', 'Descrição'], columns: { ncm: 0, descricao: 1 } });
    const got = await collect(rows);
    expect(got.map((r) => [r.line, r.values.ncm, r.values.descricao])).toEqual([[2, '04011000', 'Leite; integral']]);
  });

  it('reads a two-row header (merged PIS/COFINS groups) from an xlsx', async () => {
    const path = await writeXlsx(dir, 'dois-niveis.xlsx', {
      sheets: [
        {
          name: 'A',
          merges: ['C1:D1', 'E1:F1'],
          rows: [
            [null, null, 'PIS', null, 'COFINS', null],
            ['NCM', 'Valor', 'CST', 'Valor', 'CST', 'Valor'],
            ['04011000', 100, '01', 1.65, '01', 7.6],
            [null, null, 'PIS', null, 'COFINS', null],
            ['NCM', 'Valor', 'CST', 'Valor', 'CST', 'Valor'],
            ['85444200', 200, '01', 3.3, '01', 15.2],
          ],
        },
      ],
    });
    const cols: ColumnSpec[] = [
      { key: 'ncm', synonyms: ['NCM'], required: true },
      { key: 'valor', synonyms: ['Valor'], required: true },
      { key: 'cstPis', synonyms: ['CST PIS'] },
      { key: 'valorPis', synonyms: ['Valor PIS'] },
      { key: 'cstCofins', synonyms: ['CST COFINS'] },
      { key: 'valorCofins', synonyms: ['Valor COFINS'] },
    ];
    const { header, rows } = await readRows(path, cols);
    expect(header.line).toBe(2);
    expect(header.cells).toEqual(['NCM', 'Valor', 'PIS CST', 'PIS Valor', 'COFINS CST', 'COFINS Valor']);
    const got = await collect(rows);
    expect(got[0]).toEqual({
      line: 3,
      values: { ncm: '04011000', valor: 100, cstPis: '01', valorPis: 1.65, cstCofins: '01', valorCofins: 7.6 },
      raw: ['04011000', 100, '01', 1.65, '01', 7.6],
    });
    // The header repeated on the next printed page (both rows) is skipped.
    expect(got.map((r) => [r.line, r.values.ncm])).toEqual([
      [3, '04011000'],
      [6, '85444200'],
    ]);
  });

  it('reads an xlsx written by SheetJS (inline strings, no styles) and an HTML saved as .xlsx', async () => {
    const path = writeXls(dir, 'sheetjs.xlsx', [['Relatório'], [], ['NCM', 'Descrição'], [4011000, 'Leite'], ['04061010', 'Queijo']], 'xlsx');
    const got = await collect((await readRows(path, NCM_COLUMNS)).rows);
    expect(got.map((r) => [r.line, r.values.ncm, r.values.descricao])).toEqual([
      [4, 4011000, 'Leite'],
      [5, '04061010', 'Queijo'],
    ]);
    const html = writeBytes(dir, 'html.xlsx', '<table><tr><td>NCM</td></tr><tr><td>04011000</td></tr></table>');
    const fromHtml = await collect((await readRows(html, NCM_COLUMNS)).rows);
    expect(fromHtml.map((r) => [r.line, r.values.ncm])).toEqual([[2, '04011000']]);
  });

  it('keeps counting lines across many empty rows and reads past 10 blank lines above the data', async () => {
    const text = 'NCM;Descrição\n' + '\n'.repeat(15) + '04011000;Leite\n;\n85444200;Cabo\n';
    const got = await collect((await readRows(writeCsv(dir, 'vazias.csv', text), NCM_COLUMNS)).rows);
    expect(got.map((r) => [r.line, r.values.ncm])).toEqual([
      [17, '04011000'],
      [19, '85444200'],
    ]);
  });
});

describe('numbers shown through a zero-padding format', () => {
  it('reads an NCM stored as 4011000 with format 00000000 as the text the user sees', async () => {
    const { default: ExcelJS } = await import('exceljs');
    const { mkdtempSync, rmSync } = await import('node:fs');
    const os = await import('node:os');
    const path = await import('node:path');
    const dir = mkdtempSync(path.join(os.tmpdir(), 'apura-zero-'));
    try {
      const wb = new ExcelJS.Workbook();
      const ws = wb.addWorksheet('Produtos');
      ws.addRow(['Código', 'NCM']);
      ws.addRow(['1', 4011000]).getCell(2).numFmt = '00000000';
      ws.addRow(['2', 4011000]);
      const file = path.join(dir, 'zeros.xlsx');
      await wb.xlsx.writeFile(file);
      const { rows } = await readRows(file, [{ key: 'ncm', synonyms: ['NCM'], required: true }]);
      const values: unknown[] = [];
      for await (const r of rows) values.push(r.values.ncm);
      expect(values).toEqual(['04011000', 4011000]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
