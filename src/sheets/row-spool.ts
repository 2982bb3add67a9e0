/**
 * Rows parked on disk between two passes: a check writes each row as it judges it, and the writer reads
 * them back once the whole file is judged (the NCM corrected file marks rows that only the file's
 * consistency layer flags). One JSON line per row in a temporary folder, so memory stays flat for 100k+
 * rows and the input is not parsed twice. Dates round-trip as Dates; the folder is removed by `dispose`.
 */
import { createReadStream, createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { once } from 'node:events';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { CellValue } from './types';

export interface RowSpool<T> {
  write(row: T): Promise<void>;
  /** Ends the writing; then `rows()` may be read (once). */
  close(): Promise<void>;
  rows(): AsyncGenerator<T>;
  dispose(): void;
}

const DATE_KEY = '$data';

// JSON has no dates: a cell holding a Date is written as { "$data": epoch ms }.
function replacer(this: Record<string, unknown>, key: string, value: unknown): unknown {
  const original = this[key];
  return original instanceof Date ? { [DATE_KEY]: original.getTime() } : value;
}

function reviver(_key: string, value: unknown): unknown {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    const ms = (value as Record<string, unknown>)[DATE_KEY];
    if (typeof ms === 'number' && Object.keys(value).length === 1) return new Date(ms);
  }
  return value;
}

export function createRowSpool<T extends { raw: CellValue[] }>(): RowSpool<T> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'apura-linhas-'));
  const file = path.join(dir, 'linhas.jsonl');
  const out = createWriteStream(file, { encoding: 'utf8' });
  let failure: Error | null = null;
  out.on('error', (e) => (failure = e));
  return {
    async write(row) {
      if (failure) throw failure;
      // Respect the disk's pace: without waiting for 'drain' the stream would buffer the whole file.
      if (!out.write(JSON.stringify(row, replacer) + '\n')) await once(out, 'drain');
    },
    async close() {
      out.end();
      if (!out.closed) await once(out, 'close');
      if (failure) throw failure;
    },
    async *rows() {
      const input = createReadStream(file, { encoding: 'utf8', highWaterMark: 1 << 16 });
      try {
        for await (const line of createInterface({ input, crlfDelay: Infinity })) if (line) yield JSON.parse(line, reviver) as T;
      } finally {
        input.destroy();
      }
    },
    dispose() {
      out.destroy();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
