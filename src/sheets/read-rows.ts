/**
 * The single entry point every check uses to read an uploaded spreadsheet: picks the reader by
 * content (not just extension), finds the header row, and streams header-mapped rows.
 */
import { open, stat } from 'node:fs/promises';
import { extname } from 'node:path';
import { readCsvRows } from './csv-source';
import { RowCursor, readSheetHead, skipSheet } from './row-cursor';
import { preferFilledDuplicates, realignColumns } from './column-align';
import { reportChromeMatcher } from './report-chrome';
import { isEncryptedOoxml, sniffFormat } from './detect-format';
import { cellText, detectHeader, labelColumns, missingColumnsMessage } from './header-match';
import { matchByData } from './header-match-data';
import { cancelledRowMatcher, isCountLabel, type SkippedRows } from './read-rows-skip';
import { normalizeText, repairMojibake } from './normalize-header';
import { isEmptyCell, isEmptyRow, type RawRow } from './row-source';
import { assertRowWithinLimits } from './read-limits';
import { readSheetJsRows } from './sheetjs-source';
import { SheetError, type CellValue, type ColumnSpec, type MappedRow, type SheetHeader } from './types';
import { NoWorksheetError, UnresolvedSharedStringsError, readXlsxRows } from './xlsx-source';
import { MAX_SHARED_STRINGS_BYTES, entriesToScan, scanZipEntries, zipStats } from './zip-guard';
import { worksheetNeedsSheetJs } from './xlsx-sniff';
import { ownString } from './own-string';

export interface ReadRowsOptions {
  /** Data rows allowed (header and skipped rows not counted); more → SheetError 'LINHAS'. */
  maxRows?: number;
  /** File size allowed; more → SheetError 'TAMANHO'. */
  maxBytes?: number;
  /**
   * Worksheet to read. Default: the first visible sheet, in workbook order, whose header (in its first
   * 20 filled rows) has every required column and that has data rows; hidden sheets are never chosen.
   * So a cover or summary sheet before the data is passed over, and of several data sheets the first
   * one is read (the result says which: `header.sheetName`).
   */
  sheetName?: string;
  /** Original upload name, when `filePath` is a temp file without the user's extension. */
  fileName?: string;
  /** Bytes of the file read so far (streamed formats), for a progress bar. */
  onProgress?: (bytesRead: number, totalBytes: number) => void;
}

const ACCEPTED_EXTENSIONS = new Set(['.xlsx', '.xlsm', '.xls', '.csv', '.txt']);
/** Spreadsheet formats users try that the upload does not take: say how to convert them. */
const CONVERT_HINTS: Readonly<Record<string, string>> = {
  '.ods': 'Planilhas do LibreOffice/OpenOffice (.ods) não são aceitas: abra o arquivo, salve como .xlsx ou .csv e envie novamente.',
  '.xlsb': 'Pastas de trabalho binárias do Excel (.xlsb) não são aceitas: abra o arquivo no Excel, salve como .xlsx e envie novamente.',
  '.numbers': 'Planilhas do Numbers (.numbers) não são aceitas: exporte o arquivo para .xlsx ou .csv e envie novamente.',
};
/** How to convert a spreadsheet format the upload does not take (.ods, .xlsb, .numbers), or null. */
export function convertHint(ext: string): string | null {
  return CONVERT_HINTS[ext.toLowerCase()] ?? null;
}
const DEFAULT_MAX_BYTES = 100 * 1024 * 1024;
/** Formats read whole into memory (SheetJS) get a tighter limit. */
const MAX_IN_MEMORY_BYTES = 30 * 1024 * 1024;
const HEAD_BYTES = 64 * 1024;
/** Inflated size allowed for a streamed .xlsx (about a million rows of a wide sheet). */
const MAX_UNZIPPED_BYTES = 1536 * 1024 * 1024;
/** Inflated size allowed when the zip must be read whole by SheetJS. */
const MAX_UNZIPPED_IN_MEMORY_BYTES = 300 * 1024 * 1024;

const MSG_CORRUPT = 'Não foi possível ler o arquivo: ele parece estar corrompido ou não é uma planilha válida.';
const MSG_TOO_BIG = 'A planilha tem conteúdo grande demais para ser lido (células ou linhas fora dos limites do Excel). Verifique o arquivo e envie-o novamente.';
const MSG_LONG_TEXT = 'A planilha contém um texto com mais de 32.767 caracteres, o máximo de uma célula do Excel. Corrija essa célula e envie o arquivo novamente.';
const MSG_PASSWORD = 'A planilha está protegida por senha. Abra-a no Excel, remova a senha e envie novamente.';

