import { createHmac, randomBytes } from 'node:crypto';
import { VaultError } from './vault-error';

/** One AES-256 key and its short public id (stored in every envelope). */
export interface VaultKey {
  readonly id: string;
  readonly key: Buffer;
}

export const KEY_BYTES = 32;

/**
 * The id is derived from the key itself (HMAC of a fixed label), so the same key gets the same id
 * whether it came from the environment or from the key file, and no metadata file is needed.
 * An HMAC output reveals nothing usable about the key; 8 bytes are plenty to tell a few keys apart.
 */
export function keyIdOf(key: Buffer): string {
  return createHmac('sha256', key).update('apura-vault-key-id').digest().subarray(0, 8).toString('hex');
}

export function vaultKeyFrom(key: Buffer): VaultKey {
  if (key.length !== KEY_BYTES) {
    throw new VaultError('INVALID_KEY', `A chave de criptografia deve ter ${KEY_BYTES} bytes (recebidos ${key.length}).`);
  }
  return { id: keyIdOf(key), key: Buffer.from(key) };
}

export function generateVaultKey(): VaultKey {
  return vaultKeyFrom(randomBytes(KEY_BYTES));
}

/**
 * Accepts 32 bytes written as hex (64 chars) or base64/base64url (43–44 chars).
 * `source` names where the text came from (e.g. the variable), so the error tells the operator what to fix.
 */
export function parseKeyText(text: string, source: string): VaultKey {
  const t = text.trim();
  let bytes: Buffer | null = null;
  if (/^[0-9a-fA-F]{64}$/.test(t)) bytes = Buffer.from(t, 'hex');
  else if (/^[A-Za-z0-9+/_-]{43}={0,1}$/.test(t)) bytes = Buffer.from(t.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  if (!bytes || bytes.length !== KEY_BYTES) {
    throw new VaultError(
      'INVALID_KEY',
      `${source} inválida: informe 32 bytes aleatórios em base64 (44 caracteres) ou hex (64 caracteres); ` +
        `gere uma com: openssl rand -base64 32. / ${source} is invalid: expected 32 random bytes as base64 or hex.`,
    );
  }
  return vaultKeyFrom(bytes);
}

export function keyToText(k: VaultKey): string {
  return k.key.toString('base64');
}
