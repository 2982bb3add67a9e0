import { readFileSync } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { inflateRawSync } from 'node:zlib';
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
  return /encoding=["'](iso-?8859-15?|windows-1252|cp1252|latin-?1)["']/i.test(head) ? iconv.decode(b, 'win1252') : b.toString('utf8').replace(/^\uFEFF/, '');
}

function add(acc: NfeInputs, b: Buffer, origem: string): void {
  acc.files++;
  const p = parseNfeXml(decodeXml(b), origem);
  if (p.kind === 'nfe') acc.notes.push(...p.docs);
  else if (p.kind === 'cancelamento') acc.cancelled.add(p.evento.chave);
  else acc.skipped.push({ origem, motivo: p.motivo });
}

/** A .zip inside the .zip (monthly folders, "Entradas.zip" + "Saídas.zip") is read into memory up to this size. */
const MAX_INNER_ZIP_BYTES = 256 * 1024 * 1024;
/** Zips inside zips inside zips are not followed further. */
const MAX_ZIP_DEPTH = 2;

type ZipOpener = (cb: (err: Error | null, zip?: yauzl.ZipFile) => void) => void;

/**
 * One entry's bytes. The compressed bytes are read as they are and inflated in one call: a zlib stream per entry
 * (thousands of small XMLs) cost more CPU than parsing the notes. The checks yauzl's stream made stay: an encrypted
 * entry or an unknown method is unreadable, and the output must have exactly the declared size (a zip bomb that lies
 * about its size is cut at that size and refused).
 */
function readEntry(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<Buffer | null> {
  if (entry.compressionMethod !== 0 && entry.compressionMethod !== 8) return Promise.resolve(null);
  const deflated = entry.compressionMethod === 8;
  return new Promise((resolve) => {
    const onStream = (e: Error | null, stream: Readable) => {
      if (e || !stream) { resolve(null); return; }
      const parts: Buffer[] = [];
      stream.on('data', (c: Buffer) => parts.push(c));
      stream.on('error', () => resolve(null));
      stream.on('end', () => {
        const raw = parts.length === 1 ? parts[0]! : Buffer.concat(parts);
        try {
          const out = deflated ? inflateRawSync(raw, { maxOutputLength: Math.max(1, entry.uncompressedSize) }) : raw;
          resolve(out.length === entry.uncompressedSize ? out : null);
        } catch {
          resolve(null);
        }
      });
    };
    // yauzl throws (synchronously) when `decompress` is given for a stored entry, and on an encrypted one.
    try {
      if (deflated) zip.openReadStream(entry, { decompress: false }, onStream);
      else zip.openReadStream(entry, onStream);
    } catch {
      resolve(null);
    }
  });
}

/**
 * Every .xml entry of a zip, one at a time (thousands of entries; each XML is small), and the .xml of
 * the zips inside it. `label` prefixes the entry names in the report ("Entradas.zip/nota.xml").
 */
function readZip(open: ZipOpener, label: string, acc: NfeInputs, depth = 1): Promise<void> {
  return new Promise((resolve, reject) => {
    open((err, zip) => {
      if (err || !zip) { reject(new Error(`não foi possível abrir o .zip ${label}`)); return; }
      zip.on('entry', (entry: yauzl.Entry) => {
        const name = entry.fileName;
        const origem = depth > 1 ? `${label}/${name}` : name;
        // Folders are entries too; macOS adds "__MACOSX/._x.xml" resource forks that are not XML.
        if (name.endsWith('/') || /(^|\/)__MACOSX\//.test(name)) { zip.readEntry(); return; }
        const isXml = /\.xml$/i.test(name), isZip = /\.zip$/i.test(name);
        if (!isXml && !isZip) { zip.readEntry(); return; }
        if (isZip && depth >= MAX_ZIP_DEPTH) {
          acc.skipped.push({ origem, motivo: 'há .zip dentro de .zip dentro de .zip: extraia os XMLs e envie-os num .zip só' });
          zip.readEntry();
          return;
        }
        if (isZip && entry.uncompressedSize > MAX_INNER_ZIP_BYTES) {
          acc.skipped.push({ origem, motivo: `.zip interno maior que ${MAX_INNER_ZIP_BYTES / 1024 / 1024} MB: envie-o separadamente` });
          zip.readEntry();
          return;
        }
        void readEntry(zip, entry).then(async (b) => {
          if (!b) acc.skipped.push({ origem, motivo: 'entrada ilegível ou corrompida no .zip' });
          else if (isXml) add(acc, b, origem);
          else {
            try {
              await readZip((cb) => yauzl.fromBuffer(b, { lazyEntries: true }, cb), origem, acc, depth + 1);
            } catch {
              acc.skipped.push({ origem, motivo: '.zip interno corrompido' });
            }
          }
          zip.readEntry();
        });
      });
      zip.on('end', () => resolve());
      zip.on('error', () => reject(new Error(`o .zip ${label} está corrompido`)));
      zip.readEntry();
    });
  });
}

const openPath = (path: string): ZipOpener => (cb) => yauzl.open(path, { lazyEntries: true, autoClose: true }, cb);

/**
 * Loose .xml files are read with readFileSync: fs/promises' readFile cost ~300 µs of CPU per small file on Node 20
 * (a handle, fstat, read and close, each through the thread pool), more than parsing the note; the sync read costs
 * ~20 µs. The parse is synchronous anyway; every 64 files the event loop gets a turn so a server stays responsive.
 */
const yieldEvery = (acc: NfeInputs): Promise<void> | undefined => (acc.files % 64 === 0 ? new Promise((r) => setImmediate(r)) : undefined);

/**
 * A folder as offices keep them (Entradas/, Saídas/, one folder per month): its .xml and .zip files and those
 * of its subfolders, `rel` being the path shown in the report. Hidden entries (.git, ._x.xml forks) are skipped.
 */
async function readDir(dir: string, rel: string, acc: NfeInputs, depth = 0): Promise<void> {
  const entries = (await readdir(dir, { withFileTypes: true })).sort((a, b) => a.name.localeCompare(b.name));
  for (const e of entries) {
    if (e.name.startsWith('.') || e.name === '__MACOSX') continue;
    const path = join(dir, e.name), name = rel ? `${rel}/${e.name}` : e.name;
    if (e.isDirectory()) { if (depth < 8) await readDir(path, name, acc, depth + 1); }
    else if (/\.xml$/i.test(e.name)) { add(acc, readFileSync(path), name); await yieldEvery(acc); }
    else if (/\.zip$/i.test(e.name)) await readZip(openPath(path), name, acc);
  }
}

/** Reads NF-e XMLs from files, folders (their .xml and .zip files, subfolders included) and zips. */
export async function readNfeInputs(paths: string | string[]): Promise<NfeInputs> {
  const acc: NfeInputs = { notes: [], cancelled: new Set(), skipped: [], files: 0 };
  for (const p of Array.isArray(paths) ? paths : [paths]) {
    const st = await stat(p);
    if (st.isDirectory()) await readDir(p, '', acc);
    else if (/\.zip$/i.test(p)) await readZip(openPath(p), p, acc);
    else { add(acc, readFileSync(p), p); await yieldEvery(acc); }
  }
  return acc;
}
