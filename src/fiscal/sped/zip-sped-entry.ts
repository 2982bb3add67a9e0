import { open } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import yauzl from 'yauzl';
import { SpedReadError } from './sped-read-error';

/** True when the file starts with a zip local-file header (PK\x03\x04): an EFD may come zipped. */
export async function isZipFile(path: string): Promise<boolean> {
  const fh = await open(path, 'r');
  try {
    const b = Buffer.alloc(4);
    const { bytesRead } = await fh.read(b, 0, 4, 0);
    return bytesRead === 4 && b[0] === 0x50 && b[1] === 0x4b && b[2] === 0x03 && b[3] === 0x04;
  } finally {
    await fh.close();
  }
}

export interface ZipSpedEntry { stream: Readable; size: number; name: string }

/**
 * Entries a zip made on a Mac or by a backup tool carries beside the real file: resource forks
 * (`__MACOSX/`, `._EFD.txt`, binary) and folders. They are never the EFD.
 */
export function isJunk(name: string): boolean {
  const base = name.slice(name.lastIndexOf('/') + 1);
  return name.endsWith('/') || name.startsWith('__MACOSX/') || name.includes('/__MACOSX/') || base.startsWith('._') || base === '';
}

/** An EFD starts with its 0000 register, possibly after a UTF-8 BOM. */
function startsAsSped(head: Buffer): boolean {
  const at = head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf ? 3 : 0;
  return head.toString('latin1', at, at + 6) === '|0000|';
}

function openEntry(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<Readable> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (e, stream) => {
      if (e || !stream) {
        const encrypted = /encrypt/i.test(e?.message ?? '');
        reject(new SpedReadError(encrypted
          ? `"${entry.fileName}" dentro do .zip está protegido por senha; compacte-o de novo sem senha`
          : `não foi possível ler "${entry.fileName}" dentro do .zip`));
      } else resolve(stream);
    });
  });
}

/** The first bytes of an entry (decompressing only what they need). */
async function peek(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<Buffer> {
  const stream = await openEntry(zip, entry);
  const parts: Buffer[] = [];
  let got = 0;
  try {
    for await (const chunk of stream) {
      parts.push(chunk as Buffer);
      got += (chunk as Buffer).length;
      if (got >= 16) break;
    }
  } catch {
    throw new SpedReadError(`"${entry.fileName}" dentro do .zip está corrompido`);
  } finally {
    stream.destroy();
  }
  return Buffer.concat(parts);
}

function listEntries(path: string): Promise<{ zip: yauzl.ZipFile; entries: yauzl.Entry[] }> {
  return new Promise((resolve, reject) => {
    yauzl.open(path, { lazyEntries: true, autoClose: false }, (err, zip) => {
      if (err || !zip) { reject(new SpedReadError('o arquivo .zip está corrompido ou não pôde ser aberto')); return; }
      const entries: yauzl.Entry[] = [];
      zip.on('entry', (entry: yauzl.Entry) => { if (!isJunk(entry.fileName)) entries.push(entry); zip.readEntry(); });
      zip.on('end', () => resolve({ zip, entries }));
      zip.on('error', () => { zip.close(); reject(new SpedReadError('o arquivo .zip está corrompido')); });
      zip.readEntry();
    });
  });
}

/**
 * The EFD inside a .zip, streamed: the one .txt entry that starts with |0000|. A zip may also carry a
 * read-me, a receipt or Mac resource forks; those are skipped. Several EFDs in one zip (a year of
 * months) are refused by name rather than validating one of them silently.
 */
export async function openSpedInZip(path: string): Promise<ZipSpedEntry> {
  const { zip, entries } = await listEntries(path);
  try {
    const txt = entries.filter((e) => /\.txt$/i.test(e.fileName));
    if (txt.length === 0) throw new SpedReadError('o .zip não contém nenhum arquivo .txt de SPED');
    const speds: yauzl.Entry[] = [];
    for (const e of txt) if (startsAsSped(await peek(zip, e))) speds.push(e);
    if (speds.length === 0) {
      throw new SpedReadError(`o .zip contém ${txt.length === 1 ? `o arquivo "${txt[0]!.fileName}"` : `${txt.length} arquivos .txt`}, mas nenhum começa com |0000| (não é um SPED EFD)`);
    }
    if (speds.length > 1) {
      const names = speds.slice(0, 5).map((e) => `"${e.fileName}"`).join(', ');
      throw new SpedReadError(`o .zip contém ${speds.length} arquivos SPED (${names}${speds.length > 5 ? ', …' : ''}); envie um arquivo por conferência`);
    }
    const entry = speds[0]!;
    const stream = await openEntry(zip, entry);
    let closed = false;
    const close = () => { if (!closed) { closed = true; zip.close(); } };
    stream.once('end', close).once('close', close).once('error', close);
    return { stream, size: entry.uncompressedSize, name: entry.fileName };
  } catch (e) {
    zip.close();
    throw e;
  }
}
