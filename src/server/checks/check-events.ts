import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { checks } from '../db/schema';
import { checkStatus } from './check-access';
import type { CheckRow } from './check-kind';

/**
 * Server-Sent Events for one check. The state is read from the database (the worker may be
 * another process), and an event is sent whenever it changes, until 'concluido' or 'erro'.
 */
export async function streamCheckEvents(ctx: AppContext, req: FastifyRequest, reply: FastifyReply, row: CheckRow): Promise<void> {
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  let closed = false;
  let lastSent = '';
  const send = (r: CheckRow) => {
    const payload = JSON.stringify(checkStatus(r));
    if (payload === lastSent) return;
    lastSent = payload;
    res.write(`event: status\ndata: ${payload}\n\n`);
  };
  req.raw.on('close', () => {
    closed = true;
  });
  send(row);
  let current = row;
  let beats = 0;
  while (!closed && current.status !== 'concluido' && current.status !== 'erro') {
    await new Promise((r) => setTimeout(r, 400));
    const [next] = await ctx.db.select().from(checks).where(eq(checks.id, row.id));
    if (!next) break;
    current = next;
    send(current);
    if (++beats % 30 === 0) res.write(': ping\n\n');
  }
  if (!closed) res.end();
}
