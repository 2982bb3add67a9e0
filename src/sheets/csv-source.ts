/**
 * Streaming CSV reader: decodes chunk by chunk and parses records with a quote-aware state
 * machine (separators and line breaks inside quotes stay in the field). Every record is one
 * sheet row, like Excel shows it, so line numbers match what the user sees.
 * All values stay text: "04011000" must keep its zero and "1.234,56" is parsed later by parseBrNumber.
 */
import { createReadStream } from 'node:fs';
import { createChunkDecoder, detectCsvEncoding } from './csv-encoding';
import { detectSeparator } from './csv-separator';
import { MAX_CELL_CHARS, MAX_COLUMNS, MAX_RECORD_CHARS, cellTooLong, recordTooLong, tooManyColumns } from './read-limits';
import type { RawRow } from './row-source';
import { SheetError, type CellValue } from './types';

/**
 * A quoted field longer than an Excel cell: an unbalanced quote swallowing the rest of the file when it
 * spans lines, else one oversized cell. Either way it is refused before the text grows (see read-limits).
 */
const MAX_FIELD_CHARS = MAX_CELL_CHARS;
/** Text read before choosing the separator. */
const SAMPLE_CHARS = 64 * 1024;

/** `="04011000"`: the Excel trick some ERPs use in CSV to keep leading zeros; Excel shows the text. */
const FORMULA_TEXT = /^="(.*)"$/s;

function toCell(field: string): CellValue {
  if (field.trim() === '') return null;
  const m = FORMULA_TEXT.exec(field);
  if (m) return m[1] === '' ? null : m[1];
  return field;
}

/** A line that is one quoted field, quotes inside doubled: "04011000;""Leite; integral"";1,00". */
const WRAPPED_LINE = /^"(?:[^"]|"")*"$/;

/**
 * CSVs passed twice through a CSV writer arrive with every line wrapped in quotes, so the separator
 * is inside the quotes. Returns that separator when most lines of the sample are wrapped and nearly
 * all of those have it, else null.
 */
function wrappedLinesSeparator(sample: string): string | null {
  const lines = sample.split(/\r\n|\n|\r/);
  // The sample may end mid-line.
  if (lines.length > 1) lines.pop();
  const filled = lines.map((l) => l.trim()).filter((l) => l !== '').slice(0, 200);
  const wrapped = filled.filter((l) => l.length >= 2 && WRAPPED_LINE.test(l)).map((l) => l.slice(1, -1).replace(/""/g, '"'));
  // Title lines above the header are not wrapped; most of the others must be.
  if (wrapped.length < 2 || wrapped.length < filled.length * 0.5) return null;
  const sep = detectSeparator(wrapped.join('\n'));
  return wrapped.filter((l) => splitLine(l, sep).length > 1).length >= wrapped.length * 0.8 ? sep : null;
}

/** Quote-aware split of one line's text (the inside of a wrapped line). */
function splitLine(text: string, sep: string): string[] {
  const out: string[] = [];
  let field = '';
  let inQuotes = false;
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (inQuotes) {
      if (ch !== '"') field += ch;
      else if (text[i + 1] === '"') {
        field += '"';
        i++;
      } else inQuotes = false;
    } else if (ch === '"' && field === '' && !quoted) {
      inQuotes = true;
      quoted = true;
    } else if (ch === sep) {
      out.push(field);
      field = '';
      quoted = false;
    } else field += ch;
  }
  out.push(field);
  return out;
}

/** Control characters other than tab and line breaks. */
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const CONTROL_ALL = new RegExp(CONTROL.source, 'g');

/** Excel's "sep=;" first line: fixes the separator and is not shown as a row. */
const SEP_HINT = /^\ufeff?sep=(.)\r?\n/i;

