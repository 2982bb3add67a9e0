import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm, stat, writeFile, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Where uploads and generated reports live. Keys are relative, slash-separated paths such as
 * `users/<id>/checks/<id>/input.xlsx`. Two providers: local disk (default) and S3-compatible object
 * storage (s3-storage.ts). Code that needs a file on disk borrows one for the length of a callback, so an
 * object store leaves nothing behind on the worker's disk (ADR 015).
 */
export interface Storage {
  put(key: string, data: Buffer | string | Readable): Promise<{ size: number }>;
  get(key: string): Promise<Buffer>;
  /** The stored bytes as a stream (downloads are piped from the store, never buffered whole). */
  stream(key: string): Promise<Readable>;
  /** Runs `fn` with a local path holding the stored file (a temporary copy for an object store, removed after). */
  withLocalFile<T>(key: string, fn: (file: string) => Promise<T>): Promise<T>;
  /** Runs `fn` to write a local file at the path it gets, then stores it under `key` (the temporary copy is removed). */
  writeFromLocalFile(key: string, fn: (file: string) => Promise<void>): Promise<{ size: number }>;
  size(key: string): Promise<number | null>;
  /** Deletes `prefix` itself and everything under `prefix/` (a "folder", or a single key). */
  deletePrefix(prefix: string): Promise<void>;
  /** Start-up check that the store can be used (S3: the bucket exists and the keys open it); throws StorageUnavailableError. */
  verify(): Promise<void>;
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
    stream: async (key) => createReadStream(resolve(key)),
    withLocalFile: (key, fn) => fn(resolve(key)),
    async writeFromLocalFile(key, fn) {
      const file = resolve(key);
      await mkdir(path.dirname(file), { recursive: true });
      await fn(file);
      return { size: (await stat(file)).size };
    },
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
    // DATA_DIR is created and checked for writing by env.ts and the database start.
    verify: async () => undefined,
  };
}

/** `withLocalFile` for several keys at once (an upload's main file and its extra files). */
export function withLocalFiles<T>(storage: Storage, keys: string[], fn: (files: string[]) => Promise<T>): Promise<T> {
  const [first, ...rest] = keys;
  if (first === undefined) return fn([]);
  return storage.withLocalFile(first, (file) => withLocalFiles(storage, rest, (files) => fn([file, ...files])));
}
