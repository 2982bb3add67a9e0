import { describe, expect, it } from 'vitest';
import { blobKeyId, decryptJson, encryptJson } from './crypto';
import { createKeyring } from './keyring';
import { rotateKeys, type StoredBlob } from './rotate';
import { generateVaultKey } from './vault-key';

describe('rotateKeys', () => {
  it('re-encrypts every blob with the new key, skips current ones, reports unreadable ones untouched', async () => {
    const oldKey = generateVaultKey();
    const newKey = generateVaultKey();
    const rows = new Map<string, StoredBlob>();
    for (let i = 0; i < 5; i++) {
      const b = { ownerId: `u${i}`, recordId: `r${i}` };
      rows.set(`r${i}`, { ref: `r${i}`, ...b, blob: encryptJson({ senha: `s${i}` }, oldKey, b) });
    }
    const already = { ownerId: 'u9', recordId: 'r9' };
    rows.set('r9', { ref: 'r9', ...already, blob: encryptJson({ senha: 's9' }, newKey, already) });
    // A blob moved to the wrong owner cannot be opened: it must be reported and left as is.
    const broken = encryptJson({ senha: 'x' }, oldKey, { ownerId: 'other', recordId: 'rb' });
    rows.set('rb', { ref: 'rb', ownerId: 'u-b', recordId: 'rb', blob: broken });

    const ring = createKeyring(newKey, [oldKey]);
    const report = await rotateKeys({
      keyring: ring,
      blobs: [...rows.values()],
      write: async (ref, blob) => {
        rows.set(ref, { ...rows.get(ref)!, blob });
      },
    });
    expect(report).toMatchObject({ total: 7, rotated: 5, alreadyCurrent: 1 });
    expect(report.failed.map((f) => f.ref)).toEqual(['rb']);
    expect(rows.get('rb')!.blob).toBe(broken);

    // After rotation the new key alone opens every good row.
    const onlyNew = createKeyring(newKey);
    for (let i = 0; i < 5; i++) {
      const row = rows.get(`r${i}`)!;
      expect(blobKeyId(row.blob)).toBe(newKey.id);
      expect(decryptJson(row.blob, onlyNew, row)).toEqual({ senha: `s${i}` });
    }
    // Rerun is a no-op (resumable).
    const again = await rotateKeys({ keyring: ring, blobs: [...rows.values()], write: async () => undefined });
    expect(again.rotated).toBe(0);
  });
});
