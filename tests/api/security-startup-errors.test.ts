import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { postgresAvailable } from './support/postgres';
import { spawnApp } from './support/spawn-app';

const PG = await postgresAvailable();

// Issue 16: a wrong DATABASE_URL port printed a raw pg stack trace. Start-up failures now print one
// pt-BR line naming the variable, and the process exits with a non-zero code.
describe('start-up errors: one pt-BR line naming the variable, exit code ≠ 0, no stack trace', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'apura-startup-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  async function failedStart(env: Record<string, string>) {
    const app = spawnApp({ DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'info', ...env });
    const timer = setTimeout(() => app.child.kill('SIGKILL'), 150_000);
    const code = await app.exited;
    clearTimeout(timer);
    const lines = app.output().split('\n').filter((l) => l.trim() && !l.startsWith('{'));
    return { code, lines, output: app.output() };
  }

  it('a DATABASE_URL port where nothing listens', async () => {
    const r = await failedStart({ DATABASE_URL: 'postgres://postgres:segredo@127.0.0.1:5999/test' });
    expect(r.code).not.toBe(0);
    expect(r.lines).toEqual(['Não foi possível conectar ao PostgreSQL em DATABASE_URL (127.0.0.1:5999): conexão recusada.']);
    expect(r.output).not.toMatch(/\n\s+at |segredo/);
  }, 180_000);

  it('a DATABASE_URL host that does not exist', async () => {
    const r = await failedStart({ DATABASE_URL: 'postgres://postgres@banco.invalid:5432/test' });
    expect(r.code).not.toBe(0);
    expect(r.lines).toEqual(['Não foi possível conectar ao PostgreSQL em DATABASE_URL (banco.invalid:5432): servidor não encontrado (confira o nome do host).']);
  }, 180_000);

  it.runIf(PG)('a DATABASE_URL database that does not exist', async () => {
    const r = await failedStart({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/apura_nao_existe' });
    expect(r.code).not.toBe(0);
    expect(r.lines).toEqual(['O banco "apura_nao_existe" não existe no PostgreSQL em DATABASE_URL (127.0.0.1:5432). Crie-o ou corrija o nome.']);
  }, 180_000);

  it('an invalid TRUST_PROXY is named before anything starts', async () => {
    const r = await failedStart({ TRUST_PROXY: 'sim' });
    expect(r.code).not.toBe(0);
    expect(r.output).toMatch(/TRUST_PROXY: valor inválido "sim"/);
    expect(r.output).not.toMatch(/\n\s+at /);
  }, 180_000);

  it('a partial S3 configuration names what is missing, and never echoes a secret', async () => {
    const r = await failedStart({ S3_BUCKET: 'apura', S3_SECRET_ACCESS_KEY: 'segredo-s3' });
    expect(r.code).not.toBe(0);
    expect(r.output).toMatch(/S3_ACCESS_KEY_ID: obrigatório\(s\) para usar armazenamento S3/);
    expect(r.output).not.toMatch(/\n\s+at |segredo-s3/);
  }, 180_000);

  it('an S3 endpoint where nothing listens stops the start with one line naming S3_ENDPOINT', async () => {
    const r = await failedStart({ S3_ENDPOINT: 'http://127.0.0.1:1', S3_BUCKET: 'apura', S3_ACCESS_KEY_ID: 'chave', S3_SECRET_ACCESS_KEY: 'segredo-s3', S3_FORCE_PATH_STYLE: 'true' });
    expect(r.code).not.toBe(0);
    expect(r.lines).toEqual(['Não foi possível usar o bucket "apura" do armazenamento S3 em S3_ENDPOINT (127.0.0.1:1): conexão recusada (confira S3_ENDPOINT).']);
    expect(r.output).not.toMatch(/segredo-s3/);
  }, 180_000);
});
