import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm, stat, writeFile, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** Where uploads and generated reports live. Keys are relative, slash-separated paths such as `users/<id>/checks/<id>/input.xlsx`. */
export interface Storage {
  put(key: string, data: Buffer | string | Readable): Promise<{ size: number }>;
  get(key: string): Promise<Buffer>;
  stream(key: string): Readable;
  /** A local file path for engines that read by path (local disk returns the real file). */
  localPath(key: string): Promise<string>;
  size(key: string): Promise<number | null>;
  deletePrefix(prefix: string): Promise<void>;
}

export function createLocalStorage(root: string): Storage {
  const resolve = (key: string) => {
    const full = path.resolve(root, key);
    // Keys come from our own code, but a key must never escape the storage root.
    if (!full.startsWith(path.resolve(root) + path.sep)) throw new Error(`chave de armazenamento inválida: ${key}`);
    return full;
  };
  return {
    async put(key, data) {
      const file = resolve(key);
      await mkdir(path.dirname(file), { recursive: true });
      if (typeof data === 'string' || Buffer.isBuffer(data)) await writeFile(file, data);
      else await pipeline(data, createWriteStream(file));
      return { size: (await stat(file)).size };
    },
    get: (key) => readFile(resolve(key)),
    stream: (key) => createReadStream(resolve(key)),
    localPath: async (key) => resolve(key),
    async size(key) {
      try {
        return (await stat(resolve(key))).size;
      } catch {
        return null;
      }
    },
    async deletePrefix(prefix) {
      await rm(resolve(prefix.replace(/\/$/, '')), { recursive: true, force: true });
    },
  };
}
