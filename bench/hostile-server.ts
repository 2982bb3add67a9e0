/**
 * Child of bench/hostile-rss.ts: the real app (in-memory database) whose memory is watched. RSS is sampled
 * every 20 ms; the parent asks for the peak since its last question, and for the process's true peak
 * (getrusage maxRSS) at the end.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadEnv } from '../src/server/env';
import { startServer } from '../src/server/start-server';

const env = loadEnv({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'apura-rss-')), LOG_LEVEL: 'error', AUTH_RATE_LIMIT_MAX: '100000' });
const server = await startServer(env, { inMemoryDb: true });
await server.ctx.tables.ready();

(globalThis as { gc?: () => void }).gc?.();
const mu = process.memoryUsage();
console.error(`memória em repouso: rss ${Math.round(mu.rss / 1048576)} MB, heap ${Math.round(mu.heapUsed / 1048576)} MB, externa ${Math.round(mu.external / 1048576)} MB`);
let peak = 0;
const sample = () => { peak = Math.max(peak, process.memoryUsage.rss()); };
setInterval(sample, 20).unref();
sample();

process.on('message', (m: unknown) => {
  if (m === 'peak') {
    sample();
    process.send?.({ peak, maxRss: process.resourceUsage().maxRSS * 1024, now: process.memoryUsage.rss() });
    peak = process.memoryUsage.rss();
  } else if (m === 'stop') {
    void server.stop().then(() => process.exit(0));
  }
});
process.send?.({ url: server.url });
