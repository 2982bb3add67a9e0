import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import yauzl from 'yauzl';
import { isJunk } from '../../fiscal/sped/zip-sped-entry';
import { safeFileName } from '../checks/receive-upload';
import type { Storage } from '../storage/storage';
import { InputError } from '../checks/user-facing-error';

export interface ExpandedFile {
  /** The check this file will become (its folder is `${checksPrefix}/${checkId}`). */
  checkId: string;
  fileName: string;
  key: string;
  size: number;
}

export interface ExpandedZip {
  files: ExpandedFile[];
  /** Entries not taken, each with its reason (pt-BR): shown in the batch's progress view. */
  skipped: { fileName: string; motivo: string }[];
}

const mb = (n: number) => Math.round(n / 1024 / 1024).toLocaleString('pt-BR');

function open(path: string): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.open(path, { lazyEntries: true, autoClose: false }, (err, zip) => {
      if (err || !zip) reject(new InputError('O arquivo .zip está corrompido ou não pôde ser aberto.'));
      else resolve(zip);
    });
  });
}

function entryStream(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<Readable> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (err, stream) => (err || !stream ? reject(err ?? new Error('sem fluxo')) : resolve(stream)));
  });
}

/**
 * The files of a batch .zip (several SPEDs, one per client and month), each stored as its own upload under
 * its check's folder under `checksPrefix`. Bounded: at most `maxEntries` files, each within a single upload's limit by its declared size,
 * which yauzl holds the inflated bytes to (a lying header fails the entry). Runs in the uploads child.
 */
export async function expandSpedZip(storage: Storage, path: string, checksPrefix: string, maxEntryBytes: number, maxEntries: number): Promise<ExpandedZip> {
  const zip = await open(path);
  const out: ExpandedZip = { files: [], skipped: [] };
  try {
    await new Promise<void>((resolve, reject) => {
      zip.on('error', () => reject(new InputError('O arquivo .zip está corrompido.')));
      zip.on('end', () => resolve());
      zip.on('entry', (entry: yauzl.Entry) => {
        void (async () => {
          const name = safeFileName(entry.fileName);
          if (isJunk(entry.fileName)) return;
          if (!/\.txt$/i.test(name)) {
            out.skipped.push({ fileName: name, motivo: 'não é um arquivo .txt de SPED' });
            return;
          }
          if (out.files.length >= maxEntries) throw new InputError(`O .zip tem mais de ${maxEntries} arquivos SPED; envie-o em partes.`);
          if (entry.uncompressedSize > maxEntryBytes) {
            out.skipped.push({ fileName: name, motivo: `tem ${mb(entry.uncompressedSize)} MB descompactado; o limite de um arquivo é ${mb(maxEntryBytes)} MB` });
            return;
          }
          const checkId = randomUUID();
          const key = `${checksPrefix}/${checkId}/entrada/principal-${checkId.slice(0, 8)}.txt`;
          try {
            const { size } = await storage.put(key, await entryStream(zip, entry));
            out.files.push({ checkId, fileName: name, key, size });
          } catch {
            await storage.deletePrefix(`${checksPrefix}/${checkId}`);
            out.skipped.push({ fileName: name, motivo: 'não pôde ser descompactado (arquivo corrompido ou protegido por senha)' });
          }
        })().then(() => zip.readEntry(), reject);
      });
      zip.readEntry();
    });
  } catch (err) {
    for (const f of out.files) await storage.deletePrefix(`${checksPrefix}/${f.checkId}`);
    throw err;
  } finally {
    zip.close();
  }
  return out;
}
