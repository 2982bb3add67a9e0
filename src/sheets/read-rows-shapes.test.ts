import { readFileSync } from 'node:fs';
import * as XLSX from '@e965/xlsx';
import iconv from 'iconv-lite';
import { beforeAll, describe, expect, it } from 'vitest';
import { NCM_COLUMNS } from '../fiscal/ncm/columns';
import { PIS_COFINS_COLUMNS } from '../fiscal/pis-cofins/columns';
import { collect, minimalXlsx, tempDir, writeBytes, writeCsv, writeXls, writeXlsx, writeZip, type FixtureCell } from '../../tests/fixtures/sheets/builders';
import type { RawRow } from './row-source';
import { readSheetJsRows } from './sheetjs-source';
import { readRows } from './read-rows';
import { SheetError, type CellValue } from './types';

/** Shapes of real ERP exports, each read through the real NCM / PIS-COFINS column sets. */
let dir: string;
beforeAll(() => {
  dir = tempDir();
});

async function ncmRows(path: string): Promise<[number, CellValue][]> {
  const { rows } = await readRows(path, NCM_COLUMNS);
  return (await collect(rows)).map((r) => [r.line, r.values.ncm]);
}

async function sheetError(p: Promise<unknown>): Promise<SheetError> {
  try {
    await p;
  } catch (err) {
    if (err instanceof SheetError) return err;
    throw err;
  }
  throw new Error('expected a SheetError');
}

function writeBook(file: string, sheets: { name: string; rows: unknown[][]; hidden?: boolean }[], bookType: XLSX.BookType): string {
  const wb = XLSX.utils.book_new();
  for (const s of sheets) {
    XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(s.rows), s.name);
  }
  wb.Workbook = { Sheets: sheets.map((s) => ({ Hidden: s.hidden ? 1 : 0 })) };
  return writeBytes(dir, file, XLSX.write(wb, { type: 'buffer', bookType }) as Buffer);
}

