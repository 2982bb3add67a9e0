import { createWriteStream, readFileSync } from 'node:fs';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import iconv from 'iconv-lite';
import yauzl from 'yauzl';
import { parseNfeXml } from './parse-nfe';
import type { NfeDoc } from './nfe-types';
import { MAX_FILES, MAX_INNER_ZIP_BYTES, MAX_TOTAL_BYTES, MAX_XML_BYTES, totalTooLarge, tooManyFiles, xmlTooLargeReason } from './nfe-input-limits';

export interface NfeInputs {
  notes: NfeDoc[];
  /** Keys with a registered cancellation event (procEventoNFe 110111) anywhere in the input. */
  cancelled: Set<string>;
  /** Files skipped and why (pt-BR). */
  skipped: { origem: string; motivo: string }[];
  files: number;
}

/** A file to read and the name the user knows it by (the upload's name, never the server's path). */
export interface NfeInputFile {
  path: string;
  name: string;
}

/** The reader's state: results plus what was inflated so far (see nfe-input-limits.ts). */
interface Acc extends NfeInputs {
  inflated: number;
  tmp: string | null;
}

/** XML bytes → text honouring a UTF-16 byte-order mark or an ISO-8859-1/windows-1252 prolog (some emitters still use it). */
function decodeXml(b: Buffer): string {
  if (b[0] === 0xff && b[1] === 0xfe) return b.toString('utf16le').replace(/^\uFEFF/, '');
  const head = b.subarray(0, 120).toString('latin1');
  return /encoding=["'](iso-?8859-15?|windows-1252|cp1252|latin-?1)["']/i.test(head) ? iconv.decode(b, 'win1252') : b.toString('utf8').replace(/^\uFEFF/, '');
}

/** A DTD can declare entities (XXE, "billion laughs"); the NF-e schemas have none, so such a file is not read. */
const DTD = /<!(DOCTYPE|ENTITY)/i;

function countFile(acc: Acc): void {
  if (++acc.files > MAX_FILES) throw tooManyFiles();
}

function add(acc: Acc, b: Buffer, origem: string): void {
  countFile(acc);
  const text = decodeXml(b);
  if (DTD.test(text)) {
    acc.skipped.push({ origem, motivo: 'XML com declaração DOCTYPE/ENTITY: uma NF-e não tem (leiaute do MOC 4.00) e o arquivo não é lido, por segurança' });
    return;
  }
  const p = parseNfeXml(text, origem);
  if (p.kind === 'nfe') acc.notes.push(...p.docs);
  else if (p.kind === 'cancelamento') acc.cancelled.add(p.evento.chave);
  else acc.skipped.push({ origem, motivo: p.motivo });
}

/** Counts inflated bytes against the total budget; throws (typed) past it. */
function spend(acc: Acc, n: number): void {
  acc.inflated += n;
  if (acc.inflated > MAX_TOTAL_BYTES) throw totalTooLarge();
}

/** Zips inside zips inside zips are not followed further. */
const MAX_ZIP_DEPTH = 2;

type ZipOpener = (cb: (err: Error | null, zip?: yauzl.ZipFile) => void) => void;

/**
 * An entry's bytes, up to `cap`: 'grande' past it (declared sizes can lie; yauzl also checks them), null when
 * unreadable. Bytes go to `sink` (memory or a file) and count against the total budget as they arrive.
 */
function pumpEntry(zip: yauzl.ZipFile, entry: yauzl.Entry, cap: number, acc: Acc, sink: (c: Buffer) => void): Promise<'ok' | 'grande' | null> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (e, stream) => {
      if (e || !stream) { resolve(null); return; }
      let got = 0;
      let settled = false;
      const done = (v: 'ok' | 'grande' | null, err?: Error) => {
        if (settled) return;
        settled = true;
        if (v !== 'ok') stream.destroy();
        if (err) reject(err);
        else resolve(v);
      };
      stream.on('data', (c: Buffer) => {
        if (settled) return;
        got += c.length;
        if (got > cap) return done('grande');
        try { spend(acc, c.length); } catch (err) { return done(null, err as Error); }
        sink(c);
      });
      stream.on('error', () => done(null));
      stream.on('end', () => done('ok'));
    });
  });
}

/** Writes an inner .zip to a temporary file (never whole in memory); its path, or a skip reason. */
async function innerZipToFile(zip: yauzl.ZipFile, entry: yauzl.Entry, acc: Acc): Promise<string | { motivo: string }> {
  acc.tmp ??= await mkdtemp(join(tmpdir(), 'apura-nfe-'));
  const path = join(acc.tmp, `${acc.files}-${Math.random().toString(36).slice(2)}.zip`);
  const out = createWriteStream(path);
  let r: 'ok' | 'grande' | null;
  try {
    r = await pumpEntry(zip, entry, MAX_INNER_ZIP_BYTES, acc, (c) => out.write(c));
  } finally {
    await new Promise<void>((res) => out.end(res));
  }
  if (r === 'ok') return path;
  await rm(path, { force: true });
  return { motivo: r === 'grande' ? `.zip interno maior que ${MAX_INNER_ZIP_BYTES / 1024 / 1024} MB: envie-o separadamente` : '.zip interno corrompido' };
}

async function readXmlEntry(zip: yauzl.ZipFile, entry: yauzl.Entry, origem: string, acc: Acc): Promise<void> {
  if (entry.uncompressedSize > MAX_XML_BYTES) {
    countFile(acc);
    acc.skipped.push({ origem, motivo: xmlTooLargeReason(entry.uncompressedSize) });
    return;
  }
  const parts: Buffer[] = [];
  const r = await pumpEntry(zip, entry, MAX_XML_BYTES, acc, (c) => parts.push(c));
  if (r === 'ok') add(acc, Buffer.concat(parts), origem);
  else {
    countFile(acc);
    acc.skipped.push({ origem, motivo: r === 'grande' ? xmlTooLargeReason(MAX_XML_BYTES + 1) : 'entrada ilegível ou corrompida no .zip' });
  }
}

