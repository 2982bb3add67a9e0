/**
 * CSV exports that open correctly in Excel pt-BR by double-click: UTF-8 with BOM (else accents
 * break), `;` separator, CRLF, decimal comma, dd/mm/aaaa dates. Text passes through safeText.
 */
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { formatDateBR } from './format';
import { safeText } from './safe-cell';
import type { CellValue } from './types';

const SEP = ';';

function csvField(v: CellValue | undefined): string {
  let text: string;
  if (v === null || v === undefined) return '';
  if (typeof v === 'number') text = Number.isFinite(v) ? String(v).replace('.', ',') : '';
  else if (typeof v === 'boolean') text = v ? 'Sim' : 'Não';
  else if (v instanceof Date) {
    const hasTime = v.getUTCHours() + v.getUTCMinutes() + v.getUTCSeconds() > 0;
    text = hasTime ? `${formatDateBR(v)} ${v.toISOString().slice(11, 16)}` : formatDateBR(v);
  } else text = safeText(v);
  return /[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV record (no line break). */
export function csvLine(cells: readonly (CellValue | undefined)[]): string {
  return cells.map(csvField).join(SEP);
}

/** Whole CSV in memory, for small exports answered directly over HTTP. */
export function csvBuffer(header: readonly string[], rows: Iterable<readonly (CellValue | undefined)[]>): Buffer {
  const lines = [csvLine(header)];
  for (const r of rows) lines.push(csvLine(r));
  return Buffer.from('\ufeff' + lines.join('\r\n') + '\r\n', 'utf8');
}

/** Streams a CSV to a file path or a writable (e.g. an HTTP response), honouring backpressure. */
export async function writeCsv(
  target: string | Writable,
  header: readonly string[],
  rows: Iterable<readonly (CellValue | undefined)[]> | AsyncIterable<readonly (CellValue | undefined)[]>,
): Promise<void> {
  const out = typeof target === 'string' ? createWriteStream(target) : target;
  const write = async (s: string) => {
    if (!out.write(s)) await once(out, 'drain');
  };
  await write('\ufeff' + csvLine(header) + '\r\n');
  for await (const r of rows) await write(csvLine(r) + '\r\n');
  if (typeof target === 'string') {
    out.end();
    await once(out, 'finish');
  }
}
