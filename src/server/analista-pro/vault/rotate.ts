import { blobKeyId, decryptJson, encryptJson, type BlobBinding } from './crypto';
import type { Keyring } from './keyring';
import type { VaultError } from './vault-error';

/** One stored credential as the DB layer hands it over. `ref` is opaque to us (a row id, a composite key…). */
export interface StoredBlob<Ref = string> extends BlobBinding {
  ref: Ref;
  blob: Buffer | Uint8Array | string;
}

export interface RotateOptions<Ref> {
  /** Keyring whose `current` is the NEW key and which still holds every old key. */
  keyring: Keyring;
  blobs: AsyncIterable<StoredBlob<Ref>> | Iterable<StoredBlob<Ref>>;
  /** Writes the re-encrypted blob back. Should be a compare-and-set on the old bytes when rows can change meanwhile. */
  write: (ref: Ref, blob: Buffer, previous: StoredBlob<Ref>) => Promise<void>;
  /** Called after each blob, for a progress line in the CLI. */
  onProgress?: (p: RotateReport<Ref>) => void;
}

export interface RotateReport<Ref = string> {
  total: number;
  rotated: number;
  /** Already sealed with the current key (a rerun after an interruption skips them). */
  alreadyCurrent: number;
  failed: { ref: Ref; reason: string }[];
}

/**
 * Re-encrypts every stored blob with `keyring.current`. Idempotent and resumable: blobs already under the
 * current key are skipped, so an interrupted run can simply be started again. A blob that cannot be opened
 * is reported and left untouched (never overwritten), and the run goes on with the others.
 */
export async function rotateKeys<Ref = string>(opts: RotateOptions<Ref>): Promise<RotateReport<Ref>> {
  const report: RotateReport<Ref> = { total: 0, rotated: 0, alreadyCurrent: 0, failed: [] };
  for await (const item of opts.blobs) {
    report.total += 1;
    try {
      if (blobKeyId(item.blob) === opts.keyring.current.id) {
        report.alreadyCurrent += 1;
      } else {
        const binding = { ownerId: item.ownerId, recordId: item.recordId };
        const value = decryptJson(item.blob, opts.keyring, binding);
        await opts.write(item.ref, encryptJson(value, opts.keyring.current, binding), item);
        report.rotated += 1;
      }
    } catch (e) {
      report.failed.push({ ref: item.ref, reason: (e as VaultError).message ?? String(e) });
    }
    opts.onProgress?.(report);
  }
  return report;
}
