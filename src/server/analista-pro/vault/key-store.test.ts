import { chmod, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { encryptJson, decryptJson } from './crypto';
import { installNewKeyFile, keyFilePath, loadOrCreateKey, secretsDir, forgetPreviousKeys } from './key-store';
import { generateVaultKey, keyToText, parseKeyText } from './vault-key';
import { VaultError } from './vault-error';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'apura-vault-'));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('loadOrCreateKey', () => {
  it('generates DATA_DIR/secrets/encryption.key with mode 0600 in a 0700 dir, then reuses it', async () => {
    const first = await loadOrCreateKey({ dataDir });
    expect(first.source).toBe('generated');
    expect((await stat(keyFilePath(dataDir))).mode & 0o777).toBe(0o600);
    expect((await stat(secretsDir(dataDir))).mode & 0o777).toBe(0o700);
    const second = await loadOrCreateKey({ dataDir });
    expect(second.source).toBe('file');
    expect(second.keyring.current.id).toBe(first.keyring.current.id);
  });

  it('two processes starting at once end up with the same key (no overwrite race)', async () => {
    const [a, b, c] = await Promise.all([loadOrCreateKey({ dataDir }), loadOrCreateKey({ dataDir }), loadOrCreateKey({ dataDir })]);
    expect(new Set([a.keyring.current.id, b.keyring.current.id, c.keyring.current.id]).size).toBe(1);
    expect([a, b, c].filter((x) => x.source === 'generated')).toHaveLength(1);
  });

  it('tightens a key file restored with loose permissions', async () => {
    await loadOrCreateKey({ dataDir });
    await chmod(keyFilePath(dataDir), 0o644);
    await loadOrCreateKey({ dataDir });
    expect((await stat(keyFilePath(dataDir))).mode & 0o777).toBe(0o600);
  });

  it('prefers APP_ENCRYPTION_KEY (base64 or hex) and writes nothing to disk', async () => {
    const k = generateVaultKey();
    const fromB64 = await loadOrCreateKey({ dataDir, envKey: k.key.toString('base64') });
    const fromHex = await loadOrCreateKey({ dataDir, envKey: k.key.toString('hex') });
    expect(fromB64.source).toBe('env');
    expect(fromB64.keyring.current.id).toBe(k.id);
    expect(fromHex.keyring.current.id).toBe(k.id);
    await expect(stat(keyFilePath(dataDir))).rejects.toThrow();
  });

  it('rejects a malformed APP_ENCRYPTION_KEY naming the variable, in pt-BR and English', async () => {
    for (const bad of ['curta', 'a'.repeat(63), Buffer.alloc(16).toString('base64')]) {
      const err = await loadOrCreateKey({ dataDir, envKey: bad }).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(VaultError);
      expect((err as VaultError).message).toMatch(/APP_ENCRYPTION_KEY inválida/);
      expect((err as VaultError).message).toMatch(/APP_ENCRYPTION_KEY is invalid/);
    }
  });

  it('rejects a corrupted key file naming the file', async () => {
    await loadOrCreateKey({ dataDir });
    await writeFile(keyFilePath(dataDir), 'lixo');
    await expect(loadOrCreateKey({ dataDir })).rejects.toThrow(/encryption\.key inválida/);
  });

  it('file rotation keeps the old key readable until forgotten', async () => {
    const before = await loadOrCreateKey({ dataDir });
    const binding = { ownerId: 'u', recordId: 'r' };
    const blob = encryptJson({ senha: 'x' }, before.keyring.current, binding);
    const fresh = await installNewKeyFile(dataDir);
    expect((await stat(keyFilePath(dataDir))).mode & 0o777).toBe(0o600);
    const during = await loadOrCreateKey({ dataDir });
    expect(during.keyring.current.id).toBe(fresh.id);
    expect(decryptJson(blob, during.keyring, binding)).toEqual({ senha: 'x' });
    await forgetPreviousKeys(dataDir);
    const after = await loadOrCreateKey({ dataDir });
    expect(after.keyring.ids).toEqual([fresh.id]);
    expect(() => decryptJson(blob, after.keyring, binding)).toThrow(VaultError);
  });

  it('reads previous keys from APP_ENCRYPTION_KEY_PREVIOUS', async () => {
    const oldKey = generateVaultKey();
    const newKey = generateVaultKey();
    const loaded = await loadOrCreateKey({ dataDir, envKey: keyToText(newKey), envPreviousKeys: `${keyToText(oldKey)}` });
    expect([...loaded.keyring.ids].sort()).toEqual([oldKey.id, newKey.id].sort());
    expect(loaded.keyring.current.id).toBe(newKey.id);
    await expect(stat(keyFilePath(dataDir))).rejects.toThrow();
  });

  it('parseKeyText accepts base64url too', () => {
    const k = generateVaultKey();
    const url = k.key.toString('base64url');
    expect(parseKeyText(url, 'X').id).toBe(k.id);
  });
});