describe('formatos antigos e alternativos', () => {
  it.each([['biff8' as const], ['biff5' as const], ['biff2' as const]])('reads a %s .xls with a title block', async (bookType) => {
    const path = writeXls(dir, `antigo-${bookType}.xls`, [['EMPRESA LTDA'], ['Relatório de produtos'], [], ['CODIGO', 'DESCRICAO', 'CODIGO NCM'], ['1', 'LEITE', 4011000], ['2', 'CABO', '85444200']], bookType);
    expect(await ncmRows(path)).toEqual([
      [5, 4011000],
      [6, '85444200'],
    ]);
  });

  it.each([
    ['.xls com máscara 00000000', 'xls', '00000000', '04011000'],
    ['.xls com máscara 0000\\.00\\.00', 'xls', '0000\\.00\\.00', '0401.10.00'],
    ['.xlsx com máscara 0000\\.00\\.00', 'xlsx', '0000\\.00\\.00', '0401.10.00'],
  ])('NCM guardado como número e mostrado com o zero (%s) é lido como o texto que o usuário vê', async (_name, kind, fmt, expected) => {
    let path: string;
    if (kind === 'xls') {
      const ws = XLSX.utils.aoa_to_sheet([['Descrição', 'NCM'], ['LEITE', 4011000]]);
      (ws['B2'] as XLSX.CellObject).z = fmt;
      const wb = XLSX.utils.book_new();
      XLSX.utils.book_append_sheet(wb, ws, 'Produtos');
      path = writeBytes(dir, `mascara-${fmt.length}.xls`, XLSX.write(wb, { type: 'buffer', bookType: 'biff8' }) as Buffer);
    } else {
      path = await writeXlsx(dir, 'mascara.xlsx', { sheets: [{ name: 'Produtos', rows: [['Descrição', 'NCM'], ['LEITE', 4011000]] }] });
      const { default: ExcelJS } = await import('exceljs');
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.readFile(path);
      wb.getWorksheet('Produtos')!.getCell('B2').numFmt = fmt;
      await wb.xlsx.writeFile(path);
    }
    expect(await ncmRows(path)).toEqual([[2, expected]]);
  });

  it('.xlsx gravado pelo SheetJS com datas ISO (t="d", exportação de ERP web) lê a data, não o ano como número (17/07/1905)', async () => {
    const ws = XLSX.utils.aoa_to_sheet(
      [['Data', 'NF', 'NCM', 'CFOP', 'Valor', 'CST PIS', 'Valor PIS', 'CST COFINS', 'Valor COFINS'], [new Date(Date.UTC(2025, 2, 1)), '1', '94033000', 5102, 1000, '01', 16.5, '01', 76]],
      { cellDates: true },
    );
    const wb = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(wb, ws, 'Itens');
    const path = writeBytes(dir, 'datas-iso.xlsx', XLSX.write(wb, { type: 'buffer', bookType: 'xlsx', cellDates: true }) as Buffer);
    const { rows } = await readRows(path, PIS_COFINS_COLUMNS);
    const got = (await collect(rows)).map((r) => r.values.data);
    expect(got.map((d) => (d instanceof Date ? d.toISOString().slice(0, 10) : d))).toEqual(['2025-03-01']);
  });

  it.each([
    ['strings compartilhadas depois da aba (ordem de outros geradores)', ['rels', 'workbook', 'sheet', 'strings']],
    ['ordem do Excel', ['workbook', 'rels', 'sheet', 'strings']],
  ])('.xlsx com %s e quebras de linha "_x000D_": lê os textos', async (name, order) => {
    const main = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
    const rel = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
    const parts: Record<string, [string, string]> = {
      rels: ['xl/_rels/workbook.xml.rels', `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rel}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${rel}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`],
      workbook: ['xl/workbook.xml', `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${main}" xmlns:r="${rel}"><sheets><sheet name="Produtos" sheetId="1" r:id="rId1"/></sheets></workbook>`],
      sheet: ['xl/worksheets/sheet1.xml', `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${main}"><sheetData><row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c></row><row r="2"><c r="A2" t="s"><v>2</v></c><c r="B2" t="s"><v>3</v></c></row></sheetData></worksheet>`],
      strings: ['xl/sharedStrings.xml', `<?xml version="1.0" encoding="UTF-8"?><sst xmlns="${main}" count="4" uniqueCount="4"><si><t>Descrição</t></si><si><t>NCM</t></si><si><t>LEITE_x000D_\nUHT</t></si><si><t>04012010</t></si></sst>`],
    };
    const contentTypes = `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/></Types>`;
    const rootRels = `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rel}/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
    const entries: [string, string][] = [['[Content_Types].xml', contentTypes], ['_rels/.rels', rootRels], ...order.map((k) => parts[k])];
    const { rows } = await readRows(writeZip(dir, `ordem-${name.length}.xlsx`, entries), NCM_COLUMNS);
    const got = (await collect(rows)).map((r) => [r.line, String(r.values.description).replace(/\r/g, ''), r.values.ncm]);
    expect(got).toEqual([[2, 'LEITE\nUHT', '04012010']]);
  });

  it('refuses .ods by name with a pt-BR message that says how to convert it', async () => {
    const path = writeBook('planilha.ods', [{ name: 'A', rows: [['NCM'], ['04011000']] }], 'ods');
    const err = await sheetError(readRows(path, NCM_COLUMNS));
    expect(err.code).toBe('EXTENSAO');
    expect(err.message).toBe('Planilhas do LibreOffice/OpenOffice (.ods) não são aceitas: abra o arquivo, salve como .xlsx ou .csv e envie novamente.');
  });

  it('uma pasta com nome de planilha ("Notas.xlsx/") dá mensagem em pt-BR, não um erro do sistema', async () => {
    const { mkdirSync } = await import('node:fs');
    const { join } = await import('node:path');
    const folder = join(dir, 'Notas.xlsx');
    mkdirSync(folder);
    const err = await sheetError(readRows(folder, NCM_COLUMNS));
    expect(err.message).toBe('O caminho informado é uma pasta, não um arquivo de planilha.');
  });

  it.each([
    [
      'relatório .txt de colunas alinhadas por espaços',
      'relatorio.txt',
      'CODIGO  DESCRICAO                NCM\r\n000001  LEITE UHT                04012010\r\n000002  CABO USB                 85444200\r\n',
      /^Não foi possível separar as colunas do arquivo de texto/,
    ],
    [
      'arquivo do SPED (EFD) enviado à conferência de planilha',
      'efd.txt',
      '|0000|017|0|01012025|31012025|EMPRESA X|00000000000191||SP|||A|1|\r\n|0001|0|\r\n|0200|1|LEITE UHT||||UN|00|04012010||||\r\n',
      /^O arquivo é uma escrituração do SPED \(EFD\)/,
    ],
  ])('%s: a mensagem diz o que o arquivo é', async (_name, file, text, msg) => {
    const err = await sheetError(readRows(writeCsv(dir, file, text), NCM_COLUMNS));
    expect(err.code).toBe('COLUNAS');
    expect(err.message).toMatch(msg);
  });

  it('reads an .ods renamed to .xlsx', async () => {
    const path = writeBook('ods-renomeado.xlsx', [{ name: 'A', rows: [['NCM'], ['04011000']] }], 'ods');
    expect(await ncmRows(path)).toEqual([[2, '04011000']]);
  });

  it('reads an .xlsx renamed to .xls', async () => {
    const path = await writeXlsx(dir, 'xlsx-renomeado.xls', { sheets: [{ name: 'A', rows: [['NCM'], ['04011000']] }] });
    expect(await ncmRows(path)).toEqual([[2, '04011000']]);
  });
});

describe('CSV', () => {
  it('reads ; with , decimals, windows-1252 accents, trailing empty columns', async () => {
    const text = 'Código;Descrição;NCM;;;\r\n001;Açúcar cristal;17019900;;;\r\n002;Pão francês;19059090;;;\r\n';
    const { header, rows } = await readRows(writeCsv(dir, 'latin.csv', text, 'windows-1252'), NCM_COLUMNS);
    expect(header.columns).toEqual({ product: 0, description: 1, ncm: 2 });
    expect((await collect(rows)).map((r) => r.values.description)).toEqual(['Açúcar cristal', 'Pão francês']);
  });

  it.each([
    ['Excel "CSV (MS-DOS)" em página de código 850', 'cp850', 'Código;Descrição;Classificação Fiscal\r\n1;AÇÚCAR CRISTAL;17019900\r\n2;PÃO FRANCÊS;19059090\r\n'],
    ['windows-1252 com aspas e travessão tipográficos', 'win1252', 'Código;Descrição;Classificação Fiscal\r\n1;COPO D’ÁGUA “PREMIUM” – 300ML;17019900\r\n2;SANT’ANNA PÃO;19059090\r\n'],
  ])('%s: acentos lidos como no original', async (_name, enc, text) => {
    const path = writeBytes(dir, `pagina-codigo-${enc}.csv`, iconv.encode(text, enc));
    const { header, rows } = await readRows(path, NCM_COLUMNS);
    expect(header.cells).toEqual(['Código', 'Descrição', 'Classificação Fiscal']);
    const expected = text.split('\r\n').slice(1, 3).map((l) => l.split(';')[1]);
    expect((await collect(rows)).map((r) => r.values.description)).toEqual(expected);
  });

  it('reads UTF-8 with BOM and a sep=; hint', async () => {
    const path = writeCsv(dir, 'bom-sep.csv', 'sep=;\r\nNCM;Descrição\r\n04011000;Leite, integral\r\n', 'utf-8-bom');
    const { header, rows } = await readRows(path, NCM_COLUMNS);
    expect(header.line).toBe(1);
    expect((await collect(rows)).map((r) => [r.line, r.values.ncm, r.values.description])).toEqual([[2, '04011000', 'Leite, integral']]);
  });

  it('reads TAB-separated text with a title line', async () => {
    const path = writeCsv(dir, 'tab.txt', 'Relatório de produtos\n\nCód.\tDescrição\tNCM/SH\n1\tLeite, integral\t04011000\n');
    expect(await ncmRows(path)).toEqual([[4, '04011000']]);
  });

  it.each([['utf16le' as const], ['utf-16be' as const]])('reads %s without a BOM', async (enc) => {
    const text = 'NCM;Descrição\r\n04011000;Leite ação\r\n';
    const le = Buffer.from(text, 'utf16le');
    const bytes = enc === 'utf16le' ? le : Buffer.from(le).swap16();
    const { rows } = await readRows(writeBytes(dir, `utf16-sem-bom-${enc}.csv`, bytes), NCM_COLUMNS);
    expect((await collect(rows)).map((r) => [r.line, r.values.ncm, r.values.description])).toEqual([[2, '04011000', 'Leite ação']]);
  });

  it.each([
    ['campos completados com NUL (Delphi/Clipper)', Buffer.from('Código;Descrição;NCM\r\n1;LEITE\0\0\0\0;04012010\r\n2;CABO\0\0;85444200\r\n', 'latin1')],
    ['arquivo terminado por NULs', Buffer.concat([Buffer.from('Codigo;Descricao;NCM\r\n1;LEITE;04012010\r\n2;CABO;85444200\r\n'), Buffer.alloc(4096)])],
    ['marca de fim de arquivo do DOS (Ctrl+Z)', Buffer.from('Codigo;Descricao;NCM\r\n1;LEITE;04012010\r\n2;CABO;85444200\r\n\x1a')],
  ])('texto com %s é lido como texto, sem linha a mais', async (name, bytes) => {
    const path = writeBytes(dir, `controle-${name.replace(/\W+/g, '-')}.csv`, bytes);
    const { rows } = await readRows(path, NCM_COLUMNS);
    expect((await collect(rows)).map((r) => [r.line, r.values.description, r.values.ncm])).toEqual([
      [2, 'LEITE', '04012010'],
      [3, 'CABO', '85444200'],
    ]);
  });

  it('still rejects a binary file with scattered zero bytes', async () => {
    const bin = Buffer.alloc(600);
    for (let i = 0; i < bin.length; i++) bin[i] = i % 7 === 0 ? 0 : (i * 31) % 251;
    expect((await sheetError(readRows(writeBytes(dir, 'binario2.csv', bin), NCM_COLUMNS))).code).toBe('CORROMPIDO');
  });

  it('reads lines wrapped whole in quotes (a CSV passed twice through a CSV writer)', async () => {
    const text = 'Relatório de produtos\r\n"NCM;Descrição;Valor"\r\n"04011000;""Leite; integral"";1.234,56"\r\n"85444200;Cabo;10,00"\r\n';
    const { header, rows } = await readRows(writeCsv(dir, 'linha-aspas.csv', text), NCM_COLUMNS);
    expect(header).toMatchObject({ line: 2, cells: ['NCM', 'Descrição', 'Valor'] });
    expect((await collect(rows)).map((r) => [r.line, r.values.ncm, r.values.description])).toEqual([
      [3, '04011000', 'Leite; integral'],
      [4, '85444200', 'Cabo'],
    ]);
  });

  it('a single-column CSV with every value quoted is not taken for wrapped lines', async () => {
    const path = writeCsv(dir, 'uma-coluna.csv', '"NCM"\r\n"04011000"\r\n"8544.42.00"\r\n');
    expect(await ncmRows(path)).toEqual([
      [2, '04011000'],
      [3, '8544.42.00'],
    ]);
  });

  it.each([
    ['CSV UTF-8 gravado duas vezes', 'csv'],
    ['CSV UTF-8 aberto sem BOM no Excel e salvo como .xlsx', 'xlsx'],
  ])('acentos duplamente codificados (%s): acha "ClassificaÃ§Ã£o Fiscal" e devolve a descrição legível', async (_name, kind) => {
    const rows = [['CÃ³digo', 'DescriÃ§Ã£o', 'ClassificaÃ§Ã£o Fiscal'], ['1', 'AÃ‡ÃšCAR CRISTAL', '17019900']];
    const path =
      kind === 'csv'
        ? writeCsv(dir, 'mojibake.csv', rows.map((r) => r.join(';')).join('\r\n'))
        : await writeXlsx(dir, 'mojibake.xlsx', { sheets: [{ name: 'Plan1', rows }] });
    const { header, rows: got } = await readRows(path, NCM_COLUMNS);
    expect(header.columns).toEqual({ product: 0, description: 1, ncm: 2 });
    expect((await collect(got)).map((r) => [r.line, r.values.description, r.values.ncm])).toEqual([[2, 'AÇÚCAR CRISTAL', '17019900']]);
  });

  it('reads quoted fields with ; and line breaks', async () => {
    const path = writeCsv(dir, 'aspas.csv', 'NCM;Descrição\n04011000;"Leite; integral\nUHT"\n85444200;Cabo\n');
    const { rows } = await readRows(path, NCM_COLUMNS);
    expect((await collect(rows)).map((r) => [r.line, r.values.description])).toEqual([
      [2, 'Leite; integral\nUHT'],
      [3, 'Cabo'],
    ]);
  });

});

describe('cabeçalhos', () => {
  it.each([
    ['DESCRICAO', 'CODIGO NCM'],
    ['Descrição', 'NCM/SH'],
    ['Produto', 'Classificação Fiscal'],
    ['Desc.', 'Cód. NCM'],
    ['DESCRICAO', 'NCM_SH'],
    ['Descrição', 'Cod.Fiscal'],
    ['Descrição', 'Pos.IPI/NCM'],
    ['DESCRIÇÃO DO PRODUTO', 'NCM/NBM'],
    ['Descrição', 'NBM/SH'],
    ['Descrição', 'Cód. TIPI'],
    ['Descrição', 'Class. Fisc.'],
    ['Descrição', 'Clas. Fiscal'],
    ['Descrição', 'N.C.M.'],
    ['Descrição', 'NCM do Produto'],
    ['Descrição', 'B1_POSIPI'],
    ['Descrição', 'CODNCM'],
    ['Descrição', 'IPI/NCM'],
    ['Descrição', 'Nomenclatura Comum do Mercosul'],
  ])('%s + %s', async (desc, ncm) => {
    const path = writeCsv(dir, `h-${desc}-${ncm}.csv`.replace(/[^\w.-]/g, '_'), `Preço;${ncm};Unid.;${desc};Estoque\n1,00;04011000;UN;Leite;3\n`);
    const { header, rows } = await readRows(path, NCM_COLUMNS);
    expect(header.columns.ncm).toBe(1);
    expect(header.columns.description).toBe(3);
    expect((await collect(rows))[0].values.ncm).toBe('04011000');
  });

  it('"Produto" (o código) antes de "Descrição" (o nome): a descrição lida é a do nome', async () => {
    const { header, rows } = await readRows(writeCsv(dir, 'produto-descricao.csv', 'Produto;Descrição;NCM\n1001;LEITE UHT INTEGRAL;04012010\n'), NCM_COLUMNS);
    expect(header.columns.description).toBe(1);
    expect((await collect(rows)).map((r) => r.values.description)).toEqual(['LEITE UHT INTEGRAL']);
  });

  it('planilha corrigida pelo Apura enviada de novo: "Código do problema" e "Descrição oficial" não são o código nem a descrição do produto', async () => {
    const text = 'Descrição;NCM;Status;Código do problema;Motivo;NCM sugerido;Descrição oficial\r\nLEITE UHT;04011000;Erro;NCM_INEXISTENTE;x;04012010;Leite\r\n';
    const { header } = await readRows(writeCsv(dir, 'reenvio.csv', text), NCM_COLUMNS);
    expect(header.columns).toEqual({ description: 0, ncm: 1 });
  });

  it.each([
    ['em células separadas ("Produto: | Todos | NCM: | Todos")', 'Produto:;Todos;NCM:;Todos'],
    ['na mesma célula ("Produto: Todos | NCM: Todos")', 'Produto: Todos;NCM: Todos'],
  ])('linha de filtros do relatório %s acima do cabeçalho não é o cabeçalho', async (_name, filters) => {
    const text = `RELAÇÃO DE PRODUTOS\r\n${filters}\r\n\r\nNCM;Unid\r\n04012010;UN\r\n`;
    const { header, rows } = await readRows(writeCsv(dir, 'filtros.csv', text), NCM_COLUMNS);
    expect(header.line).toBe(4);
    expect((await collect(rows)).map((r) => [r.line, r.values.ncm])).toEqual([[5, '04012010']]);
  });

  it('finds a header under a 12-row title block in an xlsx with merged title cells', async () => {
    const titles = ['EMPRESA MODELO LTDA', 'CNPJ: 00.000.000/0001-91', 'Rua A, 1', 'São Paulo - SP', 'Período: 01/2025', 'Relatório de produtos', 'Emitido em 02/02/2025', 'Usuário: X', 'Página 1', 'Filial: 1', 'Ordem: código', 'Moeda: R$'];
    const path = await writeXlsx(dir, 'titulo12.xlsx', {
      sheets: [{ name: 'R', merges: titles.map((_, i) => `A${i + 1}:E${i + 1}`), rows: [...titles.map((t) => [t]), ['Código', 'Descrição', 'NCM'], ['1', 'LEITE', '04011000']] }],
    });
    expect(await ncmRows(path)).toEqual([[14, '04011000']]);
  });

  it('two-row header with a merged "Produto" group over Código | Descrição', async () => {
    const path = await writeXlsx(dir, 'grupo.xlsx', {
      sheets: [{ name: 'R', merges: ['A1:B1', 'C1:C2'], rows: [['Produto', null, 'NCM'], ['Código', 'Descrição', null], ['1', 'LEITE', '04011000']] }],
    });
    const { header, rows } = await readRows(path, NCM_COLUMNS);
    expect(header.columns).toEqual({ product: 0, description: 1, ncm: 2 });
    expect((await collect(rows)).map((r) => [r.line, r.values.ncm])).toEqual([[3, '04011000']]);
  });

  it('reads a 200-column sheet with NCM far to the right', async () => {
    const head = Array.from({ length: 200 }, (_, i) => `Campo ${i + 1}`);
    head[150] = 'NCM';
    head[151] = 'Descrição';
    const row = Array.from({ length: 200 }, (_, i) => i);
    const data: CellValue[] = [...row];
    data[150] = '04011000';
    data[151] = 'LEITE';
    const path = await writeXlsx(dir, 'largo.xlsx', { sheets: [{ name: 'A', rows: [head, data] }] });
    const { header, rows } = await readRows(path, NCM_COLUMNS);
    expect(header.columns.ncm).toBe(150);
    expect((await collect(rows))[0].values.description).toBe('LEITE');
  });
});

describe('escolha da aba', () => {
  it('skips a cover sheet with text and reads the data on sheet 2', async () => {
    const path = await writeXlsx(dir, 'capa.xlsx', {
      sheets: [
        { name: 'Capa', rows: [['Relatório de produtos'], ['Empresa Modelo LTDA'], ['Gerado em 01/02/2025']] },
        { name: 'Produtos', rows: [['Código', 'NCM'], ['1', '04011000']] },
      ],
    });
    const { header, rows } = await readRows(path, NCM_COLUMNS);
    expect(header.sheetName).toBe('Produtos');
    expect((await collect(rows)).map((r) => r.values.ncm)).toEqual(['04011000']);
  });

  it('skips a cover sheet in an .xls too', async () => {
    const path = writeBook('capa.xls', [
      { name: 'Capa', rows: [['Relatório de produtos']] },
      { name: 'Produtos', rows: [['NCM'], ['04011000']] },
    ], 'biff8');
    expect(await ncmRows(path)).toEqual([[2, '04011000']]);
  });

  it('reads an ERP web report saved as .xls with the title and filters in a first HTML table', async () => {
    const html =
      '<html><body><table><tr><td>EMPRESA X LTDA</td></tr><tr><td>Período 01/2025</td></tr></table>' +
      '<table><tr><th>Código</th><th>Descrição</th><th>NCM</th></tr><tr><td>1</td><td>Leite</td><td>04011000</td></tr></table></body></html>';
    expect(await ncmRows(writeBytes(dir, 'web-duas-tabelas.xls', html))).toEqual([[2, '04011000']]);
  });

  it('with several data sheets the first one that has the columns is read', async () => {
    const path = await writeXlsx(dir, 'varias.xlsx', {
      sheets: [
        { name: 'Resumo', rows: [['Total de itens', 2]] },
        { name: 'Jan', rows: [['NCM'], ['04011000']] },
        { name: 'Fev', rows: [['NCM'], ['85444200']] },
      ],
    });
    const { header, rows } = await readRows(path, NCM_COLUMNS);
    expect(header.sheetName).toBe('Jan');
    expect((await collect(rows)).map((r) => r.values.ncm)).toEqual(['04011000']);
  });

  it('passes over a template sheet that has the header but no rows', async () => {
    const path = await writeXlsx(dir, 'modelo.xlsx', {
      sheets: [
        { name: 'Modelo', rows: [['Código', 'Descrição', 'NCM']] },
        { name: 'Dados', rows: [['Código', 'Descrição', 'NCM'], ['1', 'LEITE', '04011000']] },
      ],
    });
    const { header, rows } = await readRows(path, NCM_COLUMNS);
    expect(header.sheetName).toBe('Dados');
    expect((await collect(rows)).map((r) => r.values.ncm)).toEqual(['04011000']);
  });

  it('does not choose a hidden sheet even when it is the only one with the columns', async () => {
    const path = await writeXlsx(dir, 'so-oculta.xlsx', {
      sheets: [
        { name: 'Capa', rows: [['Relatório']] },
        { name: 'Base', rows: [['NCM'], ['04011000']], hidden: true },
      ],
    });
    expect((await sheetError(readRows(path, NCM_COLUMNS))).code).toBe('COLUNAS');
  });

  it.each([['xlsx'], ['xls']])('.%s com os dados só numa aba oculta: a mensagem diz qual aba reexibir', async (kind) => {
    const sheets = [
      { name: 'Capa', rows: [['Relatório']] },
      { name: 'Base', rows: [['NCM'], ['04011000']], hidden: true },
    ];
    const path = kind === 'xlsx' ? await writeXlsx(dir, 'dados-ocultos.xlsx', { sheets }) : writeBook('dados-ocultos.xls', sheets, 'biff8');
    const err = await sheetError(readRows(path, NCM_COLUMNS));
    expect(err.code).toBe('COLUNAS');
    expect(err.message).toBe('As colunas foram encontradas só na aba oculta "Base", que não é lida. No Excel, clique com o botão direito numa aba, escolha "Reexibir" e envie a planilha novamente.');
  });

  it('uma aba oculta longa (tabela de apoio) antes dos dados não impede de ler a aba visível', async () => {
    const lookup = [['NCM', 'Descrição'], ...Array.from({ length: 6000 }, (_, i) => [String(10000000 + i), 'APOIO'])];
    const path = await writeXlsx(dir, 'apoio-oculto.xlsx', {
      sheets: [
        { name: 'Apoio', rows: lookup, hidden: true },
        { name: 'Produtos', rows: [['Código', 'NCM'], ['1', '04011000']] },
      ],
    });
    const { header, rows } = await readRows(path, NCM_COLUMNS);
    expect(header.sheetName).toBe('Produtos');
    expect((await collect(rows)).map((r) => r.values.ncm)).toEqual(['04011000']);
  });

  it('when no sheet has the columns, names the sheets looked at and the closest one', async () => {
    const path = await writeXlsx(dir, 'sem-ncm.xlsx', {
      sheets: [
        { name: 'Capa', rows: [['Relatório']] },
        { name: 'Itens', rows: [['Código', 'Descrição'], ['1', 'LEITE']] },
      ],
    });
    const err = await sheetError(readRows(path, NCM_COLUMNS));
    expect(err.code).toBe('COLUNAS');
    expect(err.message).toMatch(/^Nenhuma aba tem as colunas obrigatórias \(abas verificadas: "Capa", "Itens"; a mais próxima é "Itens"\)\. Coluna obrigatória não encontrada: NCM\./);
  });

  it('a header-only sheet is reported as such when no other sheet has data', async () => {
    const path = await writeXlsx(dir, 'so-modelo.xlsx', {
      sheets: [
        { name: 'Capa', rows: [['Relatório']] },
        { name: 'Modelo', rows: [[null], ['Código', 'NCM']] },
      ],
    });
    const err = await sheetError(readRows(path, NCM_COLUMNS));
    expect(err.message).toBe('A planilha só tem o cabeçalho (linha 2); não há linhas de dados abaixo dele.');
  });

  it('reads only the chosen sheet: rows of the sheets after it are not mixed in', async () => {
    const path = writeBook('duas.xls', [
      { name: 'Jan', rows: [['NCM'], ['04011000'], ['85444200']] },
      { name: 'Fev', rows: [['NCM'], ['22030000']] },
    ], 'biff8');
    const { header, rows } = await readRows(path, NCM_COLUMNS);
    expect(header.sheetName).toBe('Jan');
    expect((await collect(rows)).map((r) => r.values.ncm)).toEqual(['04011000', '85444200']);
  });

  it('a long first sheet without the columns is the data itself: the error comes without reading further sheets', async () => {
    const long = [['Código', 'Descrição'], ...Array.from({ length: 6000 }, (_, i) => [String(i), 'ITEM'])];
    const path = await writeXlsx(dir, 'longa.xlsx', {
      sheets: [
        { name: 'Itens', rows: long },
        { name: 'Outra', rows: [['NCM'], ['04011000']] },
      ],
    });
    const err = await sheetError(readRows(path, NCM_COLUMNS));
    expect(err.message).toMatch(/^Coluna obrigatória não encontrada: NCM\./);
  });
});

describe('linhas de relatório', () => {
  it('skips page title blocks repeated before each repeated header, and report footers', async () => {
    const page = (n: number) => [['EMPRESA MODELO LTDA'], [`Página ${n} de 2`, null, 'Emitido em 02/04/2025'], ['Código', 'Descrição', 'NCM']];
    const path = await writeXlsx(dir, 'paginas.xlsx', {
      sheets: [
        {
          name: 'R',
          rows: [...page(1), ['1', 'LEITE', '04011000'], [], ...page(2), ['2', 'CABO', '85444200'], ['3', 'FOLHA DE ALUMÍNIO', null], ['TOTAL GERAL', null, null], ['Fim do relatório'], ['Impresso por FISCAL em 02/04/2025 10:15']],
        },
      ],
    });
    expect(await ncmRows(path)).toEqual([
      [4, '04011000'],
      [9, '85444200'],
      // An item without NCM is still an item (NCM_AUSENTE), even when its text looks like a footer word.
      [10, null],
    ]);
  });

  it('relatório agrupado: títulos de grupo ("Grupo: 01 - LATICÍNIOS") e contagens ("Quantidade de itens: 2") não viram itens sem NCM', async () => {
    const text = [
      'Código;Descrição;NCM;Unid',
      'Grupo: 01 - LATICÍNIOS;;;',
      '1;LEITE UHT;04012010;UN',
      '2;QUEIJO;;KG',
      'Família 02 - INFORMÁTICA;;;',
      '3;NOTEBOOK;84713012;UN',
      ';Quantidade de itens: 3;;',
    ].join('\r\n');
    expect(await ncmRows(writeCsv(dir, 'agrupado.csv', text))).toEqual([[3, '04012010'], [4, null], [6, '84713012']]);
  });

  it('linha com valores só em colunas não lidas (grupo numa coluna "Produto" não usada, observação) não vira item', async () => {
    const text = ['Produto;Descrição;NCM;Obs.', 'LATICÍNIOS;;;', '1001;LEITE UHT;04012010;', ';;;conferir preço', '1002;QUEIJO;;'].join('\r\n');
    expect(await ncmRows(writeCsv(dir, 'so-colunas-nao-lidas.csv', text))).toEqual([[3, '04012010'], [5, null]]);
  });

  it('resumo depois dos itens ("Resumo por NCM" com outro cabeçalho) não vira itens; o cabeçalho repetido volta aos itens', async () => {
    const text = [
      'Código;Descrição;NCM;Qtde',
      '1;LEITE;04012010;10',
      '2;TOTAL;85444200;5',
      '',
      'Resumo por NCM',
      'NCM;Qtde de itens',
      '04012010;1',
      '85444200;1',
      'Código;Descrição;NCM;Qtde',
      '3;CAFÉ;09012100;2',
    ].join('\r\n');
    expect(await ncmRows(writeCsv(dir, 'resumo.csv', text))).toEqual([[2, '04012010'], [3, '85444200'], [10, '09012100']]);
  });

  it('PIS/COFINS: "Resumo por CFOP" (CFOP | Valor contábil | PIS | COFINS) depois dos itens não vira linhas com CST em branco', async () => {
    const text = [
      'Data;NF;NCM;CFOP;Valor;CST PIS;Valor PIS;CST COFINS;Valor COFINS',
      '15/03/2025;1;94033000;5102;1000,00;01;16,50;01;76,00',
      'RESUMO POR CFOP',
      'CFOP;Valor Contábil;PIS;COFINS',
      '5102;1000,00;16,50;76,00',
    ].join('\r\n');
    const { rows } = await readRows(writeCsv(dir, 'resumo-cfop.csv', text), PIS_COFINS_COLUMNS);
    expect((await collect(rows)).map((r) => [r.line, r.values.cfop])).toEqual([[2, '5102']]);
  });

  it('keeps an item row that only looks like a title with other numbers when its NCM is filled', async () => {
    const path = writeCsv(dir, 'titulo-numero.csv', 'Lote 1\nDescrição;NCM\nLote 2;04011000\n');
    expect(await ncmRows(path)).toEqual([[3, '04011000']]);
  });

  it('reads a report whose values sit one column right of their merged headings (Crystal/FastReport export)', async () => {
    const path = await writeXlsx(dir, 'crystal.xlsx', {
      sheets: [
        {
          name: 'Relatorio',
          merges: ['A1:E1', 'B3:C3', 'D3:E3'],
          rows: [
            ['RELATÓRIO DE PRODUTOS'],
            [],
            ['Código', 'Descrição', null, 'NCM', null],
            ['1', null, 'LEITE UHT', null, '04011000'],
            ['2', null, 'CABO USB', null, '85444200'],
            ['TOTAL DE ITENS: 2'],
          ],
        },
      ],
    });
    const { header, rows } = await readRows(path, NCM_COLUMNS);
    expect(header.columns).toEqual({ product: 0, description: 2, ncm: 4 });
    expect((await collect(rows)).map((r) => [r.line, r.values.description, r.values.ncm])).toEqual([
      [4, 'LEITE UHT', '04011000'],
      [5, 'CABO USB', '85444200'],
    ]);
  });

  it('leaves the columns where they are when the NCM column has values (an empty optional column is not moved)', async () => {
    const path = writeCsv(dir, 'alinhada.csv', 'NCM;Descrição;\n04011000;;X\n;;Y\n85444200;;Z\n');
    const { header } = await readRows(path, NCM_COLUMNS);
    expect(header.columns).toEqual({ ncm: 0, description: 1 });
  });

  it('does not move an empty NCM column onto a neighbour that has its own heading', async () => {
    const path = writeCsv(dir, 'ncm-vazio.csv', 'Código;NCM;Unidade\n1;;UN\n2;;KG\n');
    const { header, rows } = await readRows(path, NCM_COLUMNS);
    expect(header.columns).toEqual({ product: 0, ncm: 1 });
    expect((await collect(rows)).map((r) => r.values.ncm)).toEqual([null, null]);
  });

  it('reads header-only and empty sheets as VAZIO', async () => {
    const headerOnly = await writeXlsx(dir, 'so-cabecalho.xlsx', { sheets: [{ name: 'A', rows: [['NCM', 'Descrição']] }] });
    expect((await sheetError(readRows(headerOnly, NCM_COLUMNS))).code).toBe('VAZIO');
    const empty = await writeXlsx(dir, 'vazia.xlsx', { sheets: [{ name: 'A', rows: [] }] });
    expect((await sheetError(readRows(empty, NCM_COLUMNS))).code).toBe('VAZIO');
  });
});

describe('arquivos estranhos', () => {
  it.each([
    ['zip-qualquer.xlsx', () => {
      const wb = XLSX.utils.book_new();
      XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet([['x']]), 'A');
      // A zip that is not a workbook: only take the zip container, then rename an entry
      const buf = XLSX.write(wb, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
      return Buffer.from(buf.toString('latin1').replace(/xl\/workbook\.xml/g, 'xl/workbook.xmk'), 'latin1');
    }],
    ['lixo.xls', () => Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(600, 7)])],
    ['html-erro.xls', () => Buffer.from('<html><body><h1>Sessão expirada</h1></body></html>')],
    ['vazio-texto.csv', () => Buffer.from('\r\n\r\n')],
  ])('%s → SheetError in pt-BR', async (name, bytes) => {
    const err = await sheetError(readRows(writeBytes(dir, name, bytes()), NCM_COLUMNS).then((r) => collect(r.rows)));
    expect(err.message).toMatch(/[ãçéóá]/);
  });

  it('a truncated .xls is corrupt', async () => {
    const good = writeXls(dir, 'inteiro.xls', [['NCM'], ...Array.from({ length: 300 }, (_, i) => [String(10000000 + i)])]);
    const bytes = readFileSync(good);
    const err = await sheetError(readRows(writeBytes(dir, 'truncado.xls', bytes.subarray(0, Math.floor(bytes.length / 2))), NCM_COLUMNS).then((r) => collect(r.rows)));
    expect(err.code).toBe('CORROMPIDO');
  });
});

describe('PIS/COFINS', () => {
  it('reads a report-shaped xlsx with money as text and numbers', async () => {
    const path = await writeXlsx(dir, 'pis.xlsx', {
      sheets: [
        {
          name: 'Itens',
          rows: [
            ['Relatório de saídas'],
            ['DATA', 'NUMERO NF', 'NCM', 'CFOP', 'VALOR TOTAL', 'CST PIS', 'ALIQ PIS', 'VALOR PIS', 'CST COFINS', 'ALIQ COFINS', 'VALOR COFINS'],
            [45672, '123', 4011000, 5102, 'R$ 1.234,56', '01', '1,65%', { formula: 'E3*0.0165', result: 20.37 }, '01', 0.076, '(93,83)'],
          ],
        },
      ],
    });
    const { header, rows } = await readRows(path, PIS_COFINS_COLUMNS);
    expect(Object.keys(header.columns).sort()).toEqual(['aliq_cofins', 'aliq_pis', 'cfop', 'cst_cofins', 'cst_pis', 'data', 'documento', 'ncm', 'valor', 'valor_cofins', 'valor_pis'].sort());
    const [r] = await collect(rows);
    expect(r.values.valor_pis).toBe(20.37);
  });
});

describe('o mesmo cabeçalho duas vezes', () => {
  it('"NCM;NCM" with the first column empty: the column holding the codes is read', async () => {
    const path = writeCsv(dir, 'ncm-duas-colunas.csv', 'Código;Descrição;NCM;NCM\n1;LEITE;;04012010\n2;QUEIJO;;04061010\n');
    const { header, rows } = await readRows(path, NCM_COLUMNS);
    expect(header.columns.ncm).toBe(3);
    expect((await collect(rows)).map((r) => r.values.ncm)).toEqual(['04012010', '04061010']);
  });

  it('both filled, or both empty in the first rows: the first column stays', async () => {
    const both = writeCsv(dir, 'ncm-duas-cheias.csv', 'Código;NCM;NCM\n1;04012010;22030000\n2;04061010;\n');
    expect((await readRows(both, NCM_COLUMNS)).header.columns.ncm).toBe(1);
    const tie = writeCsv(dir, 'ncm-duas-vazias.csv', 'Código;Descrição;NCM;NCM\n1;LEITE;;\n');
    expect((await readRows(tie, NCM_COLUMNS)).header.columns.ncm).toBe(2);
  });

  it('in an .xlsx the second "NCM" column, filled in most rows, wins over a sparse first one', async () => {
    const path = await writeXlsx(dir, 'ncm-duas-colunas.xlsx', {
      sheets: [{ name: 'Produtos', rows: [['Código', 'Descrição', 'NCM', 'NCM'], [1, 'LEITE', null, '04012010'], [2, 'QUEIJO', '0406', '04061010'], [3, 'CAFÉ', null, '09012100']] }],
    });
    expect(await ncmRows(path)).toEqual([[2, '04012010'], [3, '04061010'], [4, '09012100']]);
  });
});

describe('fórmulas sem resultado e erros do Excel', () => {
  // exceljs writes a formula without <v> when no result is given, as libraries that do not calculate do.
  const rows = [
    ['Código', 'Descrição', 'NCM'],
    [1, 'LEITE', { formula: 'VLOOKUP(A2,Tabela!A:B,2,0)' }],
    [2, { formula: 'B1&"x"' }, '04012010'],
    [{ formula: 'A3+1' }, { formula: 'B3' }, { formula: 'C3' }],
    [4, 'CAFÉ', { formula: 'VLOOKUP(A5,Tabela!A:B,2,0)', result: { error: '#N/A' } }],
    [5, 'QUEIJO', { error: '#REF!' }],
  ] as FixtureCell[][];

  it('.xlsx (exceljs): the NCM cell of an item is handed over as "=FÓRMULA", an error cell as its code; optional columns stay empty and rows of formulas alone are skipped', async () => {
    const path = await writeXlsx(dir, 'formulas.xlsx', { sheets: [{ name: 'Produtos', rows }] });
    const { rows: got } = await readRows(path, NCM_COLUMNS);
    const read = (await collect(got)).map((r) => [r.line, r.values.description, r.values.ncm]);
    expect(read).toEqual([
      [2, 'LEITE', '=VLOOKUP(A2,Tabela!A:B,2,0)'],
      [3, null, '04012010'],
      // exceljs' streaming reader drops error results: a formula that gave #N/A reads as one without a result.
      [5, 'CAFÉ', '=VLOOKUP(A5,Tabela!A:B,2,0)'],
      [6, 'QUEIJO', '#REF!'],
    ]);
  });

  it('SheetJS: an error result keeps its code; an empty text result Excel saved is empty', async () => {
    const path = writeZip(dir, 'formulas-sheetjs.xlsx', minimalXlsx(
      '<row r="1"><c r="A1" t="inlineStr"><is><t>NCM</t></is></c></row>' +
        '<row r="2"><c r="A2"><f>VLOOKUP(B2,Tabela!A:B,2,0)</f></c><c r="B2"><v>1</v></c></row>' +
        '<row r="3"><c r="A3" t="e"><f>VLOOKUP(B3,Tabela!A:B,2,0)</f><v>#N/A</v></c><c r="B3"><v>2</v></c></row>' +
        '<row r="4"><c r="A4" t="str"><f>IF(B4=3,"",B4)</f><v></v></c><c r="B4"><v>3</v></c></row>',
    ));
    const got: RawRow[] = [];
    for await (const r of readSheetJsRows(path)) got.push(r);
    expect(got.map((r) => [r.line, r.cells[0], r.formulas ?? null])).toEqual([
      [1, 'NCM', null],
      // SheetJS drops a formula saved without its value (see sheetjs-source.ts): empty, as before.
      [2, null, null],
      [3, '#N/A', null],
      // An empty text result saved by Excel is empty, not a formula without a value.
      [4, null, null],
    ]);
  });
});
