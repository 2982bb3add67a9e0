#!/usr/bin/env node
// Development: the API (tsx watch, PORT 3000 by default) and the Vite dev server (proxying /api to
// it, including SSE and multipart). Ctrl-C stops both; if either dies, the other is stopped too.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const apiPort = process.env.PORT ?? '3000';
const webPort = process.env.WEB_PORT ?? '5173';

const children = [];

function start(name, args, env) {
  const child = spawn('npx', args, {
    cwd: root,
    stdio: 'inherit',
    detached: true, // own process group: stopping it also stops tsx/vite grandchildren
    env: { ...process.env, ...env },
  });
  child.on('exit', (code) => {
    console.log(`[dev] ${name} encerrou (código ${code ?? 'sinal'})`);
    shutdown(code ?? 1);
  });
  children.push(child);
}

let stopping = false;
function shutdown(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) {
    if (child.exitCode === null) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
  }
  setTimeout(() => process.exit(code), 500);
}

process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

start('API', ['tsx', 'watch', 'src/server/main.ts'], {
  PORT: apiPort,
  NODE_ENV: 'development',
  // Links in e-mails (password reset) must open the Vite server the developer is looking at.
  APP_URL: process.env.APP_URL ?? `http://localhost:${webPort}`,
});
start('web', ['vite'], { API_PORT: apiPort, WEB_PORT: webPort });
console.log(`[dev] web em http://localhost:${webPort} · API em http://localhost:${apiPort}`);
