import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import type { TestServer } from './test-server';

/** Builds an .xlsx in memory from a header and rows (NCMs may be numbers, to mimic Excel). */
export async function xlsxBuffer(header: string[], rows: (string | number | null)[][], opts: { titleRows?: string[] } = {}): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Produtos');
  for (const t of opts.titleRows ?? []) ws.addRow([t]);
  ws.addRow(header);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

const blobPart = (d: Buffer | string): BlobPart => (typeof d === 'string' ? d : new Uint8Array(d));

export function uploadForm(file: Buffer | string, name: string, fields: Record<string, string> = {}, extra: { field: string; name: string; data: Buffer | string }[] = []): FormData {
  const fd = new FormData();
  fd.append('usuario', new Blob([blobPart(file)]), name);
  for (const [k, v] of Object.entries(fields)) fd.append(k, v);
  for (const e of extra) fd.append(e.field, new Blob([blobPart(e.data)]), e.name);
  return fd;
}

export interface StatusEvent {
  status: string;
  progress: number;
  stage: string;
  error_message: string | null;
}

/** Follows the SSE stream until it ends and returns every status event. */
export async function followEvents(t: TestServer, base: string, id: string, cookie: string): Promise<StatusEvent[]> {
  const res = await t.fetch(`${base}/tarefas/${id}/eventos`, { cookie });
  expect(res.status).toBe(200);
  const text = await res.text();
  return text
    .split('\n\n')
    .filter((e) => e.startsWith('event: status'))
    .map((e) => JSON.parse(e.slice(e.indexOf('data: ') + 6)) as StatusEvent);
}

export async function readXlsx(buf: ArrayBuffer): Promise<ExcelJS.Workbook> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(buf);
  return wb;
}