export async function* readCsvRows(filePath: string, head: Buffer, onBytes?: (n: number) => void): AsyncGenerator<RawRow> {
  const encoding = await detectCsvEncoding(filePath, head);
  const decoder = createChunkDecoder(encoding);
  const stream = createReadStream(filePath, { highWaterMark: 256 * 1024 });
  if (onBytes) stream.on('data', (c) => onBytes(c.length));

  let sep = '';
  let pending = ''; // decoded text not yet parsed (only before the separator is known)
  let field = '';
  let fields: string[] = [];
  let inQuotes = false;
  let quotedField = false; // the current field started with a quote
  let afterCR = false;
  let justClosed = false;
  let line = 0;
  let recordStart = 1;
  /** Characters of the record being parsed (all its fields), against MAX_RECORD_CHARS. */
  let recordChars = 0;
  const out: RawRow[] = [];

  let innerSep = ''; // lines wrapped whole in quotes: the separator inside them
  const endRecord = () => {
    fields.push(field);
    line++;
    const record = innerSep && fields.length === 1 ? splitLine(fields[0], innerSep) : fields;
    out.push({ line, cells: record.map(toCell) });
    fields = [];
    field = '';
    quotedField = false;
    recordChars = 0;
  };

  const parse = (decoded: string) => {
    // NUL padding and the DOS end-of-file mark (Ctrl+Z) are not text: a field of them would be an item.
    const text = CONTROL.test(decoded) ? decoded.replace(CONTROL_ALL, '') : decoded;
    for (let i = 0; i < text.length; i++) {
      const ch = text[i];
      if (afterCR) {
        afterCR = false;
        if (ch === '\n') continue;
      }
      if (++recordChars > MAX_RECORD_CHARS) throw recordTooLong(line + 1);
      if (inQuotes) {
        if (ch === '"') {
          // Closing, unless the next char is another quote (an escaped `""`, maybe in the next chunk).
          inQuotes = false;
          justClosed = true;
        } else {
          field += ch;
          if (field.length > MAX_FIELD_CHARS) {
            if (!/[\r\n]/.test(field)) throw cellTooLong(line + 1, fields.length);
            throw new SheetError(
              'CORROMPIDO',
              `Não foi possível ler o arquivo: há aspas (") sem fechamento a partir da linha ${recordStart}. Corrija o arquivo ou salve-o novamente pelo Excel.`,
            );
          }
        }
        continue;
      }
      const wasJustClosed = justClosed;
      justClosed = false;
      if (ch === '"') {
        if (wasJustClosed) {
          field += '"';
          inQuotes = true;
        } else if (field === '' && !quotedField) {
          inQuotes = true;
          quotedField = true;
          recordStart = line + 1;
        } else field += ch; // a stray quote inside an unquoted field (`TUBO 3/4" PVC`) is literal
      } else if (ch === sep) {
        fields.push(field);
        if (fields.length >= MAX_COLUMNS) throw tooManyColumns(line + 1);
        field = '';
        quotedField = false;
      } else if (ch === '\n' || ch === '\r') {
        endRecord();
        afterCR = ch === '\r';
      } else {
        field += ch;
        if (field.length > MAX_CELL_CHARS) throw cellTooLong(line + 1, fields.length);
      }
    }
  };

  const takeSeparator = (text: string): string => {
    const hint = SEP_HINT.exec(text);
    if (hint) {
      sep = hint[1];
      return text.slice(hint[0].length);
    }
    const wrapped = wrappedLinesSeparator(text);
    if (wrapped) {
      // Each line is one quoted field: the outer pass only unquotes it, endRecord splits it.
      sep = '\u0000';
      innerSep = wrapped;
      return text;
    }
    sep = detectSeparator(text);
    return text;
  };

  try {
    for await (const chunk of stream) {
      const text = decoder.write(chunk as Buffer);
      if (!sep) {
        pending += text;
        if (pending.length < SAMPLE_CHARS) continue;
        pending = takeSeparator(pending);
        parse(pending);
        pending = '';
      } else parse(text);
      if (out.length) {
        yield* out;
        out.length = 0;
      }
    }
    const rest = decoder.end();
    if (!sep) {
      pending += rest;
      parse(takeSeparator(pending));
    } else parse(rest);
    if (field !== '' || fields.length > 0 || quotedField) endRecord();
    yield* out;
  } finally {
    stream.destroy();
  }
}
