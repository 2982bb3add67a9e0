import { PassThrough } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { csvBuffer } from '../../sheets/write-csv';
import { writeTableXlsx, type TableColumn, type TableRow } from '../../sheets/write-table-xlsx';
import { isoDayBrasilia } from './admin-dates';

export type ExportFormat = 'xlsx' | 'csv';

/**
 * Answers an admin list as a download. Both writers escape text cells that start with = + - @
 * (formula injection): names and e-mails are typed by end users.
 */
export async function sendExport(
  reply: FastifyReply,
  opts: { format: ExportFormat; baseName: string; sheetName: string; columns: TableColumn[]; rows: AsyncIterable<TableRow> },
): Promise<FastifyReply> {
  const file = `${opts.baseName}-${isoDayBrasilia(new Date())}.${opts.format}`;
  reply.header('content-disposition', `attachment; filename="${file}"`);
  reply.header('cache-control', 'no-store');
  if (opts.format === 'csv') {
    const rows: (TableRow[string])[][] = [];
    for await (const r of opts.rows) rows.push(opts.columns.map((c) => r[c.key]));
    reply.type('text/csv; charset=utf-8');
    return reply.send(csvBuffer(opts.columns.map((c) => c.header), rows));
  }
  reply.type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  const out = new PassThrough();
  // Errors after the headers are sent can only abort the stream; the writer has nothing partial to fix.
  writeTableXlsx(out, [{ name: opts.sheetName, columns: opts.columns, rows: opts.rows }]).catch((err: unknown) => out.destroy(err as Error));
  return reply.send(out);
}
