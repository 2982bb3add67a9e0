import type { AppContext } from '../../context';
import { decryptJson, encryptJson } from './crypto';
import type { Keyring } from './keyring';
import { loadOrCreateKey } from './key-store';

/**
 * The keyring of one running app, loaded once (lazily, so modules that never touch credentials do not pay
 * for it; the route registration also warms it so the key file exists from the first start). Keyed by the
 * context, not by DATA_DIR, so a restarted app (a rotation in between) reads the key files again.
 */
const loaded = new WeakMap<AppContext, Promise<Keyring>>();

export function vaultKeyring(ctx: AppContext): Promise<Keyring> {
  let p = loaded.get(ctx);
  if (!p) {
    p = loadOrCreateKey({
      dataDir: ctx.env.DATA_DIR,
      envKey: ctx.env.APP_ENCRYPTION_KEY,
      // Not in env.ts's schema (owned elsewhere): read straight from the process, only during a rotation.
      envPreviousKeys: process.env.APP_ENCRYPTION_KEY_PREVIOUS,
    }).then((r) => r.keyring);
    p.catch(() => loaded.delete(ctx));
    loaded.set(ctx, p);
  }
  return p;
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