function mb(bytes: number): string {
  return (bytes / 1024 / 1024).toLocaleString('pt-BR', { maximumFractionDigits: 1 });
}

async function readHead(filePath: string): Promise<Buffer> {
  const fh = await open(filePath, 'r');
  try {
    const buf = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await fh.read(buf, 0, HEAD_BYTES, 0);
    return buf.subarray(0, bytesRead);
  } finally {
    await fh.close();
  }
}

/**
 * Maps parser failures (truncated zip, bad XML) to the pt-BR "corrupt" error; SheetErrors pass through.
 * Every row of every reader is held to Excel's cell and column limits here (see read-limits.ts).
 */
async function* guard(source: AsyncGenerator<RawRow>): AsyncGenerator<RawRow> {
  try {
    for await (const row of source) {
      assertRowWithinLimits(row);
      yield row;
    }
  } catch (err) {
    if (err instanceof SheetError) throw err;
    // A string or array past V8's limits while parsing (a hostile workbook): refused, not a crash.
    if (err instanceof RangeError) throw new SheetError('TAMANHO', MSG_TOO_BIG);
    throw new SheetError('CORROMPIDO', MSG_CORRUPT);
  }
}

/** exceljs first (streaming); SheetJS for zips exceljs does not understand (.ods, odd generators), if small. */
async function* readZip(filePath: string, size: number, sheetName?: string, onBytes?: (n: number) => void): AsyncGenerator<RawRow> {
  const stats = await zipStats(filePath);
  // A damaged central directory (truncated upload) is reported here, before exceljs inflates anything.
  if (!stats) throw new SheetError('CORROMPIDO', MSG_CORRUPT);
  if (stats.uncompressedBytes > MAX_UNZIPPED_BYTES) {
    throw new SheetError('TAMANHO', `A planilha descompactada passa de ${mb(MAX_UNZIPPED_BYTES)} MB. Divida o arquivo e envie as partes.`);
  }
  const scan = entriesToScan(stats);
  const problem = scan.length ? await scanZipEntries(filePath, new Set(scan.map((e) => e.name))) : null;
  if (problem === 'corrompido') throw new SheetError('CORROMPIDO', MSG_CORRUPT);
  if (problem === 'texto-longo') throw new SheetError('TAMANHO', MSG_LONG_TEXT);
  if (problem === 'textos-demais') {
    throw new SheetError('TAMANHO', `Os textos da planilha passam de ${mb(MAX_SHARED_STRINGS_BYTES)} MB descompactados. Divida o arquivo e envie as partes.`);
  }
  // Cells exceljs misreads (ISO-typed dates, inline strings in runs): SheetJS, when the file fits in memory.
  if (size <= MAX_IN_MEMORY_BYTES && stats.uncompressedBytes <= MAX_UNZIPPED_IN_MEMORY_BYTES && (await worksheetNeedsSheetJs(filePath))) {
    yield* readSheetJsRows(filePath, { sheetName });
    return;
  }
  let yielded = false;
  try {
    for await (const row of readXlsxRows(filePath, { sheetName, onBytes })) {
      yielded = true;
      yield row;
    }
    return;
  } catch (err) {
    if (err instanceof SheetError || yielded) throw err instanceof SheetError ? err : new SheetError('CORROMPIDO', MSG_CORRUPT);
    if (size > MAX_IN_MEMORY_BYTES && !(err instanceof NoWorksheetError || err instanceof UnresolvedSharedStringsError)) throw new SheetError('CORROMPIDO', MSG_CORRUPT);
    if (stats.uncompressedBytes > MAX_UNZIPPED_IN_MEMORY_BYTES) throw new SheetError('CORROMPIDO', MSG_CORRUPT);
  }
  yield* readSheetJsRows(filePath, { sheetName });
}

