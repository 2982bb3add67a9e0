/**
 * Zip-bomb guard for .xlsx uploads: exceljs inflates worksheets (to temp files when the zip
 * has no shared strings) before any row limit applies, so the declared uncompressed sizes in
 * the zip's central directory are checked first. A zip whose directory cannot be read is corrupt.
 *
 * Declared sizes alone do not bound memory: one text node of hundreds of MB inside an allowed
 * worksheet (a 1 MB zip of "AAAA…") would be built whole by exceljs' XML parser, and the shared
 * strings part is kept whole in memory. So the entries that inflate suspiciously well, and the
 * shared strings, are scanned (streamed, sizes checked by yauzl) before exceljs sees them.
 */
import yauzl from 'yauzl';

export interface ZipEntryStats {
  name: string;
  compressedBytes: number;
  uncompressedBytes: number;
}

export interface ZipStats {
  entries: number;
  uncompressedBytes: number;
  list: ZipEntryStats[];
}

export function zipStats(filePath: string): Promise<ZipStats | null> {
  return new Promise((resolve) => {
    yauzl.open(filePath, { lazyEntries: true, autoClose: true }, (err, zip) => {
      if (err || !zip) return resolve(null);
      const stats: ZipStats = { entries: 0, uncompressedBytes: 0, list: [] };
      zip.on('entry', (entry: yauzl.Entry) => {
        stats.entries++;
        stats.uncompressedBytes += entry.uncompressedSize;
        stats.list.push({ name: entry.fileName, compressedBytes: entry.compressedSize, uncompressedBytes: entry.uncompressedSize });
        zip.readEntry();
      });
      zip.on('end', () => resolve(stats));
      zip.on('error', () => {
        zip.close();
        resolve(null);
      });
      zip.readEntry();
    });
  });
}

/** Inflated/compressed ratio past which an entry is scanned: real worksheets stay around 5–30. */
const SUSPICIOUS_RATIO = 100;
/** Entries smaller than this cannot hold a text node that matters for memory. */
const SCAN_FROM_BYTES = 8 * 1024 * 1024;
/** The shared strings are kept whole in memory by exceljs: 200 000 rows of product texts take far less. */
export const MAX_SHARED_STRINGS_BYTES = 128 * 1024 * 1024;
/**
 * Bytes of one text node let through to exceljs. Up to this size the reader builds it in bounded memory
 * (measured: a 19 MB shared string peaks at ~130 MB over the app's rest) and the row guard then refuses it
 * naming its cell (read-limits.ts: an Excel cell holds MAX_CELL_CHARS characters); past it the file is
 * refused here, before any of it is built.
 */
const MAX_TEXT_BYTES = 24 * 1024 * 1024;

export type ZipScanProblem = 'texto-longo' | 'textos-demais' | 'corrompido';

/** Entries to scan before a streaming reader inflates them. */
export function entriesToScan(stats: ZipStats): ZipEntryStats[] {
  return stats.list.filter(
    (e) =>
      /sharedStrings\.xml$/i.test(e.name) ||
      (/\.xml$/i.test(e.name) && e.uncompressedBytes >= SCAN_FROM_BYTES && e.uncompressedBytes > e.compressedBytes * SUSPICIOUS_RATIO),
  );
}

/**
 * Streams the named entries and returns the first problem: a text node longer than an Excel cell,
 * shared strings over MAX_SHARED_STRINGS_BYTES, or bytes that do not match the declared sizes.
 */
export function scanZipEntries(filePath: string, names: Set<string>): Promise<ZipScanProblem | null> {
  return new Promise((resolve) => {
    let settled = false;
    const done = (v: ZipScanProblem | null, zip?: yauzl.ZipFile) => {
      if (settled) return;
      settled = true;
      zip?.close();
      resolve(v);
    };
    yauzl.open(filePath, { lazyEntries: true, autoClose: false }, (err, zip) => {
      if (err || !zip) return done('corrompido');
      zip.on('error', () => done('corrompido', zip));
      zip.on('end', () => done(null, zip));
      zip.on('entry', (entry: yauzl.Entry) => {
        if (!names.has(entry.fileName)) return zip.readEntry();
        const shared = /sharedStrings\.xml$/i.test(entry.fileName);
        zip.openReadStream(entry, (e, stream) => {
          if (e || !stream) return done('corrompido', zip);
          let run = 0; // bytes since the last '<' or '>'
          let total = 0;
          stream.on('data', (chunk: Buffer) => {
            if (settled) return;
            total += chunk.length;
            if (shared && total > MAX_SHARED_STRINGS_BYTES) {
              stream.destroy();
              return done('textos-demais', zip);
            }
            const lastTag = Math.max(chunk.lastIndexOf(60), chunk.lastIndexOf(62));
            if (lastTag < 0) run += chunk.length;
            else {
              // The longest run inside the chunk: only runs longer than a chunk matter, so the edges suffice
              // together with the per-chunk check below.
              const first = Math.min(...[chunk.indexOf(60), chunk.indexOf(62)].filter((i) => i >= 0));
              if (run + first > MAX_TEXT_BYTES) {
                stream.destroy();
                return done('texto-longo', zip);
              }
              if (longestRun(chunk, first, lastTag) > MAX_TEXT_BYTES) {
                stream.destroy();
                return done('texto-longo', zip);
              }
              run = chunk.length - lastTag - 1;
            }
            if (run > MAX_TEXT_BYTES) {
              stream.destroy();
              done('texto-longo', zip);
            }
          });
          stream.on('error', () => done('corrompido', zip));
          stream.on('end', () => zip.readEntry());
        });
      });
      zip.readEntry();
    });
  });
}

/** Longest stretch without '<' or '>' between two tag characters of a chunk. */
function longestRun(chunk: Buffer, from: number, to: number): number {
  if (to - from <= MAX_TEXT_BYTES) return 0;
  let best = 0;
  let start = from;
  for (let i = from + 1; i <= to; i++) {
    const b = chunk[i];
    if (b === 60 || b === 62) {
      if (i - start - 1 > best) best = i - start - 1;
      start = i;
    }
  }
  return best;
}
