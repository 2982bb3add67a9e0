/**
 * Encoding of a CSV/TXT export. Brazilian ERPs write UTF-8 (with or without BOM) or windows-1252 (or,
 * from DOS days and Excel's "CSV (MS-DOS)", code page 850); Excel's "Texto Unicode" is UTF-16LE with
 * BOM. A strict UTF-8 pass over the whole file decides, because one accented byte far down the file is
 * enough to make it a single-byte code page.
 */
import { createReadStream } from 'node:fs';
import iconv from 'iconv-lite';
import { utf16WithoutBom } from './detect-format';

export type CsvEncoding = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252' | 'cp850';

/** Letters of Portuguese text outside ASCII. */
const PT_LETTERS = /[áéíóúâêôãõçàüÁÉÍÓÚÂÊÔÃÕÇÀÜ]/g;

/**
 * Excel's "CSV (MS-DOS)" and DOS-era ERPs write the OEM code page 850, where "ç" is byte 0x87 (a "‡"
 * in windows-1252) and "ã" 0xC6 ("Æ"). Of the two readings of the head, the one with more Portuguese
 * letters wins; windows-1252 on a tie (no accents at all).
 */
function singleByteEncoding(head: Buffer): 'windows-1252' | 'cp850' {
  const count = (enc: string) => iconv.decode(head, enc).match(PT_LETTERS)?.length ?? 0;
  return count('cp850') > count('win1252') ? 'cp850' : 'windows-1252';
}

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
    return singleByteEncoding(head);
  }
}

/** A streaming decoder: `write` may be called with any chunk boundary (multi-byte chars split). */
export interface ChunkDecoder {
  write(chunk: Buffer): string;
  end(): string;
}

export function createChunkDecoder(encoding: CsvEncoding): ChunkDecoder {
  if (encoding === 'windows-1252' || encoding === 'cp850') {
    const d = iconv.getDecoder(encoding === 'cp850' ? 'cp850' : 'win1252');
    return { write: (c) => d.write(c), end: () => d.end() ?? '' };
  }
  // TextDecoder drops the BOM itself (ignoreBOM defaults to false).
  const d = new TextDecoder(encoding);
  return { write: (c) => d.decode(c, { stream: true }), end: () => d.decode() };
}
