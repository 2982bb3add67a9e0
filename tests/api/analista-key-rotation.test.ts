import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/client';
import { keyFilePath, previousKeysFilePath } from '../../src/server/analista-pro/vault/key-store';
import { rotateCredentialKey } from '../../src/server/analista-pro/vault/rotate-credentials';
import { startTestServer } from './support/test-server';

/** The key file is created at start-up (0600) and `rotacionar-chave` re-encrypts every credential with a new key. */
describe('Analista PRO vault key: start-up file and rotation', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'apura-rot-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('rotates, forgets the old key, and the credential still opens after a restart', async () => {
    let t = await startTestServer({ dataDir });
    const u = await t.signUp();
    const save = await t.fetch('/api/analista-pro/credenciais', {
      method: 'POST',
      cookie: u.cookie,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ sistema: 'contimatic', tipo: 'desktop', usuario: 'ana.rot', senha: 'SenhaRotacao#1' }),
    });
    expect(save.status).toBe(201);
    const id = (await save.json()).itens[0].id as string;
    const oldKey = readFileSync(keyFilePath(dataDir), 'utf8');
    expect(statSync(keyFilePath(dataDir)).mode & 0o777).toBe(0o600);
    const before = (await t.server.ctx.database.db.query.erpCredentials.findFirst())!;
    await t.stop();

    const database = await openDatabase({ pgliteDir: path.join(dataDir, 'db') });
    try {
      const r = await rotateCredentialKey(database.db, { dataDir });
      expect(r.ok, r.lines.join('\n')).toBe(true);
      expect(r.report).toMatchObject({ total: 1, rotated: 1, failed: [] });
      const after = (await database.db.query.erpCredentials.findFirst())!;
      expect(after.encrypted).not.toBe(before.encrypted);
      expect(after.keyId).not.toBe(before.keyId);
      // Each run installs a fresh key, so a second run re-encrypts again (and still loses nothing).
      const again = await rotateCredentialKey(database.db, { dataDir });
      expect(again.report).toMatchObject({ total: 1, rotated: 1, alreadyCurrent: 0 });
    } finally {
      await database.close();
    }
    expect(readFileSync(keyFilePath(dataDir), 'utf8')).not.toBe(oldKey);
    expect(readFileSync(previousKeysFilePath(dataDir), 'utf8').trim()).toBe('');

    t = await startTestServer({ dataDir });
    try {
      const login = await t.signIn(u.email, u.password);
      const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
      // An edit that keeps the password has to decrypt the stored blob with the new key.
      const edit = await t.fetch(`/api/analista-pro/credenciais/item/${id}`, { method: 'PUT', cookie, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ sistema: 'contimatic', tipo: 'desktop', usuario: 'ana.nova' }) });
      expect(edit.status, await edit.clone().text()).toBe(200);
      expect((await edit.json()).item.campos.senha.set).toBe(true);
    } finally {
      await t.stop();
    }
  }, 120_000);
});
