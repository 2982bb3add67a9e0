// Shared by `npm start` and the e2e runner: is dist/web missing or older than its sources?
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    const m = entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs;
    if (m > newest) newest = m;
  }
  return newest;
}

export function webIsStale(root) {
  const index = path.join(root, 'dist/web/index.html');
  if (!existsSync(index)) return true;
  const sources = Math.max(newestMtime(path.join(root, 'src/web')), statSync(path.join(root, 'vite.config.ts')).mtimeMs);
  return sources > statSync(index).mtimeMs;
}
