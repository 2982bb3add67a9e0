import { createReadStream, createWriteStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable, Transform, pipeline as streamPipeline } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DeleteObjectsCommand, GetObjectCommand, HeadBucketCommand, HeadObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { Storage } from './storage';
import { withTempFile } from './temp-file';

/** The validated S3_* settings (env.ts). */
export interface S3Settings {
  endpoint: string | null;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
}

/** Parts of a multipart upload: 8 MB each, two in flight, so a stream of any size uses ~16 MB of memory. */
const PART_SIZE = 8 * 1024 * 1024;

/** A start-up failure of the object store, already in pt-BR and naming the variable to fix (startup-error.ts). */
export class StorageUnavailableError extends Error {
  override name = 'StorageUnavailableError';
}

/** `listPageSize` only lets tests walk several ListObjectsV2 pages without creating thousands of objects. */
export function createS3Storage(s: S3Settings, opts: { listPageSize?: number } = {}): Storage {
  // The SDK's notice that its 2027 releases will need Node 22 is for whoever upgrades it (ADR 015), not for
  // the operator's start-up log, where it would sit among the pt-BR lines.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const client = new S3Client({
    endpoint: s.endpoint ?? undefined,
    region: s.region,
    forcePathStyle: s.forcePathStyle,
    credentials: { accessKeyId: s.accessKeyId, secretAccessKey: s.secretAccessKey },
    // S3-compatible servers (MinIO, Ceph, s3rver…) do not all take the newer default checksums; send them
    // only where the API requires one.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = s.bucket;
  const body = async (key: string): Promise<Readable> => {
    const out = await client.send(new GetObjectCommand({ Bucket, Key: key }));
    if (!out.Body) throw new Error(`objeto sem conteúdo: ${key}`);
    return out.Body as Readable;
  };
  const upload = (key: string, Body: Buffer | string | Readable) =>
    new Upload({ client, params: { Bucket, Key: key, Body }, partSize: PART_SIZE, queueSize: 2, leavePartsOnError: false }).done();
  const storage: Storage = {
    async put(key, data) {
      if (typeof data === 'string' || Buffer.isBuffer(data)) {
        await upload(key, data);
        return { size: Buffer.byteLength(data) };
      }
      // A stream goes up in parts as it arrives (multipart), never whole in memory; its size is counted on the way.
      let size = 0;
      const counted = byteCounter((n) => (size += n));
      streamPipeline(data, counted, () => undefined);
      await upload(key, counted);
      return { size };
    },
    async get(key) {
      const out = await client.send(new GetObjectCommand({ Bucket, Key: key }));
      if (!out.Body) return Buffer.alloc(0);
      return Buffer.from(await out.Body.transformToByteArray());
    },
    stream: body,
    withLocalFile: (key, fn) =>
      withTempFile(key, async (file) => {
        await pipeline(await body(key), createWriteStream(file));
        return fn(file);
      }),
    writeFromLocalFile: (key, fn) =>
      withTempFile(key, async (file) => {
        await fn(file);
        await storage.put(key, createReadStream(file));
        return { size: (await stat(file)).size };
      }),
    async size(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return head.ContentLength ?? 0;
      } catch (err) {
        if (isNotFound(err)) return null;
        throw err;
      }
    },
    async deletePrefix(prefix) {
      const base = prefix.replace(/\/$/, '');
      let ContinuationToken: string | undefined;
      // ListObjectsV2 answers at most 1 000 keys a page, which is also DeleteObjects' limit per call.
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: base, ContinuationToken, MaxKeys: opts.listPageSize }));
        const Objects = (page.Contents ?? []).filter((o) => o.Key === base || o.Key?.startsWith(`${base}/`)).map((o) => ({ Key: o.Key! }));
        if (Objects.length) await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects, Quiet: true } }));
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    async verify() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }));
      } catch (err) {
        throw new StorageUnavailableError(`Não foi possível usar o bucket "${Bucket}" do armazenamento S3${s.endpoint ? ` em S3_ENDPOINT (${hostOf(s.endpoint)})` : ''}: ${s3Reason(err)}.`);
      }
    },
  };
  return storage;
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return '(endereço ilegível)';
  }
}

/** Why HeadBucket failed, in pt-BR, naming the setting to check; never a key or secret. */
function s3Reason(err: unknown): string {
  const e = err as { name?: string; code?: string; $metadata?: { httpStatusCode?: number } };
  const status = e?.$metadata?.httpStatusCode;
  if (status === 404 || e?.name === 'NoSuchBucket' || e?.name === 'NotFound') return 'o bucket não existe (crie-o ou corrija S3_BUCKET)';
  if (status === 403) return 'acesso negado (confira S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY e as permissões do bucket)';
  if (status === 301 || status === 400) return 'o servidor recusou o pedido (confira S3_REGION e S3_FORCE_PATH_STYLE)';
  const code = e?.code ?? (err as { cause?: { code?: string } })?.cause?.code ?? '';
  if (code === 'ECONNREFUSED') return 'conexão recusada (confira S3_ENDPOINT)';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'servidor não encontrado (confira S3_ENDPOINT)';
  if (code === 'ETIMEDOUT') return 'tempo de conexão esgotado (confira S3_ENDPOINT)';
  return `erro ${status ?? code ?? 'desconhecido'}`.trim();
}

function isNotFound(err: unknown): boolean {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NotFound' || e?.name === 'NoSuchKey' || e?.$metadata?.httpStatusCode === 404;
}

function byteCounter(onBytes: (n: number) => void): Transform {
  return new Transform({
    transform(chunk: Buffer, _enc, cb) {
      onBytes(chunk.length);
      cb(null, chunk);
    },
  });
}
