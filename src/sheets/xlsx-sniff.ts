/**
 * What exceljs' streaming reader gets wrong, looked for in the start of the first worksheet's XML:
 * cells typed `t="d"` (ISO dates, written by SheetJS with cellDates and other JS "export to Excel"
 * code) come out as the year alone (2025 → 17/07/1905), and inline strings in several runs
 * (`<is><r><t>9403</t></r><r><t>3000</t></r></is>`) as their last run only. SheetJS reads both.
 */
import yauzl from 'yauzl';

/** Inflated bytes of the worksheet looked at: the header and the first rows. */
const SNIFF_BYTES = 64 * 1024;

const EXCELJS_MISREADS = /<(?:\w+:)?c\b[^>]*\bt="d"|<(?:\w+:)?is>\s*<(?:\w+:)?r>/;

/** True when the first worksheet has cells exceljs misreads; false when not, or the zip cannot be read. */
export function worksheetNeedsSheetJs(filePath: string): Promise<boolean> {
  return new Promise((resolve) => {
    let settled = false;
    const done = (v: boolean, zip?: yauzl.ZipFile) => {
      if (settled) return;
      settled = true;
      zip?.close();
      resolve(v);
    };
    yauzl.open(filePath, { lazyEntries: true, autoClose: false }, (err, zip) => {
      if (err || !zip) return done(false);
      zip.on('error', () => done(false, zip));
      zip.on('end', () => done(false, zip));
      zip.on('entry', (entry: yauzl.Entry) => {
        if (!/^xl\/worksheets\/[^/]+\.xml$/i.test(entry.fileName)) return zip.readEntry();
        zip.openReadStream(entry, (e, stream) => {
          if (e || !stream) return done(false, zip);
          let text = '';
          stream.on('data', (chunk: Buffer) => {
            text += chunk.toString('utf8');
            if (EXCELJS_MISREADS.test(text)) {
              stream.destroy();
              done(true, zip);
            } else if (text.length >= SNIFF_BYTES) {
              stream.destroy();
              done(false, zip);
            }
          });
          stream.on('end', () => done(EXCELJS_MISREADS.test(text), zip));
          stream.on('error', () => done(false, zip));
        });
      });
      zip.readEntry();
    });
  });
}
