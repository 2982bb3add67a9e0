/**
 * Streaming .xlsx reader (exceljs WorkbookReader): rows are parsed as the zip is read, so memory
 * stays bounded for 100k+ rows. Yields the named sheet, or every visible sheet in order (each row
 * tagged with its sheet): the caller stops reading once it has the sheet it wants.
 */
import { createReadStream } from 'node:fs';
import ExcelJS from 'exceljs';
import { HEADER_SEARCH_ROWS } from './header-match';
import type { RawRow } from './row-source';
import { isEmptyRow } from './row-source';
import { blankFormula, xlsxCellValue } from './xlsx-cell';
import { zeroMaskText } from './zero-mask';
import { SheetError, type CellValue } from './types';

/** Fields exceljs sets on stream readers but leaves out of its typings. */
interface NamedWorksheetReader {
  name?: string;
  state?: string;
  [Symbol.asyncIterator](): AsyncGenerator<ExcelJS.Row>;
}

function rowCells(row: ExcelJS.Row, formulas?: (col: number, formula: string) => void): CellValue[] {
  const cells: CellValue[] = [];
  row.eachCell({ includeEmpty: false }, (cell, col) => {
    const raw: unknown = cell.value;
    // exceljs leaves shared strings unresolved for some part orders in the zip: SheetJS reads the file.
    if (typeof raw === 'object' && raw !== null && 'sharedString' in raw) throw new UnresolvedSharedStringsError();
    const numFmt = typeof cell.numFmt === 'string' ? cell.numFmt : '';
    while (cells.length < col - 1) cells.push(null);
    const v = xlsxCellValue(raw, isDateFormat(numFmt));
    if (v === null && formulas) {
      const f = blankFormula(raw);
      if (f !== null) formulas(col - 1, f);
    }
    // A whole number shown through '00000000' or '0000\\.00\\.00' is read as the text the user sees.
    cells[col - 1] = typeof v === 'number' ? zeroMaskText(v, numFmt) : typeof v === 'string' ? unescapeOoxml(v) : v;
  });
  return cells;
}

/**
 * OOXML escapes characters XML cannot hold as `_xHHHH_`: Excel writes the carriage return of a cell
 * with a line break as "_x000D_" ("LEITE_x000D_\nUHT"), which the streaming reader leaves in the text.
 */
function unescapeOoxml(text: string): string {
  if (!text.includes('_x')) return text;
  return text.replace(/_x([0-9A-Fa-f]{4})_/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}


/** Same idea as exceljs' own check: a format with d/m/y/h/s outside quotes and brackets is a date. */
function isDateFormat(fmt: string): boolean {
  if (!fmt || fmt === 'General') return false;
  const bare = fmt.replace(/"[^"]*"/g, '').replace(/\[[^\]]*\]/g, '');
  return /[dmyhs]/i.test(bare) && !/^[#0.,%\s]*$/.test(bare);
}

export interface XlsxReadOptions {
  sheetName?: string;
  /** Compressed bytes read so far: a fair proxy of progress through the zip. */
  onBytes?: (n: number) => void;
}

export async function* readXlsxRows(filePath: string, opts: XlsxReadOptions = {}): AsyncGenerator<RawRow> {
  const input = createReadStream(filePath);
  if (opts.onBytes) input.on('data', (c) => opts.onBytes?.(c.length));
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(input, {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'cache',
    worksheets: 'emit',
    entries: 'ignore',
  });
  const wanted = opts.sheetName?.trim().toLowerCase();
  const seen: string[] = [];
  try {
    for await (const ws of reader as AsyncIterable<unknown>) {
      const sheet = ws as NamedWorksheetReader;
      const name = sheet.name ?? '';
      seen.push(name);
      // Hidden sheets (ERP lookups, macros' config) are never the data the user means.
      const hidden = sheet.state === 'hidden' || sheet.state === 'veryHidden';
      if (wanted !== undefined ? name.trim().toLowerCase() !== wanted : hidden) {
        // Drain it: the zip entry must be consumed before the next one is read. A hidden sheet's first
        // rows are offered, tagged, so a missing column can be explained by it.
        let offered = 0;
        for await (const row of sheet) {
          if (wanted !== undefined || offered >= HEADER_SEARCH_ROWS) continue;
          const cells = rowCells(row);
          if (isEmptyRow(cells)) continue;
          offered++;
          yield { line: row.number, cells, sheet: name, hidden: true };
        }
        continue;
      }
      // Every visible sheet is offered in order; readRows picks the one whose header has the columns.
      for await (const row of sheet) {
        let formulas: Record<number, string> | undefined;
        const cells = rowCells(row, (c, f) => ((formulas ??= {})[c] = f));
        if (isEmptyRow(cells)) continue;
        yield formulas ? { line: row.number, cells, sheet: name, formulas } : { line: row.number, cells, sheet: name };
      }
    }
  } finally {
    input.destroy();
  }
  if (wanted !== undefined && !seen.some((n) => n.trim().toLowerCase() === wanted)) {
    throw new SheetError(
      'VAZIO',
      `A aba "${opts.sheetName}" não existe nesta planilha. Abas encontradas: ${seen.join(', ') || 'nenhuma'}.`,
    );
  }
  if (seen.length === 0) throw new NoWorksheetError();
}

/** The zip had no worksheet at all: not an Excel workbook (maybe .ods or another zip). */
export class NoWorksheetError extends Error {}

/** exceljs could not resolve the shared strings: the caller reads the file with SheetJS instead. */
export class UnresolvedSharedStringsError extends Error {}
