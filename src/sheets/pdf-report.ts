/**
 * Server-side PDF reports (pdfmake 0.2 + the Roboto fonts shipped inside pdfmake, so no network
 * and no font files outside node_modules): title block, meta and summary, then sections each
 * with a table whose header repeats on every page, and "Página X de Y" in the footer.
 */
import { createRequire } from 'node:module';
import type { Content, TableCell, TDocumentDefinitions, TFontDictionary } from 'pdfmake/interfaces';
import { formatDateBR, formatDateTimeBR, formatNumberBR } from './format';
import type { CellValue } from './types';

export type PdfCell = CellValue | undefined;

export interface PdfSection {
  title: string;
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

function cellText(v: PdfCell): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'number') return Number.isInteger(v) ? String(v) : formatNumberBR(v);
  if (typeof v === 'boolean') return v ? 'Sim' : 'Não';
  if (v instanceof Date) return formatDateBR(v);
  return v;
}

function keyValueTable(pairs: [string, string][], emphasis: boolean): Content {
  return {
    table: {
      widths: [170, '*'],
      body: pairs.map(([k, v]) => [
        { text: k, color: COLOR_MUTED },
        { text: v, bold: emphasis },
      ]),
    },
    layout: 'noBorders',
    margin: [0, 0, 0, 10],
  };
}

function sectionContent(section: PdfSection, maxRows: number): Content[] {
  const out: Content[] = [{ text: section.title, style: 'h2' }];
  if (section.intro) out.push({ text: section.intro, margin: [0, 0, 0, 6] });
  const { headers, rows } = section.table;
  if (rows.length === 0) {
    out.push({ text: section.emptyText ?? 'Nenhum item.', italics: true, color: COLOR_MUTED, margin: [0, 0, 0, 10] });
    return out;
  }
  const shown = rows.slice(0, maxRows);
  const align = headers.map((_, i) => section.table.align?.[i] ?? (shown.some((r) => typeof r[i] === 'number') ? 'right' : 'left'));
  const body: TableCell[][] = [
    headers.map((h, i) => ({ text: h, bold: true, fillColor: COLOR_HEADER_BG, alignment: align[i] })),
    ...shown.map((r) => headers.map((_, i) => ({ text: cellText(r[i]), alignment: align[i] }))),
  ];
  out.push({
    table: { headerRows: 1, widths: section.table.widths ?? headers.map(() => '*'), body, dontBreakRows: true },
    layout: {
      fillColor: (rowIndex: number) => (rowIndex > 0 && rowIndex % 2 === 0 ? COLOR_ZEBRA : null),
      hLineColor: () => COLOR_BORDER,
      vLineColor: () => COLOR_BORDER,
      hLineWidth: () => 0.5,
      vLineWidth: () => 0.5,
      paddingTop: () => 2,
      paddingBottom: () => 2,
    },
    fontSize: 8,
    margin: [0, 0, 0, 8],
  });
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

export function pdfDocumentDefinition(spec: PdfReportSpec): TDocumentDefinitions {
  const maxRows = spec.maxRowsPerSection ?? 5000;
  const generated = `Gerado em ${formatDateTimeBR(spec.generatedAt)} (horário de Brasília)`;
  const content: Content[] = [
    { text: spec.title, style: 'h1' },
    ...(spec.subtitle ? [{ text: spec.subtitle, style: 'subtitle' } as Content] : []),
    { text: generated, color: COLOR_MUTED, fontSize: 8, margin: [0, 0, 0, 10] },
  ];
  if (spec.meta.length) content.push(keyValueTable(spec.meta, false));
  if (spec.summary.length) {
    content.push({ text: 'Resumo', style: 'h2' }, keyValueTable(spec.summary, true));
  }
  for (const s of spec.sections) content.push(...sectionContent(s, maxRows));
  return {
    pageSize: 'A4',
    pageMargins: [40, 48, 40, 48],
    info: { title: spec.title, creator: 'Apura', producer: 'Apura' },
    header: (currentPage: number) =>
      currentPage > 1 ? { text: spec.title, fontSize: 8, color: COLOR_MUTED, margin: [40, 20, 40, 0] } : null,
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
