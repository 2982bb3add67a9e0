import { readSpedIdentity } from '../../fiscal/company/sped-identity';
import { expandSpedZip } from '../batch/expand-sped-zip';
import type { EngineContext } from '../checks/check-kind';
import { readClientSheet } from '../clients/read-client-sheet';
import type { ReadRequest } from './engine-messages';

/** The uploads child's reads that are not a check's preflight (the output crosses IPC: plain JSON). */
export async function runReadTask(ctx: EngineContext, req: ReadRequest): Promise<unknown> {
  switch (req.task) {
    // Files are fetched by key, as a check's are (a temporary local copy when the store is S3, ADR 015).
    case 'clientes-planilha':
      return ctx.storage.withLocalFile(req.key, (file) => readClientSheet(file, req.fileName));
    case 'sped-identidade':
      return ctx.storage.withLocalFile(req.key, (file) => readSpedIdentity(file));
    case 'lote-zip':
      return ctx.storage.withLocalFile(req.key, (file) => expandSpedZip(ctx.storage, file, req.checksPrefix, req.maxEntryBytes, req.maxEntries));
  }
}
