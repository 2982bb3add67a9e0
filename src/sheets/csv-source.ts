/**
 * Streaming CSV reader: decodes chunk by chunk and parses records with a quote-aware state
 * machine (separators and line breaks inside quotes stay in the field). Every record is one
 * sheet row, like Excel shows it, so line numbers match what the user sees.
 * All values stay text: "04011000" must keep its zero and "1.234,56" is parsed later by parseBrNumber.
 */
import { createReadStream } from 'node:fs';
import { createChunkDecoder, detectCsvEncoding } from './csv-encoding';
import { detectSeparator } from './csv-separator';
import type { RawRow } from './row-source';
import { SheetError, type CellValue } from './types';

/** A quoted field longer than this means an unbalanced quote swallowing the rest of the file. */
const MAX_FIELD_CHARS = 100_000;
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
  const out: RawRow[] = [];

  const endRecord = () => {
    fields.push(field);
    line++;
    out.push({ line, cells: fields.map(toCell) });
    fields = [];
    field = '';
    quotedField = false;
  };

  const parse = (text: string) => {
    for (let i = 0; i < text.length; i++) {
      const ch = text[i];
      if (afterCR) {
        afterCR = false;
        if (ch === '\n') continue;
      }
      if (inQuotes) {
        if (ch === '"') {
          // Closing, unless the next char is another quote (an escaped `""`, maybe in the next chunk).
          inQuotes = false;
          justClosed = true;
        } else {
          field += ch;
          if (field.length > MAX_FIELD_CHARS) {
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
        field = '';
        quotedField = false;
      } else if (ch === '\n' || ch === '\r') {
        endRecord();
        afterCR = ch === '\r';
      } else field += ch;
    }
  };

  const takeSeparator = (text: string): string => {
    const hint = SEP_HINT.exec(text);
    if (hint) {
      sep = hint[1];
      return text.slice(hint[0].length);
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
