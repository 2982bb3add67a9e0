/**
 * Server-side PDF reports (pdfmake 0.2 + the Roboto fonts shipped inside pdfmake, so no network
 * and no font files outside node_modules): title block, meta and summary, then sections each
 * with a table whose header repeats on every page, and "Página X de Y" in the footer.
 */
import { createRequire } from 'node:module';
import type { Content, TableCell, TDocumentDefinitions, TFontDictionary } from 'pdfmake/interfaces';
import type { ExecutiveSummary } from './executive-summary';
import { formatDateBR, formatDateTimeBR, formatNumberBR } from './format';
import { reportContextPairs, type ReportContext } from './report-context';
import type { CellValue } from './types';

export type PdfCell = CellValue | undefined;

export interface PdfSection {
  /** Plain pt-BR heading, the same words as the page. */
  title: string;
  /** The rule code, printed in small type under the heading (never as the heading). */
  code?: string;
  intro?: string;
  table: {
    headers: string[];
    /** pdfmake widths: numbers (points), '*' or 'auto'; default '*' for every column. */
    widths?: (number | '*' | 'auto')[];
    /** Per column; default: numbers right-aligned, the rest left. */
    align?: ('left' | 'right' | 'center')[];
    rows: PdfCell[][];
  };
  /** Shown instead of an empty table. */
  emptyText?: string;
}

export interface PdfReportSpec {
  title: string;
  subtitle?: string;
  generatedAt: Date;
  /** Office, client, CNPJ, competência: printed on the first page and in the running header when present. */
  context?: ReportContext;
  /** The first page's executive summary; the detailed sections then start on page 2. */
  executive?: ExecutiveSummary;
  meta: [string, string][];
  summary: [string, string][];
  sections: PdfSection[];
  /** Rows printed per section; the rest is announced, since the full list goes in the spreadsheet. Default 5000. */
  maxRowsPerSection?: number;
}

interface PdfKitDocument {
  on(event: 'data', cb: (chunk: Buffer) => void): void;
  on(event: 'end', cb: () => void): void;
  on(event: 'error', cb: (err: Error) => void): void;
  end(): void;
}
interface PdfPrinterCtor {
  new (fonts: TFontDictionary): { createPdfKitDocument(doc: TDocumentDefinitions): PdfKitDocument };
}

const require = createRequire(import.meta.url);
let printer: InstanceType<PdfPrinterCtor> | null = null;

function getPrinter(): InstanceType<PdfPrinterCtor> {
  if (printer) return printer;
  // The server build of pdfmake (src/printer) has no typings of its own; the shape used is declared above.
  const Printer = require('pdfmake/src/printer') as PdfPrinterCtor;
  const vfs = require('pdfmake/build/vfs_fonts') as Record<string, string>;
  const font = (name: string) => Buffer.from(vfs[name], 'base64');
  printer = new Printer({
    Roboto: {
      normal: font('Roboto-Regular.ttf'),
      bold: font('Roboto-Medium.ttf'),
      italics: font('Roboto-Italic.ttf'),
      bolditalics: font('Roboto-MediumItalic.ttf'),
    },
  } as unknown as TFontDictionary); // Buffers are accepted server-side; the typings only list paths.
  return printer;
}

const COLOR_TEXT = '#1f2937';
const COLOR_MUTED = '#6b7280';
const COLOR_HEADER_BG = '#dde5f0';
const COLOR_ZEBRA = '#f5f7fa';
const COLOR_BORDER = '#c7d0dc';
const COLOR_GOOD = '#166534';
const COLOR_BAD = '#b91c1c';

/** "R$ 1.000,00" in the engine's messages has a plain space: bind the symbol to its number so a line never splits them. */
export function bindCurrency(text: string): string {
  return text.replace(/R\$ (?=[-\d])/g, 'R$\u00a0');
}

function cellText(v: PdfCell): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'number') return Number.isInteger(v) ? String(v) : formatNumberBR(v);
  if (typeof v === 'boolean') return v ? 'Sim' : 'Não';
  if (v instanceof Date) return formatDateBR(v);
  return bindCurrency(v);
}

function keyValueTable(pairs: [string, string][], emphasis: boolean): Content {
  return {
    table: {
      widths: [170, '*'],
      body: pairs.map(([k, v]) => [
        { text: k, color: COLOR_MUTED },
        { text: bindCurrency(v), bold: emphasis },
      ]),
    },
    layout: 'noBorders',
    margin: [0, 0, 0, 10],
  };
}

/** A section's title and rule code (the code in small type under it, never as the heading). */
function headingLines(section: PdfSection): Content[] {
  return [
    { text: section.title, style: 'h2', margin: [0, 10, 0, section.code ? 0 : 6] },
    ...(section.code ? [{ text: `Código da regra: ${section.code}`, fontSize: 7, color: COLOR_MUTED, margin: [0, 1, 0, 6] } as Content] : []),
  ];
}

