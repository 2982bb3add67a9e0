import type ExcelJS from 'exceljs';

/** Rows written between two waits: small enough to bound the backlog (~100 KB of XML), large enough to cost nothing. */
export const ROWS_PER_DRAIN_CHECK = 500;

interface PipeTarget {
  _writableState?: { needDrain?: boolean };
  once(event: 'drain', cb: () => void): unknown;
}

/** The writable side exceljs pipes a streamed sheet's XML into (the zip entry), or null if its internals moved. */
function zipEntryOf(ws: ExcelJS.Worksheet): PipeTarget[] | null {
  const pipes = (ws as unknown as { stream?: { pipes?: unknown } }).stream?.pipes;
  return Array.isArray(pipes) ? (pipes as PipeTarget[]) : null;
}

/** True when sheetDrained can see the sheet's zip entry (xlsx-backpressure.test.ts fails if an exceljs upgrade hides it). */
export function canWatchSheet(ws: ExcelJS.Worksheet): boolean {
  const pipes = zipEntryOf(ws);
  return pipes !== null && pipes.every((p) => p._writableState !== undefined);
}

/**
 * Waits until the zip has taken the sheet XML written so far. exceljs's streaming writer pipes each sheet into
 * the zip without heeding backpressure (StreamBuf._pipe ignores write()'s return value), so a writer faster than
 * the deflater piles the sheet up in memory: ~40 MB of XML for a 100k-row corrected file (issue 17). Reads
 * exceljs internals (the sheet stream's `pipes`, readable-stream's `_writableState`); if they change it stops
 * waiting rather than failing, and the test above says so.
 */
export async function sheetDrained(ws: ExcelJS.Worksheet): Promise<number> {
  let waits = 0;
  for (const p of zipEntryOf(ws) ?? []) {
    if (!p._writableState?.needDrain) continue;
    waits++;
    await new Promise<void>((resolve) => p.once('drain', resolve));
  }
  return waits;
}
