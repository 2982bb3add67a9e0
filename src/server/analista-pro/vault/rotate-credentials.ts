import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { erpCredentials } from '../../db/schema';
import { forgetPreviousKeys, installNewKeyFile, loadOrCreateKey } from './key-store';
import { rotateKeys, type RotateReport } from './rotate';

export interface RotationOutcome {
  ok: boolean;
  lines: string[];
  report: RotateReport | null;
}

/** True when the server that wrote DATA_DIR/server.json is still alive (it would keep sealing with the old key). */
export function serverRunning(dataDir: string, serverFile: string): boolean {
  const file = path.join(dataDir, serverFile);
  if (!existsSync(file)) return false;
  try {
    const { pid } = JSON.parse(readFileSync(file, 'utf8')) as { pid?: number };
    if (!pid) return false;
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * `npm run admin -- rotacionar-chave` (see vault/README.md). With the key in DATA_DIR: writes a new key
 * (the old one stays readable in encryption.previous.keys), re-encrypts every stored credential with a
 * compare-and-set write, and forgets the old keys only when nothing failed. With APP_ENCRYPTION_KEY the
 * operator has already set the new key and moved the old one to APP_ENCRYPTION_KEY_PREVIOUS.
 * Every process must be stopped first: a running one would keep sealing with the key it loaded.
 */
export async function rotateCredentialKey(db: Db, opts: { dataDir: string; envKey?: string; envPreviousKeys?: string }): Promise<RotationOutcome> {
  const lines: string[] = [];
  const envMode = Boolean(opts.envKey && opts.envKey.trim());
  if (!envMode) {
    await installNewKeyFile(opts.dataDir);
    lines.push('Nova chave gerada em DATA_DIR/secrets/encryption.key (a anterior continua legível até o fim da rotação).');
  } else {
    lines.push('Chave de APP_ENCRYPTION_KEY em uso; as antigas devem estar em APP_ENCRYPTION_KEY_PREVIOUS.');
  }
  const { keyring } = await loadOrCreateKey({ dataDir: opts.dataDir, envKey: opts.envKey, envPreviousKeys: opts.envPreviousKeys });
  const rows = await db.select({ id: erpCredentials.id, userId: erpCredentials.userId, encrypted: erpCredentials.encrypted }).from(erpCredentials);
  const report = await rotateKeys({
    keyring,
    blobs: rows.map((r) => ({ ref: r.id, ownerId: r.userId, recordId: r.id, blob: r.encrypted })),
    write: async (ref, blob, previous) => {
      // Compare-and-set: a credential edited meanwhile is not overwritten with its old content.
      await db
        .update(erpCredentials)
        .set({ encrypted: blob.toString('base64'), keyId: keyring.current.id })
        .where(and(eq(erpCredentials.id, ref), eq(erpCredentials.encrypted, String(previous.blob))));
    },
  });
  lines.push(`${report.total} credencial(is): ${report.rotated} recifrada(s), ${report.alreadyCurrent} já com a chave atual, ${report.failed.length} com falha.`);
  for (const f of report.failed) lines.push(`  - ${f.ref}: ${f.reason}`);
  if (report.failed.length === 0) {
    if (!envMode) {
      await forgetPreviousKeys(opts.dataDir);
      lines.push('Chaves anteriores descartadas. Rotação concluída.');
    } else {
      lines.push('Rotação concluída: remova APP_ENCRYPTION_KEY_PREVIOUS e reinicie os processos.');
    }
  } else {
    lines.push('As chaves anteriores foram mantidas. Corrija as falhas e rode o comando de novo.');
  }
  return { ok: report.failed.length === 0, lines, report };
}
