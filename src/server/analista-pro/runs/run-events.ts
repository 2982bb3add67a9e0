import { and, asc, eq, gt } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { analistaRunLogs, analistaRuns } from '../../db/schema';
import { runView } from './run-service';
import type { RunRow } from './run-types';

/**
 * Live log of one run over SSE: `log` events for each new line (read from the DB, since the worker may be
 * another process) and `status` events when the run changes, until it ends. `Last-Event-ID` resumes.
 */
export async function streamRunEvents(ctx: AppContext, req: FastifyRequest, reply: FastifyReply, run: RunRow): Promise<void> {
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache, no-transform', connection: 'keep-alive', 'x-accel-buffering': 'no' });
  let closed = false;
  req.raw.on('close', () => {
    closed = true;
  });
  const lastHeader = Number(req.headers['last-event-id'] ?? 0);
  let lastId = Number.isFinite(lastHeader) ? lastHeader : 0;
  let lastStatus = '';
  let current = run;
  let beats = 0;
  for (;;) {
    const logs = await ctx.db
      .select()
      .from(analistaRunLogs)
      .where(and(eq(analistaRunLogs.runId, run.id), gt(analistaRunLogs.id, lastId)))
      .orderBy(asc(analistaRunLogs.id))
      .limit(500);
    for (const l of logs) {
      lastId = l.id;
      res.write(`id: ${l.id}\nevent: log\ndata: ${JSON.stringify({ id: l.id, nivel: l.level, mensagem: l.message, em: l.createdAt.toISOString() })}\n\n`);
    }
    const status = JSON.stringify(runView(current));
    if (status !== lastStatus) {
      lastStatus = status;
      res.write(`event: status\ndata: ${status}\n\n`);
    }
    const done = current.status === 'concluido' || current.status === 'erro';
    if (closed || (done && logs.length < 500)) break;
    await new Promise((r) => setTimeout(r, 500));
    if (++beats % 30 === 0) res.write(': ping\n\n');
    const [next] = await ctx.db.select().from(analistaRuns).where(eq(analistaRuns.id, run.id));
    if (!next) break;
    current = next;
  }
  if (!closed) res.end();
}
