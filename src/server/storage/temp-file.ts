import { readdirSync, rmSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Temporary folders are named for the process that made them, so its supervisor can remove what a killed one left. */
const prefixOf = (pid: number) => `apura-arquivo-${pid}-`;
const live = new Set<string>();
// process.exit() (parent gone, memory cap) skips `finally` blocks: the exit hook still removes the folders.
process.on('exit', () => {
  for (const dir of live) rmSync(dir, { recursive: true, force: true });
});

/**
 * Runs `fn` with a path in a fresh private temporary folder and removes the folder afterwards, whatever
 * happens. The file keeps the key's name (engines tell .zip from .xml by it).
 */
export async function withTempFile<T>(key: string, fn: (file: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(tmpdir(), prefixOf(process.pid)));
  live.add(dir);
  try {
    return await fn(path.join(dir, path.posix.basename(key) || 'arquivo'));
  } finally {
    await rm(dir, { recursive: true, force: true });
    live.delete(dir);
  }
}

/** Removes the temporary folders of a process that ended without cleaning up (kill -9 of an engine child). */
export function removeTempFilesOf(pid: number): void {
  try {
    for (const name of readdirSync(tmpdir())) {
      if (name.startsWith(prefixOf(pid))) rmSync(path.join(tmpdir(), name), { recursive: true, force: true });
    }
  } catch {
    // Best effort: a folder left here holds only this deployment's own temporary copies.
  }
}
