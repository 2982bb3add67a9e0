import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestS3, type TestS3 } from '../../../tests/support/s3-server';
import { createS3Storage, StorageUnavailableError } from './s3-storage';
import { withLocalFiles, type Storage } from './storage';

/** The S3 provider against a real S3-compatible server (s3rver), never a mock of the client. */
describe('S3 storage (s3rver)', () => {
  let s3: TestS3;
  let storage: Storage;
  beforeAll(async () => {
    s3 = await startTestS3();
    storage = createS3Storage(s3.settings, { listPageSize: 2 });
  });
  afterAll(async () => s3?.stop());

  it('verifies the bucket at start-up', async () => {
    await expect(storage.verify()).resolves.toBeUndefined();
  });

  it('puts and gets a buffer and a string, and reports their size', async () => {
    expect(await storage.put('a/buffer.bin', Buffer.from([1, 2, 3]))).toEqual({ size: 3 });
    expect(await storage.put('a/texto.txt', 'ação')).toEqual({ size: 6 });
    expect([...(await storage.get('a/buffer.bin'))]).toEqual([1, 2, 3]);
    expect((await storage.get('a/texto.txt')).toString('utf8')).toBe('ação');
    expect(await storage.size('a/texto.txt')).toBe(6);
    expect(await storage.size('a/nao-existe.txt')).toBeNull();
  });

  it('uploads a stream larger than one part in several parts (multipart) and streams it back unchanged', async () => {
    const chunk = Buffer.alloc(1024 * 1024, 7);
    const chunks = Array.from({ length: 17 }, (_, i) => Buffer.concat([chunk, Buffer.from(`parte ${i}`)]));
    const expected = createHash('sha256');
    for (const c of chunks) expected.update(c);
    const { size } = await storage.put('grande/arquivo.csv', Readable.from(chunks));
    expect(size).toBe(chunks.reduce((n, c) => n + c.length, 0));
    expect(await storage.size('grande/arquivo.csv')).toBe(size);
    const got = createHash('sha256');
    for await (const c of await storage.stream('grande/arquivo.csv')) got.update(c as Buffer);
    expect(got.digest('hex')).toBe(expected.digest('hex'));
  });

  it('stores an empty stream as an empty object', async () => {
    expect(await storage.put('a/vazio.csv', Readable.from([]))).toEqual({ size: 0 });
    expect(await storage.size('a/vazio.csv')).toBe(0);
  });

  it('fails a stream upload whose source fails, and keeps no object', async () => {
    const failing = new Readable({ read() {} });
    failing.push('começo');
    setImmediate(() => failing.destroy(new Error('origem falhou')));
    await expect(storage.put('a/falhou.csv', failing)).rejects.toThrow();
    expect(await storage.size('a/falhou.csv')).toBeNull();
  });

  it('lends a temporary local copy for the callback only, removed afterwards even when the callback throws', async () => {
    await storage.put('entrada/planilha.xlsx', 'conteúdo');
    let seen = '';
    const text = await storage.withLocalFile('entrada/planilha.xlsx', async (file) => {
      seen = file;
      expect(file.endsWith('planilha.xlsx')).toBe(true);
      return readFile(file, 'utf8');
    });
    expect(text).toBe('conteúdo');
    expect(existsSync(seen)).toBe(false);
    await expect(storage.withLocalFile('entrada/planilha.xlsx', async (file) => {
      seen = file;
      throw new Error('motor falhou');
    })).rejects.toThrow('motor falhou');
    expect(existsSync(seen)).toBe(false);
    const both = await withLocalFiles(storage, ['entrada/planilha.xlsx', 'a/texto.txt'], async (files) => Promise.all(files.map((f) => readFile(f, 'utf8'))));
    expect(both).toEqual(['conteúdo', 'ação']);
  });

  it('stores what a writer wrote to a temporary local file, and removes that file', async () => {
    let seen = '';
    const { size } = await storage.writeFromLocalFile('saida/relatorio.xlsx', async (file) => {
      seen = file;
      await writeFile(file, 'relatório');
    });
    expect(size).toBe(Buffer.byteLength('relatório'));
    expect((await storage.get('saida/relatorio.xlsx')).toString('utf8')).toBe('relatório');
    expect(existsSync(seen)).toBe(false);
  });

  it('deletes a prefix across several ListObjectsV2 pages, and only that folder or key', async () => {
    for (let i = 0; i < 5; i++) await storage.put(`users/u1/checks/c1/f${i}.txt`, 'x');
    await storage.put('users/u1/checks/c10/fica.txt', 'x');
    await storage.put('users/u1/checks/solto.json', 'x');
    await storage.deletePrefix('users/u1/checks/c1/');
    for (let i = 0; i < 5; i++) expect(await storage.size(`users/u1/checks/c1/f${i}.txt`)).toBeNull();
    expect(await storage.size('users/u1/checks/c10/fica.txt')).toBe(1);
    await storage.deletePrefix('users/u1/checks/solto.json');
    expect(await storage.size('users/u1/checks/solto.json')).toBeNull();
    expect(await storage.size('users/u1/checks/c10/fica.txt')).toBe(1);
  });

  it('names the setting to fix when the bucket is missing or the server is unreachable, without the keys', async () => {
    const missing = createS3Storage({ ...s3.settings, bucket: 'nao-existe' });
    const err = await missing.verify().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(StorageUnavailableError);
    expect((err as Error).message).toMatch(/bucket "nao-existe".*não existe.*S3_BUCKET/);
    const down = createS3Storage({ ...s3.settings, endpoint: 'http://127.0.0.1:1' });
    const err2 = (await down.verify().catch((e: unknown) => e)) as Error;
    expect(err2.message).toMatch(/conexão recusada \(confira S3_ENDPOINT\)/);
    expect(err2.message).not.toContain('S3RVER');
  });
});
