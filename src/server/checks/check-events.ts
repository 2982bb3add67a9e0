import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { checks } from '../db/schema';
import { checkStatus } from './check-access';
import type { CheckRow } from './check-kind';
import { clientsOfChecks } from '../clients/clients-of-checks';

/**
 * Server-Sent Events for one check. The state is read from the database (the worker may be another
 * process or machine) when a NOTIFY says it changed, and an event is sent whenever it changes, until
 * 'concluido' or 'erro'.
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
  // The client is fixed when the check is created: named once, sent with every state.
  const cliente = (row.clientId && (await clientsOfChecks(ctx.db, [row])).get(row.clientId)) || null;
  const send = (r: CheckRow) => {
    const payload = JSON.stringify({ ...checkStatus(r), cliente });
    if (payload === lastSent) return;
    lastSent = payload;
    res.write(`event: status\ndata: ${payload}\n\n`);
  };
  // Watch before reading, so a change between the read and the wait is not missed.
  const watch = ctx.checkChanges.watch(row.id);
  req.raw.on('close', () => {
    closed = true;
    watch.close();
  });
  send(row);
  let current = row;
  let lastWrite = Date.now();
  try {
    while (!closed && current.status !== 'concluido' && current.status !== 'erro') {
      await watch.changed(SAFETY_POLL_MS);
      if (closed) break;
      const [next] = await ctx.db.select().from(checks).where(eq(checks.id, row.id));
      if (!next) break;
      current = next;
      const before = lastSent;
      send(current);
      if (lastSent !== before) lastWrite = Date.now();
      else if (Date.now() - lastWrite >= PING_MS) {
        res.write(': ping\n\n');
        lastWrite = Date.now();
      }
    }
  } finally {
    watch.close();
  }
  if (!closed) res.end();
}

/**
 * Changes arrive by NOTIFY (check-changes.ts) from whichever process wrote them; this slow poll is only the
 * safety net for a notification lost while the LISTEN connection was being reopened.
 */
const SAFETY_POLL_MS = 5000;
/** A comment line now and then keeps proxies from closing a quiet stream. */
const PING_MS = 15_000;
