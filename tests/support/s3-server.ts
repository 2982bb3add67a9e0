import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { S3Settings } from '../../src/server/storage/s3-storage';

export interface TestS3 {
  settings: S3Settings;
  /** The S3_* variables for a spawned app process. */
  env: Record<string, string>;
  stop(): Promise<void>;
}

const SCRIPT = path.join(path.dirname(fileURLToPath(import.meta.url)), 's3rver-process.mjs');

/**
 * A real S3-compatible server (s3rver) on a free port, its objects in a fresh temporary folder, with one
 * empty bucket. s3rver accepts the access key S3RVER / S3RVER.
 */
export async function startTestS3(bucket = 'apura-teste'): Promise<TestS3> {
  const directory = await mkdtemp(path.join(tmpdir(), 'apura-s3rver-'));
  const child = spawn(process.execPath, ['--openssl-legacy-provider', SCRIPT, directory, bucket], { stdio: ['pipe', 'pipe', 'inherit'] });
  const port = await new Promise<number>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.once('line', (line) => resolve((JSON.parse(line) as { port: number }).port));
    child.once('exit', (code) => reject(new Error(`s3rver terminou antes de escutar (código ${code})`)));
  });
  const settings: S3Settings = {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
  return {
    settings,
    env: {
      S3_ENDPOINT: settings.endpoint!,
      S3_BUCKET: bucket,
      S3_REGION: settings.region,
      S3_ACCESS_KEY_ID: settings.accessKeyId,
      S3_SECRET_ACCESS_KEY: settings.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      await rm(directory, { recursive: true, force: true });
    },
  };
}
