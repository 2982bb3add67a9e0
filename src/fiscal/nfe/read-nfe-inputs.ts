import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import iconv from 'iconv-lite';
import yauzl from 'yauzl';
import { parseNfeXml } from './parse-nfe';
import type { NfeDoc } from './nfe-types';

export interface NfeInputs {
  notes: NfeDoc[];
  /** Keys with a registered cancellation event (procEventoNFe 110111) anywhere in the input. */
  cancelled: Set<string>;
  /** Files skipped and why (pt-BR). */
  skipped: { origem: string; motivo: string }[];
  files: number;
}

/** XML bytes → text honouring an ISO-8859-1/windows-1252 prolog (some emitters still use it). */
function decodeXml(b: Buffer): string {
  const head = b.subarray(0, 120).toString('latin1');
  return /encoding=["'](iso-8859-1|windows-1252|latin1)/i.test(head) ? iconv.decode(b, 'win1252') : b.toString('utf8').replace(/^\uFEFF/, '');
}

function add(acc: NfeInputs, b: Buffer, origem: string): void {
  acc.files++;
  const p = parseNfeXml(decodeXml(b), origem);
  if (p.kind === 'nfe') acc.notes.push(...p.docs);
  else if (p.kind === 'cancelamento') acc.cancelled.add(p.evento.chave);
  else acc.skipped.push({ origem, motivo: p.motivo });
}

/** Streams every .xml entry of a zip, one at a time (thousands of entries; each XML is small). */
function readZip(path: string, acc: NfeInputs): Promise<void> {
  return new Promise((resolve, reject) => {
    yauzl.open(path, { lazyEntries: true, autoClose: true }, (err, zip) => {
      if (err || !zip) { reject(new Error(`não foi possível abrir o .zip ${path}`)); return; }
      zip.on('entry', (entry: yauzl.Entry) => {
        const name = entry.fileName;
        // Folders are entries too; macOS adds "__MACOSX/._x.xml" resource forks that are not XML.
        if (name.endsWith('/') || /(^|\/)__MACOSX\//.test(name)) { zip.readEntry(); return; }
        if (!/\.xml$/i.test(name)) {
          if (/\.zip$/i.test(name)) acc.skipped.push({ origem: name, motivo: '.zip dentro do .zip não é lido: extraia-o e envie os XMLs' });
          zip.readEntry();
          return;
        }
        zip.openReadStream(entry, (e, stream) => {
          if (e || !stream) { acc.skipped.push({ origem: entry.fileName, motivo: 'entrada ilegível no .zip' }); zip.readEntry(); return; }
          const parts: Buffer[] = [];
          stream.on('data', (c: Buffer) => parts.push(c));
          stream.on('error', () => { acc.skipped.push({ origem: entry.fileName, motivo: 'entrada corrompida no .zip' }); zip.readEntry(); });
          stream.on('end', () => { add(acc, Buffer.concat(parts), entry.fileName); zip.readEntry(); });
        });
      });
      zip.on('end', () => resolve());
      zip.on('error', () => reject(new Error(`o .zip ${path} está corrompido`)));
      zip.readEntry();
    });
  });
}

/** Reads NF-e XMLs from files, folders (their .xml and .zip files) and zips. */
export async function readNfeInputs(paths: string | string[]): Promise<NfeInputs> {
  const acc: NfeInputs = { notes: [], cancelled: new Set(), skipped: [], files: 0 };
  for (const p of Array.isArray(paths) ? paths : [paths]) {
    const st = await stat(p);
    if (st.isDirectory()) {
      const names = (await readdir(p)).sort();
      for (const n of names) {
        if (/\.xml$/i.test(n)) add(acc, await readFile(join(p, n)), n);
        else if (/\.zip$/i.test(n)) await readZip(join(p, n), acc);
      }
    } else if (/\.zip$/i.test(p)) await readZip(p, acc);
    else add(acc, await readFile(p), p);
  }
  return acc;
}
