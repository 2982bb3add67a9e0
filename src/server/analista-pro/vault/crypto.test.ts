import { describe, expect, it } from 'vitest';
import { blobKeyId, decryptJson, encryptJson } from './crypto';
import { createKeyring } from './keyring';
import { generateVaultKey } from './vault-key';
import { VaultError } from './vault-error';

const creds = { sistema: 'omie', app_key: '1234567890123', app_secret: 'segredo-muito-secreto-XYZ', senha: 'S3nh@Forte!' };
const owner = { ownerId: 'user-1', recordId: 'cred-1' };

function expectVaultError(fn: () => unknown, code: VaultError['code']): void {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(VaultError);
    expect((e as VaultError).code).toBe(code);
    return;
  }
  throw new Error('esperava um VaultError');
}

describe('vault crypto (AES-256-GCM envelope)', () => {
  const key = generateVaultKey();
  const ring = createKeyring(key);

  it('round-trips a credentials object, also through base64 and bytea hex text', () => {
    const blob = encryptJson(creds, key, owner);
    expect(decryptJson(blob, ring, owner)).toEqual(creds);
    expect(decryptJson(blob.toString('base64'), ring, owner)).toEqual(creds);
    expect(decryptJson('\\x' + blob.toString('hex'), ring, owner)).toEqual(creds);
    expect(blobKeyId(blob)).toBe(key.id);
  });

  it('stored bytes contain none of the plaintext (raw, base64 or hex view)', () => {
    const blob = encryptJson(creds, key, owner);
    const views = [blob.toString('latin1'), blob.toString('utf8'), blob.toString('base64'), blob.toString('hex')];
    for (const secret of [creds.app_secret, creds.senha, creds.app_key, 'app_secret', 'senha']) {
      for (const v of views) expect(v.includes(secret)).toBe(false);
      expect(blob.includes(Buffer.from(secret, 'utf8'))).toBe(false);
    }
  });

  it('uses a fresh IV each time (same input, different bytes)', () => {
    const a = encryptJson(creds, key, owner);
    const b = encryptJson(creds, key, owner);
    expect(a.equals(b)).toBe(false);
  });

  it('detects tampering of any part of the envelope', () => {
    const blob = encryptJson(creds, key, owner);
    for (const index of [0 + 9, 9 + 12, blob.length - 1]) {
      const bad = Buffer.from(blob);
      bad[index] = bad[index]! ^ 0x01;
      expectVaultError(() => decryptJson(bad, ring, owner), 'DECRYPT_FAILED');
    }
    expectVaultError(() => decryptJson(blob.subarray(0, 20), ring, owner), 'MALFORMED_BLOB');
  });

  it('a blob copied to another user or record does not open (AAD binding)', () => {
    const blob = encryptJson(creds, key, owner);
    expectVaultError(() => decryptJson(blob, ring, { ownerId: 'user-2', recordId: 'cred-1' }), 'DECRYPT_FAILED');
    expectVaultError(() => decryptJson(blob, ring, { ownerId: 'user-1', recordId: 'cred-2' }), 'DECRYPT_FAILED');
  });

  it('fails with the wrong key and with an unknown key id', () => {
    const blob = encryptJson(creds, key, owner);
    const other = generateVaultKey();
    expectVaultError(() => decryptJson(blob, createKeyring(other), owner), 'UNKNOWN_KEY');
    // Same id forged onto another key: GCM still refuses.
    const forged = createKeyring({ id: key.id, key: other.key });
    expectVaultError(() => decryptJson(blob, forged, owner), 'DECRYPT_FAILED');
  });
});
