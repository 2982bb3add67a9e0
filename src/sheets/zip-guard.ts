/**
 * Zip-bomb guard for .xlsx uploads: exceljs inflates worksheets (to temp files when the zip
 * has no shared strings) before any row limit applies, so the declared uncompressed sizes in
 * the zip's central directory are checked first. A zip whose directory cannot be read is corrupt.
 */
import yauzl from 'yauzl';

export interface ZipStats {
  entries: number;
  uncompressedBytes: number;
}

export function zipStats(filePath: string): Promise<ZipStats | null> {
  return new Promise((resolve) => {
    yauzl.open(filePath, { lazyEntries: true, autoClose: true }, (err, zip) => {
      if (err || !zip) return resolve(null);
      const stats: ZipStats = { entries: 0, uncompressedBytes: 0 };
      zip.on('entry', (entry: yauzl.Entry) => {
        stats.entries++;
        stats.uncompressedBytes += entry.uncompressedSize;
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