function openSource(filePath: string, head: Buffer, size: number, opts: ReadRowsOptions): AsyncGenerator<RawRow> {
  const format = sniffFormat(head);
  let read = 0;
  const onBytes = opts.onProgress ? (n: number) => opts.onProgress?.((read += n), size) : undefined;
  const inMemory = () => {
    if (size > MAX_IN_MEMORY_BYTES) {
      throw new SheetError(
        'TAMANHO',
        `O arquivo tem ${mb(size)} MB; neste formato o limite é ${mb(MAX_IN_MEMORY_BYTES)} MB. Salve-o como .xlsx ou .csv e envie novamente.`,
      );
    }
  };
  switch (format) {
    case 'zip':
      return readZip(filePath, size, opts.sheetName, onBytes);
    case 'cfb':
      if (isEncryptedOoxml(head)) throw new SheetError('CORROMPIDO', MSG_PASSWORD);
      inMemory();
      return readSheetJsRows(filePath, { sheetName: opts.sheetName });
    case 'biff':
      inMemory();
      return readSheetJsRows(filePath, { sheetName: opts.sheetName });
    case 'markup':
      inMemory();
      return readSheetJsRows(filePath, { sheetName: opts.sheetName, textual: true });
    case 'text':
      return readCsvRows(filePath, head, onBytes);
    case 'pdf':
      throw new SheetError('EXTENSAO', 'O arquivo enviado é um PDF. Envie a planilha em .xlsx, .xls ou .csv.');
    default:
      throw new SheetError('CORROMPIDO', MSG_CORRUPT);
  }
}

/**
 * Header rows repeated further down (ERP reports repeat them on every printed page); `headers`
 * holds the header as matched and, for two-row headers, each of its physical rows.
 */
/**
 * Header rows repeated on each printed page of an ERP report. The header texts are normalised once;
 * a data row bails out at its first mapped cell that differs (this runs for every row).
 */
function repeatedHeaderMatcher(columns: number[], headers: CellValue[][]): (cells: CellValue[]) => boolean {
  // Only header rows with at least one filled mapped cell count (blank group cells do not).
  const targets = headers
    .filter((h) => columns.some((c) => cellText(h[c] ?? null).trim() !== ''))
    .map((h) => columns.map((c) => normalizeText(cellText(h[c] ?? null))));
  if (columns.length === 0 || targets.length === 0) return () => false;
  return (cells) =>
    targets.some((t) => columns.every((c, i) => {
      const v = cells[c] ?? null;
      // A number or date cell can only equal an empty header cell.
      if (v !== null && typeof v !== 'string') return false;
      return normalizeText(cellText(v)) === t[i];
    }));
}

/**
 * The header of another table below the items: ERP reports end with summaries ("Resumo por CFOP" with
 * CFOP | Valor contábil | PIS | COFINS) whose rows, read under our header, would be items with every
 * value in the wrong column. Its sign: a required column's label ("CFOP", "NCM") in another column than
 * in our header. Only rows of text without digits count (a header has no numbers).
 */
function otherTableHeaderMatcher(header: SheetHeader, required: ColumnSpec[]): (cells: CellValue[]) => boolean {
  if (required.length === 0) return () => false;
  const labelsOf = labelColumns(required);
  return (cells) => {
    let filled = 0;
    for (const c of cells) {
      if (c === null) continue;
      // Item rows have numbers (NCM, CFOP, values); a header's labels have none.
      if (typeof c !== 'string' || /\d/.test(c)) return false;
      if (c.trim() !== '') filled++;
    }
    if (filled < 2) return false;
    const labels = labelsOf(cells);
    return required.some((s) => s.key in labels && labels[s.key] !== header.columns[s.key]);
  };
}

/**
 * "Total"/"Totais"/"Subtotal" rows: the first filled cell is a total label and some required
 * column is empty or is that label cell itself (a "TOTAL" typed in the NCM column). ERP reports put
 * per-document subtotals ("Total da NF 123") with the money columns filled between the items, so
 * the money being there does not make it an item; an item always fills every required column.
 */
function isTotalsRow(cells: CellValue[], header: SheetHeader, required: string[]): boolean {
  if (required.length === 0) return false;
  const filled = (c: CellValue | undefined) => c !== null && c !== undefined && !(typeof c === 'string' && c.trim() === '');
  const labelIndex = cells.findIndex(filled);
  const label = cells[labelIndex];
  // "2584 registros" (Alterdata's listings end with it, the value columns holding the totals) is one too,
  // also when the number and the word sit in two cells.
  if (typeof label === 'number') {
    const next = cells.slice(labelIndex + 1).find(filled);
    return typeof next === 'string' && isCountLabel(`${label} ${next}`) && required.some((k) => !filled(cells[header.columns[k]]));
  }
  if (typeof label !== 'string' || !(/^(sub ?)?tota(l|is)\b/.test(normalizeText(label)) || isCountLabel(label))) return false;
  return required.some((k) => {
    const col = header.columns[k];
    const v = cells[col];
    return col === labelIndex || v === null || v === undefined || (typeof v === 'string' && v.trim() === '');
  });
}

