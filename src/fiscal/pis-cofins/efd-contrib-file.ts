/**
 * Reads an EFD-Contribuições from a path (.txt, or .zip with the .txt inside, opened by the SPED reader's
 * zip entry finder) and streams the checked items: memory stays bounded by the read chunk, the
 * participants/items registers (0150/0200) and the findings.
 */
import { createReadStream } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import { isZipFile, openSpedInZip } from '../sped/zip-sped-entry';
import { createEfdContribChecker, type EfdContribItemOutcome } from './check-efd-contribuicoes';
import { EfdContribError, MSG_EFD_ICMS_IPI } from './efd-contrib-reader';
import { detectSped } from '../sped/detect-sped';
import type { PisCofinsContext, PisCofinsResult } from './types';

async function source(path: string): Promise<{ stream: AsyncIterable<Buffer>; size: number }> {
  if (await isZipFile(path)) {
    const z = await openSpedInZip(path);
    return { stream: z.stream, size: z.size };
  }
  const st = await stat(path);
  return { stream: createReadStream(path, { highWaterMark: 1 << 18 }), size: st.size };
}

/** Which EFD the first line of `head` opens, or null when it is not a SPED 0000 line. */
export function sniffEfd(head: Buffer): 'efd_contribuicoes' | 'efd_icms_ipi' | null {
  let text = head.toString('latin1');
  if (text.startsWith('\u00ef\u00bb\u00bf')) text = text.slice(3);
  if (!text.startsWith('|0000|')) return null;
  const line = text.split(/\r\n|\n|\r/, 1)[0]!;
  const d = detectSped(line.slice(1).split('|'));
  return d ? d.sped : null;
}

/**
 * Whether the file (or the .txt inside a .zip) is an EFD: 'efd_contribuicoes', 'efd_icms_ipi', or null
 * for anything else (a spreadsheet). Reads the first bytes only.
 */
export async function detectEfdFile(path: string): Promise<'efd_contribuicoes' | 'efd_icms_ipi' | null> {
  let head: Buffer;
  if (await isZipFile(path)) {
    let z;
    try {
      z = await openSpedInZip(path);
    } catch {
      return null; // a spreadsheet (.xlsx is a zip) or a zip without an EFD
    }
    const chunks: Buffer[] = [];
    let n = 0;
    for await (const c of z.stream) {
      chunks.push(c as Buffer);
      n += (c as Buffer).length;
      if (n >= 4096) break;
    }
    z.stream.destroy();
    head = Buffer.concat(chunks);
  } else {
    const fh = await open(path, 'r');
    try {
      const b = Buffer.alloc(4096);
      const { bytesRead } = await fh.read(b, 0, 4096, 0);
      head = b.subarray(0, bytesRead);
    } finally {
      await fh.close();
    }
  }
  return sniffEfd(head);
}

export interface EfdContribRun {
  items: AsyncGenerator<EfdContribItemOutcome>;
  /** Valid once `items` has been read to the end. */
  result(): PisCofinsResult;
}

export async function readEfdContribFile(path: string, ctx: Pick<PisCofinsContext, 'pisCofins' | 'ncm'>, onProgress?: (read: number, total: number) => void): Promise<EfdContribRun> {
  const kind = await detectEfdFile(path);
  if (kind === 'efd_icms_ipi') throw new EfdContribError(MSG_EFD_ICMS_IPI);
  if (kind === null) throw new EfdContribError('O arquivo não parece uma EFD-Contribuições: a primeira linha deve ser o registro |0000| do SPED. Envie o .txt gerado pelo sistema ou pelo PVA (ou um .zip com ele).');
  const src = await source(path);
  const checker = createEfdContribChecker(ctx);
  async function* items(): AsyncGenerator<EfdContribItemOutcome> {
    let read = 0;
    for await (const chunk of src.stream) {
      read += chunk.length;
      yield* checker.push(chunk);
      onProgress?.(read, src.size);
    }
    yield* checker.end();
  }
  return { items: items(), result: () => checker.result() };
}
