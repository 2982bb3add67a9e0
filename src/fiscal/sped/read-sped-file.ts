import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { LineScanner } from './line-scanner';
import { SpedReadError } from './sped-read-error';
import { isZipFile, openSpedInZip } from './zip-sped-entry';
import { createSpedValidator, type SpedValidatorOptions } from './validate-sped';
import type { SpedResult } from './types';

export interface ValidateFileOptions extends SpedValidatorOptions {
  onProgress?(bytesRead: number, totalBytes: number): void;
}

function crToLf(b: Buffer): Buffer {
  const o = Buffer.from(b);
  for (let i = o.indexOf(13); i >= 0; i = o.indexOf(13, i + 1)) o[i] = 10;
  return o;
}

/** Validates an EFD file (.txt, or .zip with the .txt inside) by streaming it; memory stays bounded. */
export async function validateSpedFile(path: string, opts: ValidateFileOptions): Promise<SpedResult> {
  let size: number;
  try {
    const st = await stat(path);
    if (!st.isFile()) throw new Error('not a file');
    size = st.size;
  } catch {
    throw new SpedReadError(`arquivo não encontrado ou ilegível: ${path}`);
  }
  const src = (await isZipFile(path)) ? await openSpedInZip(path) : { stream: createReadStream(path, { highWaterMark: 1 << 18 }), size };
  const v = createSpedValidator(opts);
  const dec = new LineScanner(v);
  let read = 0;
  let crOnly: boolean | null = null;
  try {
    for await (const chunk of src.stream) {
      let b = chunk as Buffer;
      read += b.length;
      // Lines ended by CR alone (old Mac-era generators): the PVA reads them as lines (Java readLine), so
      // they become LF before the scanner, which splits on LF. Decided once, on the first chunk.
      if (crOnly === null) crOnly = b.indexOf(10) < 0 && b.indexOf(13) >= 0;
      if (crOnly) b = crToLf(b);
      dec.push(b);
      opts.onProgress?.(read, src.size);
    }
  } catch (e) {
    throw e instanceof SpedReadError ? e : new SpedReadError('falha ao ler o arquivo SPED (arquivo truncado ou corrompido)');
  }
  dec.end();
  const r = v.finish();
  r.info.encoding = dec.encoding;
  return r;
}
