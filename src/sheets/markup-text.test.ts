import * as XLSX from '@e965/xlsx';
import iconv from 'iconv-lite';
import { beforeAll, describe, expect, it } from 'vitest';
import { NCM_COLUMNS } from '../fiscal/ncm/columns';
import { collect, tempDir, writeBytes } from '../../tests/fixtures/sheets/builders';
import { decodeHtmlEntities } from './markup-text';
import { readRows } from './read-rows';

/** "Excel" exports that are really HTML or XML Spreadsheet 2003 text, in the encodings ERPs write. */
let dir: string;
beforeAll(() => {
  dir = tempDir();
});

const HTML =
  '<html><head>{meta}</head><body><table><tr><td>Código</td><td>Descrição</td><td>Classificação Fiscal</td></tr>' +
  '<tr><td>1</td><td>AÇÚCAR CRISTAL</td><td>17019900</td></tr></table></body></html>';
const XML2003 =
  '<?xml version="1.0" encoding="{enc}"?><Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet" ' +
  'xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet"><Worksheet ss:Name="Produtos"><Table>' +
  '<Row><Cell><Data ss:Type="String">Código</Data></Cell><Cell><Data ss:Type="String">Descrição</Data></Cell><Cell><Data ss:Type="String">Classificação Fiscal</Data></Cell></Row>' +
  '<Row><Cell><Data ss:Type="String">1</Data></Cell><Cell><Data ss:Type="String">AÇÚCAR CRISTAL</Data></Cell><Cell><Data ss:Type="String">17019900</Data></Cell></Row>' +
  '</Table></Worksheet></Workbook>';

describe('HTML e XML 2003 salvos como .xls', () => {
  it.each([
    ['HTML windows-1252 sem charset', iconv.encode(HTML.replace('{meta}', ''), 'win1252')],
    ['HTML windows-1252 com meta charset=windows-1252', iconv.encode(HTML.replace('{meta}', '<meta http-equiv="Content-Type" content="text/html; charset=windows-1252">'), 'win1252')],
    ['HTML ISO-8859-1 que declara utf-8 (modelo copiado)', iconv.encode(HTML.replace('{meta}', '<meta charset="utf-8">'), 'latin1')],
    ['HTML UTF-8 sem charset', Buffer.from(HTML.replace('{meta}', ''), 'utf8')],
    ['HTML UTF-16LE com BOM (Excel "Página da Web")', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(HTML.replace('{meta}', ''), 'utf16le')])],
    ['HTML com entidades nomeadas (&ccedil; &atilde; &Uacute;)', Buffer.from(
      HTML.replace('{meta}', '').replace('Código', 'C&oacute;digo').replace('Descrição', 'Descri&ccedil;&atilde;o')
        .replace('Classificação', 'Classifica&ccedil;&atilde;o').replace('AÇÚCAR', 'A&Ccedil;&#218;CAR'), 'ascii')],
    ['XML 2003 em ISO-8859-1', iconv.encode(XML2003.replace('{enc}', 'ISO-8859-1'), 'latin1')],
    ['XML 2003 em UTF-8', Buffer.from(XML2003.replace('{enc}', 'UTF-8'), 'utf8')],
  ])('%s: acha "Classificação Fiscal" e lê a descrição acentuada', async (name, bytes) => {
    const { header, rows } = await readRows(writeBytes(dir, `${name.replace(/\W+/g, '-')}.xls`, bytes), NCM_COLUMNS);
    expect(header.cells).toEqual(['Código', 'Descrição', 'Classificação Fiscal']);
    expect((await collect(rows)).map((r) => [r.line, r.values.description, r.values.ncm])).toEqual([[2, 'AÇÚCAR CRISTAL', '17019900']]);
  });
});

describe('SYLK e DIF salvos como .xls (os outros formatos de texto do Excel)', () => {
  const sheet = (bookType: XLSX.BookType): string => {
    const wb = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet([['Código', 'Descrição', 'Classificação Fiscal'], ['1', 'AÇÚCAR CRISTAL', '17019900']]), 'Plan1');
    return Buffer.from(XLSX.write(wb, { type: 'buffer', bookType }) as Buffer).toString('utf8');
  };
  it.each([
    ['SYLK em windows-1252 (Excel)', () => iconv.encode(sheet('sylk'), 'win1252')],
    ['SYLK em UTF-8', () => Buffer.from(sheet('sylk'), 'utf8')],
    ['DIF em windows-1252', () => iconv.encode(sheet('dif'), 'win1252')],
  ])('%s: lido como planilha, não como linhas de texto', async (name, bytes) => {
    const { header, rows } = await readRows(writeBytes(dir, `${name.replace(/\W+/g, '-')}.xls`, bytes()), NCM_COLUMNS);
    expect(header.cells).toEqual(['Código', 'Descrição', 'Classificação Fiscal']);
    expect((await collect(rows)).map((r) => [r.line, r.values.description, r.values.ncm])).toEqual([[2, 'AÇÚCAR CRISTAL', '17019900']]);
  });
});

describe('decodeHtmlEntities', () => {
  it.each([
    ['CAF&Eacute; &amp; CIA', 'CAFÉ &amp; CIA'],
    ['P&atilde;o &#224; &#xE9; &#150; x', 'Pão à é – x'],
    ['&lt;td&gt; &#60; &quot;', '&lt;td&gt; &#60; &quot;'],
    ['&naoexiste; 5&nbsp;kg', '&naoexiste; 5\u00a0kg'],
  ])('%s → %s (os caracteres de marcação ficam para o parser)', (input, expected) => {
    expect(decodeHtmlEntities(input)).toBe(expected);
  });
});