/**
 * A required cell of an item holding a formula with no usable result (a file written by a library that
 * does not calculate; exceljs also drops "", 0 and error results) is handed over as "=FORMULA" instead of
 * empty, so the check can say what the cell holds instead of "not informed". Optional columns stay empty
 * (a description made of a formula would be matched as text), and rows of such cells alone stay skipped.
 */
function markBlankFormulas(values: Record<string, CellValue>, formulas: Record<number, string>, columns: Record<string, number>, requiredKeys: string[]): void {
  for (const key of requiredKeys) {
    const f = formulas[columns[key]];
    if (f !== undefined && values[key] === null) values[key] = `=${f}`;
  }
}

export async function readRows(
  filePath: string,
  columns: ColumnSpec[],
  opts: ReadRowsOptions = {},
): Promise<{ header: SheetHeader; rows: AsyncIterable<MappedRow>; /** Filled while `rows` is read. */ skipped: SkippedRows }> {
  const ext = extname(opts.fileName ?? filePath).toLowerCase();
  if (!ACCEPTED_EXTENSIONS.has(ext)) {
    throw new SheetError('EXTENSAO', CONVERT_HINTS[ext] ?? 'Formato não suportado: envie um arquivo .xlsx, .xls ou .csv.');
  }
  let size: number;
  try {
    const st = await stat(filePath);
    // A folder named like a spreadsheet ("Notas.xlsx/") would fail later with a system error.
    if (!st.isFile()) throw new SheetError('EXTENSAO', 'O caminho informado é uma pasta, não um arquivo de planilha.');
    size = st.size;
  } catch (err) {
    if (err instanceof SheetError) throw err;
    throw new SheetError('CORROMPIDO', 'Não foi possível abrir o arquivo enviado. Envie-o novamente.');
  }
  if (size === 0) throw new SheetError('VAZIO', 'A planilha está vazia.');
  const maxBytes = opts.maxBytes ?? DEFAULT_MAX_BYTES;
  if (size > maxBytes) {
    throw new SheetError('TAMANHO', `O arquivo tem ${mb(size)} MB; o limite é ${mb(maxBytes)} MB.`);
  }

  const head = await readHead(filePath);
  const cursor = new RowCursor(guard(openSource(filePath, head, size, opts)));
  const required = columns.filter((c) => c.required);
  const failures: SheetFailure[] = [];
  const hiddenWithColumns: string[] = [];
  try {
    // Sheets are tried in workbook order: the first whose header has every required column and
    // that has data rows is read. Covers, summaries and parameter sheets before it are passed over.
    for (;;) {
      const buffered = await readSheetHead(cursor);
      if (!buffered) break;
      const sheet = buffered[0].sheet;
      if (buffered[0].hidden) {
        // Never read; noted when it has the columns, to say where the data is if no visible sheet has them.
        const found = detectHeader(buffered.map((r) => r.cells), columns);
        if (sheet !== undefined && required.length > 0 && found && found.match.missing.length === 0) hiddenWithColumns.push(sheet);
        if (sheet === undefined || !(await skipSheet(cursor, sheet))) break;
        continue;
      }
      const opened = await openSheet(buffered, cursor, columns, required);
      if ('header' in opened) {
        return { header: opened.header, rows: sheetRows(cursor, sheet, opened, opts.maxRows ?? Number.POSITIVE_INFINITY), skipped: opened.skipped };
      }
      failures.push({ ...opened, sheet });
      // CSV has one sheet; a big sheet without the columns is the data itself, not a cover: stop there.
      if (sheet === undefined || !(await skipSheet(cursor, sheet))) break;
    }
  } catch (err) {
    await cursor.close();
    throw err;
  }
  await cursor.close();
  if (hiddenWithColumns.length > 0 && !failures.some((f) => f.error.code === 'VAZIO' && f.score === Number.POSITIVE_INFINITY)) {
    const names = hiddenWithColumns.map((n) => `"${n}"`).join(', ');
    throw new SheetError(
      'COLUNAS',
      `As colunas foram encontradas só na aba oculta ${names}, que não é lida. No Excel, clique com o botão direito numa aba, escolha "Reexibir" e envie a planilha novamente.`,
    );
  }
  throw failureToReport(failures);
}

/** Rows under the header read before mapping, to catch headings exported beside their values. */
const ALIGN_SAMPLE_ROWS = 30;

