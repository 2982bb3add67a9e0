/**
 * "Baixar planilha modelo": small example workbooks with the headers each check expects and a
 * few realistic rows (NCMs valid in the current table). NCM and CST columns are text so Excel
 * keeps leading zeros when the user types over the examples.
 */
import ExcelJS from 'exceljs';
import { HEADER_SEARCH_ROWS } from './header-match';
import { NUMFMT_DATE, NUMFMT_DECIMAL, styleHeaderCell } from './xlsx-style';

interface TemplateColumn {
  header: string;
  width: number;
  numFmt?: string;
}

const TEXT = '@';
const RATE = '0.00';

async function templateWorkbook(sheetName: string, columns: TemplateColumn[], rows: ExcelJS.CellValue[][], notes: string[]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Apura';
  const ws = wb.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.columns = columns.map((c) => ({ width: c.width, style: c.numFmt ? { numFmt: c.numFmt } : {} }));
  const header = ws.addRow(columns.map((c) => c.header));
  header.eachCell((cell) => styleHeaderCell(cell));
  for (const r of rows) {
    const row = ws.addRow(r);
    columns.forEach((c, i) => {
      if (c.numFmt) row.getCell(i + 1).numFmt = c.numFmt;
    });
  }
  const help = wb.addWorksheet('Instruções');
  help.getColumn(1).width = 110;
  notes.forEach((n, i) => {
    const cell = help.getCell(i + 1, 1);
    cell.value = n;
    cell.alignment = { wrapText: true, vertical: 'top' };
    if (i === 0) cell.font = { bold: true, size: 12 };
  });
  return Buffer.from(await wb.xlsx.writeBuffer());
}

const COMMON_NOTES = [
  `O cabeçalho pode estar em qualquer uma das ${HEADER_SEARCH_ROWS} primeiras linhas preenchidas; linhas de título acima dele são ignoradas.`,
  'Formatos aceitos: .xlsx, .xls ou .csv (separado por ponto e vírgula, vírgula ou tabulação).',
  'Apague as linhas de exemplo antes de enviar a sua planilha.',
];

export function ncmTemplateXlsx(): Promise<Buffer> {
  return templateWorkbook(
    'Produtos',
    [
      { header: 'Código', width: 12, numFmt: TEXT },
      { header: 'Descrição', width: 45 },
      { header: 'NCM', width: 14, numFmt: TEXT },
    ],
    [
      ['1001', 'LEITE UHT INTEGRAL 1L', '04011010'],
      ['1002', 'ARROZ BRANCO TIPO 1 POLIDO 5KG', '10063021'],
      ['1003', 'CAFÉ TORRADO E MOÍDO 500G', '09012100'],
      ['1004', 'CADERNO UNIVERSITÁRIO 200 FOLHAS', '48202000'],
      ['1005', 'NOTEBOOK 15,6" 8GB 256GB SSD', '84713012'],
    ],
    [
      'Planilha modelo — Conferência de NCM',
      'Colunas: Código (opcional), Descrição (opcional, ajuda nas sugestões) e NCM (obrigatória).',
      'O NCM pode ter 8 dígitos com ou sem pontos (0401.10.10 ou 04011010). Formate a coluna como Texto para não perder o zero à esquerda.',
      ...COMMON_NOTES,
    ],
  );
}

const d = (day: number, month: number, year: number) => new Date(Date.UTC(year, month - 1, day));

export function pisCofinsTemplateXlsx(): Promise<Buffer> {
  return templateWorkbook(
    'Itens',
    [
      { header: 'Data', width: 12, numFmt: NUMFMT_DATE },
      { header: 'Documento', width: 12, numFmt: TEXT },
      { header: 'Produto', width: 36 },
      { header: 'NCM', width: 11, numFmt: TEXT },
      { header: 'CFOP', width: 7, numFmt: TEXT },
      { header: 'Valor', width: 12, numFmt: NUMFMT_DECIMAL },
      { header: 'Desconto', width: 11, numFmt: NUMFMT_DECIMAL },
      { header: 'CST PIS', width: 9, numFmt: TEXT },
      { header: 'Base PIS', width: 12, numFmt: NUMFMT_DECIMAL },
      { header: 'Alíquota PIS', width: 12, numFmt: RATE },
      { header: 'Valor PIS', width: 11, numFmt: NUMFMT_DECIMAL },
      { header: 'CST COFINS', width: 11, numFmt: TEXT },
      { header: 'Base COFINS', width: 12, numFmt: NUMFMT_DECIMAL },
      { header: 'Alíquota COFINS', width: 15, numFmt: RATE },
      { header: 'Valor COFINS', width: 13, numFmt: NUMFMT_DECIMAL },
    ],
    [
      // Arroz: alíquota zero (Lei 10.925/2004, art. 1º) → CST 06.
      [d(2, 1, 2025), '1523', 'ARROZ BRANCO TIPO 1 POLIDO 5KG', '10063021', '5102', 279, 0, '06', 0, 0, 0, '06', 0, 0, 0],
      // Tributado no regime não cumulativo: 1,65% e 7,60% sobre o valor menos o desconto.
      [d(2, 1, 2025), '1523', 'CADERNO UNIVERSITÁRIO 200 FOLHAS', '48202000', '5102', 450, 50, '01', 400, 1.65, 6.6, '01', 400, 7.6, 30.4],
      [d(3, 1, 2025), '1524', 'NOTEBOOK 15,6" 8GB 256GB SSD', '84713012', '5102', 3500, 0, '01', 3500, 1.65, 57.75, '01', 3500, 7.6, 266],
      // Refrigerante: tributação monofásica, revenda a alíquota zero → CST 04.
      [d(3, 1, 2025), '1525', 'REFRIGERANTE COLA 2L', '22021000', '5405', 95.4, 0, '04', 0, 0, 0, '04', 0, 0, 0],
    ],
    [
      'Planilha modelo — Conferência de PIS/COFINS',
      'Uma linha por item de nota fiscal. Alíquotas em percentual (1,65 para 1,65%). Valores podem ter vírgula decimal.',
      'CST e NCM como Texto, para manter os zeros à esquerda (CST 01, NCM 04011010).',
      ...COMMON_NOTES,
    ],
  );
}
