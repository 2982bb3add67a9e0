#!/usr/bin/env node
// Runs the TypeScript CLI through tsx, with paths resolved from the package root (works from any cwd).
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(root, 'package.json'));
const tsx = pathToFileURL(require.resolve('tsx')).href;
const child = spawn(process.execPath, ['--import', tsx, path.join(root, 'src', 'cli', 'main.ts'), ...process.argv.slice(2)], {
  stdio: 'inherit',
});
child.on('exit', (code, signal) => {
  if (signal) process.kill(process.pid, signal);
  else process.exit(code ?? 1);
});