const MSG_NO_SEPARATOR =
  'Não foi possível separar as colunas do arquivo de texto: nenhuma linha tem ponto e vírgula, vírgula, tabulação ou barra vertical (|). ' +
  'Relatórios com colunas alinhadas por espaços não são lidos: exporte os dados do sistema como .csv ou .xlsx e envie novamente.';

/** A text file (no sheets) whose lines all came out as one cell, several words wide: a report aligned with spaces. */
function isUnseparatedText(rows: RawRow[]): boolean {
  return rows.length >= 2 && rows.every((r) => r.sheet === undefined && r.cells.length <= 1) && rows.some((r) => /\S\s{2,}\S/.test(cellText(r.cells[0] ?? null)));
}

const MSG_SPED = 'O arquivo é uma escrituração do SPED (EFD), não uma planilha: envie-o no módulo Escrituração.';

/** An EFD file (|0000|…|, |0200|…) sent to a spreadsheet check: read as '|'-separated text, its first cell is empty. */
function isSpedText(rows: RawRow[]): boolean {
  const first = rows[0];
  return first.sheet === undefined && first.cells[0] === null && /^0000$/.test(cellText(first.cells[1] ?? null));
}

interface OpenedSheet {
  header: SheetHeader;
  mapRow: (r: RawRow) => MappedRow | null;
  /** Data rows read while checking the sheet has any. */
  pending: MappedRow[];
  /** The source ended while peeking. */
  exhausted: boolean;
  skipped: SkippedRows;
}

interface SheetFailure {
  error: SheetError;
  /** Header match score (see matchHeaderRow); a header-only sheet ranks above any missing column. */
  score: number;
  sheet?: string;
}

async function openSheet(
  buffered: RawRow[],
  cursor: RowCursor,
  columns: ColumnSpec[],
  required: ColumnSpec[],
): Promise<OpenedSheet | Omit<SheetFailure, 'sheet'>> {
  const detected = detectHeader(buffered.map((r) => r.cells), columns);
  if (detected && columns.some((s) => s.dataSynonyms && !(s.key in detected.match.columns))) {
    // Generic names ("Classificação") taken only when the cells under them fit (header-match-data.ts).
    const added = matchByData(detected.cells, buffered.slice(detected.index + 1).map((r) => r.cells), columns, detected.match.columns);
    if (added.length > 0) detected.match.missing = detected.match.missing.filter((s) => !added.includes(s.key));
  }
  if (detected?.match.missing.length !== 0 && required.length > 0) {
    if (isSpedText(buffered)) return { error: new SheetError('COLUNAS', MSG_SPED), score: 0 };
    if (isUnseparatedText(buffered)) return { error: new SheetError('COLUNAS', MSG_NO_SEPARATOR), score: 0 };
  }
  if (!detected && required.length > 0) return { error: new SheetError('COLUNAS', missingColumnsMessage(required)), score: 0 };
  if (detected && detected.match.missing.length > 0) {
    return { error: new SheetError('COLUNAS', missingColumnsMessage(detected.match.missing)), score: detected.match.score };
  }
  const headerIndex = detected?.index ?? 0;
  const headerRow = buffered[headerIndex];
  const sheet = headerRow.sheet;
  const header: SheetHeader = {
    line: headerRow.line,
    cells: (detected?.cells ?? headerRow.cells).map(cellText),
    columns: detected?.match.columns ?? {},
    ...(sheet !== undefined ? { sheetName: sheet } : {}),
  };
  const requiredKeys = required.map((c) => c.key);

  // The first rows under the header, to check each heading sits over its values (see column-align.ts).
  const sample = buffered.slice(headerIndex + 1);
  let exhausted = false;
  let sheetEnded = false;
  /** The next row of this sheet; null at the end of the file or of the sheet (the next sheet's row is put back). */
  const nextInSheet = async (): Promise<RawRow | null> => {
    const r = await cursor.next();
    if (!r) exhausted = true;
    else if (r.sheet !== sheet) {
      cursor.pushBack(r);
      sheetEnded = true;
    } else return r;
    return null;
  };
  while (sample.length < ALIGN_SAMPLE_ROWS) {
    const r = await nextInSheet();
    if (!r) break;
    sample.push(r);
  }
  preferFilledDuplicates(header, sample, detected?.match.duplicates ?? {});
  realignColumns(header, sample, requiredKeys);

  const mappedCols = Object.values(header.columns);
  const headerRows: CellValue[][] = [header.cells, headerRow.cells];
  if (headerIndex > 0) headerRows.push(buffered[headerIndex - 1].cells);
  const isRepeatedHeader = repeatedHeaderMatcher(mappedCols, headerRows);
  const isReportChrome = reportChromeMatcher(
    buffered.slice(0, headerIndex).map((r) => r.cells),
    requiredKeys.map((k) => header.columns[k]),
  );

  const isOtherHeader = otherTableHeaderMatcher(header, required);
  const skipped: SkippedRows = { canceladas: 0 };
  const isCancelled = cancelledRowMatcher(header.cells, mappedCols);
  /** Inside another table under the items ("Resumo por CFOP"), until our header comes back. */
  let otherTable = false;
  const mapRow = (r: RawRow): MappedRow | null => {
    if (isEmptyRow(r.cells)) return null;
    if (isRepeatedHeader(r.cells)) {
      otherTable = false;
      return null;
    }
    if (otherTable || isOtherHeader(r.cells)) {
      otherTable = true;
      return null;
    }
    if (isTotalsRow(r.cells, header, requiredKeys) || isReportChrome(r.cells)) return null;
    if (isCancelled?.(r.cells)) {
      skipped.canceladas++;
      return null;
    }
    const values: Record<string, CellValue> = {};
    let filled = false;
    for (const [key, col] of Object.entries(header.columns)) {
      const v = r.cells[col] ?? null;
      // Doubly encoded accents ("AÃ‡ÃšCAR") would reach the description matcher as other words. Own copies:
      // checks keep these values (findings, groups), and a cut of the reader's chunk would keep the chunk.
      values[key] = typeof v === 'string' ? ownString(repairMojibake(v)) : v;
      if (!filled && !isEmptyCell(v)) filled = true;
    }
    // Only unheaded or unread columns filled (a group name in an unread first column, a note in
    // 'Obs.'): nothing of an item to check, and each such line would be an item without NCM/CFOP.
    if (!filled) return null;
    if (r.formulas) markBlankFormulas(values, r.formulas, header.columns, requiredKeys);
    return { line: r.line, values, raw: r.cells };
  };

  // Peek the first data row now: a sheet with only a header is reported here, not as "0 items checked".
  const pending: MappedRow[] = [];
  for (const r of sample) {
    const m = mapRow(r);
    if (m) pending.push(m);
  }
  while (pending.length === 0 && !exhausted && !sheetEnded) {
    const r = await nextInSheet();
    if (!r) break;
    const m = mapRow(r);
    if (m) pending.push(m);
  }
  if (pending.length === 0) {
    const error = new SheetError('VAZIO', `A planilha só tem o cabeçalho (linha ${header.line}); não há linhas de dados abaixo dele.`);
    return { error, score: Number.POSITIVE_INFINITY };
  }
  return { header, mapRow, pending, exhausted, skipped };
}

