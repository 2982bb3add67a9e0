import path from 'node:path';
import type { Env } from '../env';
import { createS3Storage } from './s3-storage';
import { createLocalStorage, type Storage } from './storage';

/** The provider the environment selects: S3 when S3_* is set (env.ts), otherwise DATA_DIR/files. */
export function createStorage(env: Pick<Env, 'S3' | 'DATA_DIR'>): Storage {
  return env.S3 ? createS3Storage(env.S3) : createLocalStorage(path.join(env.DATA_DIR, 'files'));
}
