#!/usr/bin/env node
// `npm start`: build the web if it is missing or older than its sources, then run the server
// (which applies migrations itself) in this process's place. Arguments pass through (e.g. --role worker).
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { webIsStale } from './lib/web-build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const role = process.argv.includes('--role') ? process.argv[process.argv.indexOf('--role') + 1] : 'all';
const needsWeb = role !== 'worker';
if (needsWeb && webIsStale(root)) {
  console.log('Compilando a interface web (vite build)…');
  const r = spawnSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'src/server/main.ts'), ...process.argv.slice(2)], {
  cwd: process.cwd(),
  stdio: 'inherit',
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