/** The chosen sheet's data rows, up to the end of that sheet. */
async function* sheetRows(cursor: RowCursor, sheet: string | undefined, opened: OpenedSheet, maxRows: number): AsyncGenerator<MappedRow> {
  let count = 0;
  const tooMany = () =>
    new SheetError('LINHAS', `A planilha tem mais de ${maxRows.toLocaleString('pt-BR')} linhas de dados, o limite permitido. Divida o arquivo e envie as partes.`);
  try {
    for (const m of opened.pending) {
      if (++count > maxRows) throw tooMany();
      yield m;
    }
    if (opened.exhausted) return;
    for (let r = await cursor.next(); r && r.sheet === sheet; r = await cursor.next()) {
      const m = opened.mapRow(r);
      if (!m) continue;
      if (++count > maxRows) throw tooMany();
      yield m;
    }
  } finally {
    await cursor.close();
  }
}

/**
 * No sheet could be read: a sheet with the header but no data says so; otherwise the sheet that came
 * closest to having the columns names what is missing (and, in a workbook, which sheets were looked at).
 */
function failureToReport(failures: SheetFailure[]): SheetError {
  if (failures.length === 0) return new SheetError('VAZIO', 'A planilha está vazia.');
  const best = failures.reduce((a, b) => (b.score > a.score ? b : a));
  const sheets = failures.map((f) => f.sheet).filter((n): n is string => n !== undefined);
  if (sheets.length < 2 || best.error.code !== 'COLUNAS') return best.error;
  const list = sheets.map((n) => `"${n}"`).join(', ');
  return new SheetError('COLUNAS', `Nenhuma aba tem as colunas obrigatórias (abas verificadas: ${list}; a mais próxima é "${best.sheet}"). ${best.error.message}`);
}
