import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { VaultError } from './vault-error';
import { requireKey, type Keyring } from './keyring';
import type { VaultKey } from './vault-key';

/**
 * Envelope (all binary, stored as bytea or base64 text):
 *   [0]      version = 1
 *   [1..8]   key id (8 bytes) — which keyring entry opens it
 *   [9..20]  IV, 12 random bytes (GCM standard nonce size)
 *   [21..36] GCM auth tag, 16 bytes
 *   [37..]   ciphertext of the UTF-8 JSON
 * The header (version + key id) and the owner/record binding are authenticated as AAD, so a blob
 * copied into another user's row, or with its header edited, fails to open.
 */
const VERSION = 1;
const KEY_ID_BYTES = 8;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const HEADER_BYTES = 1 + KEY_ID_BYTES;
const MIN_BYTES = HEADER_BYTES + IV_BYTES + TAG_BYTES;

/** Who the blob belongs to. Both ids must be stable for the life of the row. */
export interface BlobBinding {
  ownerId: string;
  recordId: string;
}

function aadFor(header: Buffer, b: BlobBinding): Buffer {
  if (!b.ownerId || !b.recordId) {
    throw new VaultError('DECRYPT_FAILED', 'Credencial sem dono ou registro definidos: não é possível cifrar/decifrar.');
  }
  // A JSON array is an unambiguous encoding: ("a|b","c") and ("a","b|c") give different bytes.
  return Buffer.concat([header, Buffer.from(JSON.stringify(['apura-vault', VERSION, b.ownerId, b.recordId]), 'utf8')]);
}

export function encryptJson(value: unknown, key: VaultKey, binding: BlobBinding): Buffer {
  const header = Buffer.alloc(HEADER_BYTES);
  header[0] = VERSION;
  Buffer.from(key.id, 'hex').copy(header, 1);
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key.key, iv);
  cipher.setAAD(aadFor(header, binding));
  const plaintext = Buffer.from(JSON.stringify(value), 'utf8');
  const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  plaintext.fill(0);
  return Buffer.concat([header, iv, cipher.getAuthTag(), ciphertext]);
}

/** Accepts a Buffer/Uint8Array (bytea), base64 text, or PostgreSQL's `\x…` hex text form of bytea. */
export function blobBytes(blob: Buffer | Uint8Array | string): Buffer {
  if (typeof blob !== 'string') return Buffer.from(blob.buffer, blob.byteOffset, blob.byteLength);
  if (blob.startsWith('\\x')) return Buffer.from(blob.slice(2), 'hex');
  return Buffer.from(blob, 'base64');
}

/** Key id a blob was sealed with (used by rotation to skip blobs already under the new key). */
export function blobKeyId(blob: Buffer | Uint8Array | string): string {
  const bytes = blobBytes(blob);
  if (bytes.length < MIN_BYTES || bytes[0] !== VERSION) {
    throw new VaultError('MALFORMED_BLOB', 'O conteúdo armazenado não é uma credencial cifrada válida.');
  }
  return bytes.subarray(1, HEADER_BYTES).toString('hex');
}

export function decryptJson<T = unknown>(blob: Buffer | Uint8Array | string, keyring: Keyring, binding: BlobBinding): T {
  const bytes = blobBytes(blob);
  const key = requireKey(keyring, blobKeyId(bytes));
  const header = bytes.subarray(0, HEADER_BYTES);
  const iv = bytes.subarray(HEADER_BYTES, HEADER_BYTES + IV_BYTES);
  const tag = bytes.subarray(HEADER_BYTES + IV_BYTES, MIN_BYTES);
  const ciphertext = bytes.subarray(MIN_BYTES);
  try {
    const decipher = createDecipheriv('aes-256-gcm', key.key, iv, { authTagLength: TAG_BYTES });
    decipher.setAAD(aadFor(header, binding));
    decipher.setAuthTag(tag);
    const plaintext = Buffer.concat([decipher.update(ciphertext), decipher.final()]);
    const value = JSON.parse(plaintext.toString('utf8')) as T;
    plaintext.fill(0);
    return value;
  } catch {
    // One message for every cause on purpose: telling "wrong owner" from "tampered" helps an attacker, not the user.
    throw new VaultError(
      'DECRYPT_FAILED',
      'Não foi possível decifrar a credencial: dados alterados, chave incorreta ou registro de outro usuário.',
    );
  }
}

export function blobToBase64(blob: Buffer): string {
  return blob.toString('base64');
}
