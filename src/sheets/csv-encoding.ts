/**
 * Encoding of a CSV/TXT export. Brazilian ERPs write UTF-8 (with or without BOM) or windows-1252;
 * Excel's "Texto Unicode" is UTF-16LE with BOM. A strict UTF-8 pass over the whole file decides,
 * because one accented byte far down the file is enough to make it windows-1252.
 */
import { createReadStream } from 'node:fs';
import iconv from 'iconv-lite';
import { utf16WithoutBom } from './detect-format';

export type CsvEncoding = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';

export async function detectCsvEncoding(filePath: string, head: Buffer): Promise<CsvEncoding> {
  if (head[0] === 0xff && head[1] === 0xfe) return 'utf-16le';
  if (head[0] === 0xfe && head[1] === 0xff) return 'utf-16be';
  const bomless = utf16WithoutBom(head);
  if (bomless) return bomless;
  const decoder = new TextDecoder('utf-8', { fatal: true });
  try {
    for await (const chunk of createReadStream(filePath)) {
      decoder.decode(chunk as Buffer, { stream: true });
    }
    decoder.decode();
    return 'utf-8';
  } catch {
    return 'windows-1252';
  }
}

/** A streaming decoder: `write` may be called with any chunk boundary (multi-byte chars split). */
export interface ChunkDecoder {
  write(chunk: Buffer): string;
  end(): string;
}

export function createChunkDecoder(encoding: CsvEncoding): ChunkDecoder {
  if (encoding === 'windows-1252') {
    const d = iconv.getDecoder('win1252');
    return { write: (c) => d.write(c), end: () => d.end() ?? '' };
  }
  // TextDecoder drops the BOM itself (ignoreBOM defaults to false).
  const d = new TextDecoder(encoding);
  return { write: (c) => d.decode(c, { stream: true }), end: () => d.decode() };
}
