import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from '../../src/server/env';
import { startTestServer } from './support/test-server';

function adminCli(args: string[], dataDir: string): Promise<{ code: number; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/cli/admin.ts', ...args], {
      env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('exit', (code) => resolve({ code: code ?? 1, out }));
  });
}

describe('foundation: configuration, sign-in rate limit and the admin command', () => {
  it('a bad variable is named and refused (pt-BR/English)', () => {
    expect(() => loadEnv({ PORT: 'abc', DATA_DIR: os.tmpdir() })).toThrow(EnvError);
    try {
      loadEnv({ DATABASE_URL: 'mysql://x', DATA_DIR: os.tmpdir() });
    } catch (e) {
      expect((e as Error).message).toMatch(/DATABASE_URL/);
      expect((e as Error).message).toMatch(/Configuração inválida \/ invalid configuration/);
    }
    expect(() => loadEnv({ ADMIN_EMAILS: 'nao-e-email', DATA_DIR: os.tmpdir() })).toThrow(/ADMIN_EMAILS/);
  });

  it('the auth secret is generated once and kept in DATA_DIR', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'apura-env-'));
    try {
      const a = loadEnv({ DATA_DIR: dir });
      const b = loadEnv({ DATA_DIR: dir });
      expect(a.BETTER_AUTH_SECRET.length).toBeGreaterThanOrEqual(32);
      expect(b.BETTER_AUTH_SECRET).toBe(a.BETTER_AUTH_SECRET);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('sign-in is rate-limited per IP', async () => {
    const t = await startTestServer({ env: { AUTH_RATE_LIMIT_MAX: '3' } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) statuses.push((await t.signIn('alguem@teste.com.br', 'senha-errada-1')).status);
      expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
      expect(statuses.at(-1)).toBe(429);
    } finally {
      await t.stop();
    }
  });

  it('`npm run admin -- promover EMAIL` works through the running server (PGlite has one owner)', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'apura-cli-'));
    const t = await startTestServer({ dataDir });
    try {
      const u = await t.signUp({ email: 'futuro.admin@escritorio.com.br' });
      const r = await adminCli(['promover', 'futuro.admin@escritorio.com.br'], dataDir);
      expect(r.out).toContain('agora é administrador');
      expect(r.code).toBe(0);
      expect((await (await t.fetch('/api/me', { cookie: u.cookie })).json()).role).toBe('admin');
      const missing = await adminCli(['promover', 'ninguem@nada.com.br'], dataDir);
      expect(missing.code).toBe(1);
      expect(missing.out).toMatch(/Nenhum usuário/);
    } finally {
      await t.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 240_000);
});