/** A cell across the whole table, with no border or fill: the heading and the intro inside the table. */
function spanningRow(content: Content[], columns: number, margin: [number, number, number, number]): TableCell[] {
  const cell = { stack: content, colSpan: columns, border: [false, false, false, false], margin } as TableCell;
  return [cell, ...Array.from({ length: columns - 1 }, () => ({}) as TableCell)];
}

/**
 * The heading lives inside its table, as the first of two header rows (it repeats, with the column titles,
 * on each page the table continues to), and keepWithHeaderRows holds it with the first row: pdfmake itself
 * never leaves a heading at the foot of a page, in one layout pass. The pageBreakBefore hook this replaces
 * re-laid out the whole document once per moved heading and scanned every node for every node: a 1,500-row
 * report took ~10 s of CPU and ~40 MB more (issue 17).
 */
function sectionContent(section: PdfSection, maxRows: number, breakBefore = false): Content[] {
  const { headers, rows } = section.table;
  const pageBreak = breakBefore ? { pageBreak: 'before' as const } : {};
  if (rows.length === 0) {
    // A heading with a sentence under it: one unbreakable block, with no table to keep it company.
    const intro: Content[] = section.intro ? [{ text: bindCurrency(section.intro), margin: [0, 0, 0, 6] }] : [];
    const empty: Content = { text: section.emptyText ?? 'Nenhum item.', italics: true, color: COLOR_MUTED, margin: [0, 0, 0, 10] };
    return [{ stack: [...headingLines(section), ...intro, empty], unbreakable: true, ...pageBreak }];
  }
  const shown = rows.slice(0, maxRows);
  const align = headers.map((_, i) => section.table.align?.[i] ?? (shown.some((r) => typeof r[i] === 'number') ? 'right' : 'left'));
  const introRows = section.intro ? [spanningRow([{ text: bindCurrency(section.intro), fontSize: 9 }], headers.length, [-4, 0, -4, 6])] : [];
  const firstDataRow = 2 + introRows.length;
  const body: TableCell[][] = [
    spanningRow(headingLines(section), headers.length, [-4, 0, -4, 0]),
    headers.map((h, i) => ({ text: h, bold: true, fillColor: COLOR_HEADER_BG, alignment: align[i] })),
    ...introRows,
    ...shown.map((r) => headers.map((_, i) => ({ text: cellText(r[i]), alignment: align[i] }))),
  ];
  const out: Content[] = [
    {
      table: { headerRows: 2, keepWithHeaderRows: introRows.length + 1, widths: section.table.widths ?? headers.map(() => '*'), body, dontBreakRows: true },
      layout: {
        fillColor: (rowIndex: number) => (rowIndex >= firstDataRow && (rowIndex - firstDataRow) % 2 === 1 ? COLOR_ZEBRA : null),
        hLineColor: () => COLOR_BORDER,
        // The vertical lines stop at the column titles: none beside the heading and intro rows.
        vLineColor: (_i: number, _node: unknown, rowIndex: number) => (rowIndex === 0 || (introRows.length > 0 && rowIndex === 2) ? '#ffffff' : COLOR_BORDER),
        hLineWidth: (i: number) => (i === 0 ? 0 : 0.5),
        vLineWidth: () => 0.5,
        paddingTop: () => 2,
        paddingBottom: () => 2,
      },
      fontSize: 8,
      margin: [0, 0, 0, 8],
      ...pageBreak,
    } as Content,
  ];
  if (rows.length > shown.length) {
    out.push({
      text: `Mostrando ${shown.length.toLocaleString('pt-BR')} de ${rows.length.toLocaleString('pt-BR')} linhas. A lista completa está na planilha do relatório.`,
      italics: true,
      color: COLOR_MUTED,
      margin: [0, 0, 0, 10],
    });
  }
  return out;
}

function moneyBox(label: string, value: number, color: string): Content {
  return {
    stack: [
      { text: label, color: COLOR_MUTED, fontSize: 9 },
      { text: value.toLocaleString('pt-BR', { style: 'currency', currency: 'BRL' }), fontSize: 16, bold: true, color },
    ],
  };
}

