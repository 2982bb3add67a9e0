/**
 * "Baixar planilha modelo": small example workbooks with the headers each check expects and
 * realistic rows, some right and some with the mistakes each check finds (issue 18: an example that
 * came back "5 corretos, 0 erros" never showed a newcomer what Apura does). NCM and CST columns are text so Excel
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
  'As linhas de exemplo trazem erros de propósito, para você ver o que a conferência aponta: envie a planilha como está para experimentar, e apague-as antes de enviar a sua.',
];

/** The NCM example: right rows and one row of each mistake the check names (`erro` = the expected finding code). */
export const NCM_TEMPLATE_ROWS: { codigo: string; descricao: string; ncm: string | number | null; erro: string | null }[] = [
  { codigo: '1001', descricao: 'LEITE UHT INTEGRAL 1L', ncm: '04011010', erro: null },
  { codigo: '1002', descricao: 'ARROZ BRANCO TIPO 1 POLIDO 5KG', ncm: '10063021', erro: null },
  { codigo: '1003', descricao: 'CADERNO UNIVERSITÁRIO 200 FOLHAS', ncm: '48202000', erro: null },
  { codigo: '1004', descricao: 'CERVEJA PILSEN LATA 350ML', ncm: null, erro: 'NCM_AUSENTE' },
  { codigo: '1005', descricao: 'PARAFUSO SEXTAVADO', ncm: '12345', erro: 'NCM_FORMATO' },
  // A number in the cell: what Excel does to 0101.21.00 when the column is not Text.
  { codigo: '1006', descricao: 'CAVALO REPRODUTOR DE RAÇA PURA', ncm: 1012100, erro: 'NCM_ZERO_ESQUERDA' },
  { codigo: '1007', descricao: 'CERVEJA PILSEN GARRAFA 600ML', ncm: '22030099', erro: 'NCM_INEXISTENTE' },
  // 8412.90.20 ended on 31/01/2026 (Res. Gecex 812/2025).
  { codigo: '1008', descricao: 'MOTOR HIDRÁULICO', ncm: '84129020', erro: 'NCM_EXTINTO' },
  // A beer under the smartphone code.
  { codigo: '1009', descricao: 'CERVEJA PILSEN LATA 350ML', ncm: '85171300', erro: 'NCM_DESCRICAO' },
];

export function ncmTemplateXlsx(): Promise<Buffer> {
  return templateWorkbook(
    'Produtos',
    [
      { header: 'Código', width: 12, numFmt: TEXT },
      { header: 'Descrição', width: 45 },
      { header: 'NCM', width: 14, numFmt: TEXT },
    ],
    NCM_TEMPLATE_ROWS.map((r) => [r.codigo, r.descricao, r.ncm]),
    [
      'Planilha modelo — Conferência de NCM',
      'Colunas: Código (opcional), Descrição (opcional, ajuda nas sugestões) e NCM (obrigatória).',
      'O NCM pode ter 8 dígitos com ou sem pontos (0401.10.10 ou 04011010). Formate a coluna como Texto para não perder o zero à esquerda.',
      ...COMMON_NOTES,
    ],
  );
}

const d = (day: number, month: number, year: number) => new Date(Date.UTC(year, month - 1, day));

/**
 * The PIS/COFINS example, for a company in the Lucro Real (não cumulativo: 1,65% e 7,6%, Lei 10.637/2002 e
 * Lei 10.833/2003): right rows and one row of each common mistake (`erros` = the expected finding codes).
 */
export const PIS_COFINS_TEMPLATE_ROWS: { cells: ExcelJS.CellValue[]; erros: string[] }[] = [
  // Arroz: alíquota zero (Lei 10.925/2004, art. 1º) → CST 06.
  { cells: [d(2, 1, 2025), '1523', 'ARROZ BRANCO TIPO 1 POLIDO 5KG', '10063021', '5102', 279, 0, '06', 0, 0, 0, '06', 0, 0, 0], erros: [] },
  // Tributado: 1,65% e 7,60% sobre o valor menos o desconto.
  { cells: [d(2, 1, 2025), '1523', 'CADERNO UNIVERSITÁRIO 200 FOLHAS', '48202000', '5102', 450, 50, '01', 400, 1.65, 6.6, '01', 400, 7.6, 30.4], erros: [] },
  // Medicamento: tributação monofásica (Lei 10.147/2000), revenda a alíquota zero → CST 04.
  { cells: [d(3, 1, 2025), '1525', 'DIPIRONA 500MG 10 COMPRIMIDOS', '30049099', '5405', 120, 0, '04', 0, 0, 0, '04', 0, 0, 0], erros: [] },
  // Erro: o mesmo medicamento tributado na revenda (PIS/COFINS pagos a maior).
  { cells: [d(4, 1, 2025), '1526', 'DIPIRONA 500MG 10 COMPRIMIDOS', '30049099', '5405', 120, 0, '01', 120, 1.65, 1.98, '01', 120, 7.6, 9.12], erros: ['PC_MONOFASICO'] },
  // Erro: alíquota do regime cumulativo (0,65%/3%) numa empresa do Lucro Real.
  { cells: [d(4, 1, 2025), '1526', 'NOTEBOOK 15,6" 8GB 256GB SSD', '84713012', '5102', 3500, 0, '01', 3500, 0.65, 22.75, '01', 3500, 3, 105], erros: ['PC_ALIQUOTA'] },
  // Erro: valor do PIS diferente de base × alíquota.
  { cells: [d(5, 1, 2025), '1527', 'CADERNO UNIVERSITÁRIO 200 FOLHAS', '48202000', '5102', 450, 0, '01', 450, 1.65, 9.9, '01', 450, 7.6, 34.2], erros: ['PC_VALOR'] },
  // Erro: CST do PIS diferente do CST da COFINS.
  { cells: [d(5, 1, 2025), '1527', 'ARROZ BRANCO TIPO 1 POLIDO 5KG', '10063021', '5102', 279, 0, '06', 0, 0, 0, '01', 279, 7.6, 21.2], erros: ['PC_CST_DIVERGENTE'] },
];

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
    PIS_COFINS_TEMPLATE_ROWS.map((r) => r.cells),
    [
      'Planilha modelo — Conferência de PIS/COFINS',
      'Uma linha por item de nota fiscal. Alíquotas em percentual (1,65 para 1,65%). Valores podem ter vírgula decimal.',
      'CST e NCM como Texto, para manter os zeros à esquerda (CST 01, NCM 04011010).',
      ...COMMON_NOTES,
    ],
  );
}
