import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from './env';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'apura-env-s3-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const load = (vars: Record<string, string>) => loadEnv({ DATA_DIR: dataDir, ...vars });
const full = { S3_BUCKET: 'apura', S3_ACCESS_KEY_ID: 'AKIA-TESTE', S3_SECRET_ACCESS_KEY: 'segredo-s3' };

describe('S3_* settings (validated at start-up)', () => {
  it('none set: local disk', () => {
    expect(load({}).S3).toBeNull();
  });

  it('bucket and keys set: S3 with the default region and virtual-host style', () => {
    expect(load(full).S3).toEqual({ endpoint: null, bucket: 'apura', region: 'us-east-1', accessKeyId: 'AKIA-TESTE', secretAccessKey: 'segredo-s3', forcePathStyle: false });
    expect(load({ ...full, S3_ENDPOINT: 'http://minio:9000', S3_REGION: 'sa-east-1', S3_FORCE_PATH_STYLE: 'true' }).S3).toMatchObject({ endpoint: 'http://minio:9000', region: 'sa-east-1', forcePathStyle: true });
  });

  it.each([
    { name: 'only the bucket', vars: { S3_BUCKET: 'apura' }, missing: 'S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY' },
    { name: 'only the endpoint', vars: { S3_ENDPOINT: 'http://minio:9000' }, missing: 'S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY' },
    { name: 'keys without bucket', vars: { S3_ACCESS_KEY_ID: 'AKIA-TESTE', S3_SECRET_ACCESS_KEY: 'segredo-s3' }, missing: 'S3_BUCKET' },
    { name: 'only path style', vars: { S3_FORCE_PATH_STYLE: 'true' }, missing: 'S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY' },
  ] as { name: string; vars: Record<string, string>; missing: string }[])('a partial configuration ($name) names what is missing, in pt-BR, without the secret', ({ vars, missing }) => {
    let err: unknown;
    try {
      load(vars);
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(EnvError);
    expect((err as EnvError).issues).toEqual([expect.stringMatching(new RegExp(`^${missing}: obrigatório\\(s\\) para usar armazenamento S3`))]);
    expect((err as Error).message).not.toContain('segredo-s3');
  });

  it.each([
    { vars: { ...full, S3_ENDPOINT: 'ftp://minio' }, named: 'S3_ENDPOINT' },
    { vars: { ...full, S3_ENDPOINT: 'minio:9000' }, named: 'S3_ENDPOINT' },
    { vars: { ...full, S3_FORCE_PATH_STYLE: 'sim' }, named: 'S3_FORCE_PATH_STYLE' },
  ] as { vars: Record<string, string>; named: string }[])('a bad value of $named is named', ({ vars, named }) => {
    expect(() => load(vars)).toThrow(new RegExp(`${named}: `));
  });
});
