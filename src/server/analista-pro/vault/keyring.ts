import { VaultError } from './vault-error';
import type { VaultKey } from './vault-key';

/**
 * The current key seals new blobs; previous keys only open old ones. Keeping the old key readable while
 * blobs are re-encrypted is what lets a rotation run without downtime.
 */
export interface Keyring {
  readonly current: VaultKey;
  byId(id: string): VaultKey | undefined;
  readonly ids: readonly string[];
}

export function createKeyring(current: VaultKey, previous: readonly VaultKey[] = []): Keyring {
  const map = new Map<string, VaultKey>();
  for (const k of previous) map.set(k.id, k);
  map.set(current.id, current); // current wins if it also appears among the previous keys
  return {
    current,
    byId: (id) => map.get(id),
    ids: [...map.keys()],
  };
}

export function requireKey(ring: Keyring, id: string): VaultKey {
  const k = ring.byId(id);
  if (!k) {
    throw new VaultError(
      'UNKNOWN_KEY',
      `Credencial cifrada com uma chave desconhecida (id ${id}). Configure a chave anterior em APP_ENCRYPTION_KEY_PREVIOUS ` +
        'ou no arquivo de chaves anteriores até concluir a rotação.',
    );
  }
  return k;
}
