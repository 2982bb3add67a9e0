import type { AppContext } from '../../context';
import { decryptJson, encryptJson } from './crypto';
import type { Keyring } from './keyring';
import { loadOrCreateKey } from './key-store';

/**
 * The process-wide keyring, loaded once per DATA_DIR (lazily, so modules that never touch credentials do
 * not pay for it; the route registration also warms it so the key file exists from the first start).
 */
const loaded = new Map<string, Promise<Keyring>>();

export function vaultKeyring(ctx: AppContext): Promise<Keyring> {
  let p = loaded.get(ctx.env.DATA_DIR);
  if (!p) {
    p = loadOrCreateKey({
      dataDir: ctx.env.DATA_DIR,
      envKey: ctx.env.APP_ENCRYPTION_KEY,
      // Not in env.ts's schema (owned elsewhere): read straight from the process, only during a rotation.
      envPreviousKeys: process.env.APP_ENCRYPTION_KEY_PREVIOUS,
    }).then((r) => r.keyring);
    p.catch(() => loaded.delete(ctx.env.DATA_DIR));
    loaded.set(ctx.env.DATA_DIR, p);
  }
  return p;
}

/** After a key rotation in this process: the next use reloads the key files. */
export function forgetVaultKeyring(dataDir: string): void {
  loaded.delete(dataDir);
}

export async function sealCredential(ctx: AppContext, ownerId: string, recordId: string, value: Record<string, unknown>): Promise<{ encrypted: string; keyId: string }> {
  const ring = await vaultKeyring(ctx);
  const blob = encryptJson(value, ring.current, { ownerId, recordId });
  return { encrypted: blob.toString('base64'), keyId: ring.current.id };
}

export async function openCredential(ctx: AppContext, ownerId: string, recordId: string, encrypted: string): Promise<Record<string, unknown>> {
  const ring = await vaultKeyring(ctx);
  return decryptJson<Record<string, unknown>>(encrypted, ring, { ownerId, recordId });
}