/**
 * Every .xml entry of a zip, one at a time (thousands of entries; each XML is small), and the .xml of
 * the zips inside it. `label` is the name the user knows the zip by; inner entries are shown as
 * "Entradas.zip/nota.xml". A zip that cannot be read is listed as skipped; only the input limits
 * (NfeInputError) stop the whole reading.
 */
function readZip(open: ZipOpener, label: string, acc: Acc, depth = 1): Promise<void> {
  const corrupt = depth > 1 ? '.zip interno corrompido' : '.zip corrompido ou ilegível';
  return new Promise((resolve, reject) => {
    open((err, zip) => {
      if (err || !zip) { acc.skipped.push({ origem: label, motivo: corrupt }); resolve(); return; }
      let failed = false;
      const fail = (e: unknown) => { if (!failed) { failed = true; zip.close(); reject(e); } };
      zip.on('entry', (entry: yauzl.Entry) => {
        const name = entry.fileName;
        const origem = depth > 1 ? `${label}/${name}` : name;
        // Folders are entries too; macOS adds "__MACOSX/._x.xml" resource forks that are not XML.
        if (name.endsWith('/') || /(^|\/)__MACOSX\//.test(name)) { zip.readEntry(); return; }
        const isXml = /\.xml$/i.test(name), isZip = /\.zip$/i.test(name);
        if (!isXml && !isZip) { zip.readEntry(); return; }
        const step = async () => {
          if (isXml) return readXmlEntry(zip, entry, origem, acc);
          if (depth >= MAX_ZIP_DEPTH) {
            acc.skipped.push({ origem, motivo: 'há .zip dentro de .zip dentro de .zip: extraia os XMLs e envie-os num .zip só' });
            return;
          }
          if (entry.uncompressedSize > MAX_INNER_ZIP_BYTES) {
            acc.skipped.push({ origem, motivo: `.zip interno maior que ${MAX_INNER_ZIP_BYTES / 1024 / 1024} MB: envie-o separadamente` });
            return;
          }
          const inner = await innerZipToFile(zip, entry, acc);
          if (typeof inner !== 'string') { acc.skipped.push({ origem, motivo: inner.motivo }); return; }
          try {
            await readZip(openPath(inner), origem, acc, depth + 1);
          } finally {
            await rm(inner, { force: true });
          }
        };
        step().then(() => zip.readEntry(), fail);
      });
      zip.on('end', () => { if (!failed) resolve(); });
      zip.on('error', () => {
        if (failed) return;
        failed = true;
        acc.skipped.push({ origem: label, motivo: corrupt });
        zip.close();
        resolve();
      });
      zip.readEntry();
    });
  });
}

const openPath = (path: string): ZipOpener => (cb) => yauzl.open(path, { lazyEntries: true, autoClose: true }, cb);

/** One .xml file on disk: its size is checked before it is read. */
async function readXmlFile(path: string, origem: string, acc: Acc): Promise<void> {
  const { size } = await stat(path);
  if (size > MAX_XML_BYTES) {
    countFile(acc);
    acc.skipped.push({ origem, motivo: xmlTooLargeReason(size) });
    return;
  }
  spend(acc, size);
  // Synchronous on purpose: at most 2 MB, and fs/promises' readFile cost more CPU per small file than
  // parsing the note (profiled on 10,000 XMLs, ADR 014).
  add(acc, readFileSync(path), origem);
}

/**
 * A folder as offices keep them (Entradas/, Saídas/, one folder per month): its .xml and .zip files and those
 * of its subfolders, `rel` being the path shown in the report. Hidden entries (.git, ._x.xml forks) are skipped.
 */
async function readDir(dir: string, rel: string, acc: Acc, depth = 0): Promise<void> {
  const entries = (await readdir(dir, { withFileTypes: true })).sort((a, b) => a.name.localeCompare(b.name));
  for (const e of entries) {
    if (e.name.startsWith('.') || e.name === '__MACOSX') continue;
    const path = join(dir, e.name), name = rel ? `${rel}/${e.name}` : e.name;
    if (e.isDirectory()) { if (depth < 8) await readDir(path, name, acc, depth + 1); }
    else if (/\.xml$/i.test(e.name)) await readXmlFile(path, name, acc);
    else if (/\.zip$/i.test(e.name)) await readZip(openPath(path), name, acc);
  }
}

/**
 * Reads NF-e XMLs from files, folders (their .xml and .zip files, subfolders included) and zips. A bare path
 * is shown as given (the CLI user's own path); uploads pass `{ path, name }` so the report shows the file's name.
 * Throws NfeInputError when the input as a whole passes the limits of nfe-input-limits.ts.
 */
export async function readNfeInputs(inputs: string | NfeInputFile | (string | NfeInputFile)[]): Promise<NfeInputs> {
  const acc: Acc = { notes: [], cancelled: new Set(), skipped: [], files: 0, inflated: 0, tmp: null };
  try {
    for (const input of Array.isArray(inputs) ? inputs : [inputs]) {
      const { path, name } = typeof input === 'string' ? { path: input, name: input } : input;
      const st = await stat(path);
      if (st.isDirectory()) await readDir(path, '', acc);
      else if (/\.zip$/i.test(name)) await readZip(openPath(path), name, acc);
      else await readXmlFile(path, name, acc);
    }
  } finally {
    if (acc.tmp) await rm(acc.tmp, { recursive: true, force: true });
  }
  return { notes: acc.notes, cancelled: acc.cancelled, skipped: acc.skipped, files: acc.files };
}