/** Page 1: figures in R$, findings by severity and what to do first. */
function executiveContent(e: ExecutiveSummary): Content[] {
  const out: Content[] = [{ text: 'Resumo executivo', style: 'h2' }];
  const boxes: Content[] = [];
  if (e.recuperar !== undefined) boxes.push(moneyBox('R$ a recuperar', e.recuperar, COLOR_GOOD));
  if (e.risco !== undefined) boxes.push(moneyBox('R$ em risco', e.risco, e.risco > 0 ? COLOR_BAD : COLOR_TEXT));
  if (boxes.length) out.push({ columns: boxes, columnGap: 24, margin: [0, 0, 0, 10] });
  out.push(keyValueTable(e.bySeverity.map(([k, n]) => [k, n.toLocaleString('pt-BR')]), true));
  out.push({ text: 'O que fazer primeiro', style: 'h3' });
  if (e.firstSteps.length) out.push({ ol: e.firstSteps.map(bindCurrency), margin: [0, 0, 0, 10] });
  else out.push({ text: 'Nenhuma correção necessária: nada foi apontado nesta conferência.', margin: [0, 0, 0, 10] });
  return out;
}

/** Logo and office name above the title, when the office has them. */
function letterhead(ctx: ReportContext | undefined): Content[] {
  const out: Content[] = [];
  if (ctx?.officeLogoPng) out.push({ image: ctx.officeLogoPng, fit: [140, 48], margin: [0, 0, 0, 6] });
  if (ctx?.officeName) out.push({ text: ctx.officeName, bold: true, fontSize: 11, margin: [0, 0, 0, 8] });
  return out;
}

/** Running header of pages 2+: the report and whom it is for. */
function runningHeader(spec: PdfReportSpec): string {
  const who = [spec.context?.clientName, spec.context?.competencia && `competência ${spec.context.competencia}`].filter(Boolean).join(', ');
  return [spec.context?.officeName, spec.title, who].filter(Boolean).join(' · ');
}

/**
 * Rows of one section printed in a PDF; the rest is counted under the table and the whole list is in the spreadsheet.
 * A client reads ten pages a section, not two hundred, and pdfmake lays the whole document out in memory: about
 * 60 KB a printed row. At 200 rows the 100k-row NCM check's PDF stage stays under the engine's 300 MB (issue 17,
 * bench/engine-rss: 300 rows took it to 302 MB, 200 to 280 MB).
 */
export const PDF_MAX_ROWS_PER_SECTION = 200;

export function pdfDocumentDefinition(spec: PdfReportSpec): TDocumentDefinitions {
  const maxRows = spec.maxRowsPerSection ?? PDF_MAX_ROWS_PER_SECTION;
  const generated = `Gerado em ${formatDateTimeBR(spec.generatedAt)} (horário de Brasília)`;
  const content: Content[] = [
    ...letterhead(spec.context),
    { text: spec.title, style: 'h1' },
    ...(spec.subtitle ? [{ text: spec.subtitle, style: 'subtitle' } as Content] : []),
    { text: generated, color: COLOR_MUTED, fontSize: 8, margin: [0, 0, 0, 10] },
  ];
  const who = reportContextPairs(spec.context).filter(([k]) => k !== 'Escritório');
  if (who.length) content.push(keyValueTable(who, true));
  if (spec.executive) content.push(...executiveContent(spec.executive));
  if (spec.meta.length) content.push({ text: 'Dados da conferência', style: 'h2' }, keyValueTable(spec.meta, false));
  if (spec.summary.length) {
    content.push({ text: spec.executive ? 'Números da conferência' : 'Resumo', style: 'h2' }, keyValueTable(spec.summary, !spec.executive));
  }
  spec.sections.forEach((s, i) => content.push(...sectionContent(s, maxRows, i === 0 && !!spec.executive)));
  return {
    pageSize: 'A4',
    pageMargins: [40, 48, 40, 48],
    info: { title: spec.title, creator: 'Apura', producer: 'Apura' },
    header: (currentPage: number) =>
      currentPage > 1 ? { text: runningHeader(spec), fontSize: 8, color: COLOR_MUTED, margin: [40, 20, 40, 0] } : null,
    footer: (currentPage: number, pageCount: number) => ({
      columns: [
        { text: generated, fontSize: 8, color: COLOR_MUTED },
        { text: `Página ${currentPage} de ${pageCount}`, fontSize: 8, color: COLOR_MUTED, alignment: 'right' },
      ],
      margin: [40, 16, 40, 0],
    }),
    content,
    defaultStyle: { font: 'Roboto', fontSize: 9, color: COLOR_TEXT, lineHeight: 1.15 },
    styles: {
      h1: { fontSize: 18, bold: true, margin: [0, 0, 0, 4] },
      subtitle: { fontSize: 11, color: COLOR_MUTED, margin: [0, 0, 0, 4] },
      h2: { fontSize: 12, bold: true, margin: [0, 10, 0, 6] },
      h3: { fontSize: 10, bold: true, margin: [0, 4, 0, 4] },
    },
  };
}

export function buildPdfReport(spec: PdfReportSpec): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = getPrinter().createPdfKitDocument(pdfDocumentDefinition(spec));
    const chunks: Buffer[] = [];
    doc.on('data', (c) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}
