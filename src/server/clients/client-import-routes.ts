import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { FileIdentity } from '../../fiscal/company/file-identity';
import { recordAudit } from '../audit/record-audit';
import { preflightError } from '../checks/start-check';
import type { AppContext } from '../context';
import { companies } from '../db/schema';
import { viewerOf } from '../http/route-auth';
import { clientBody, cnpjKey } from './client-input';
import { ensureClient } from './client-service';
import { MAX_CLIENT_ROWS, MAX_CLIENT_SHEET_BYTES } from './client-sheet-columns';
import { previewImport, type RawClient } from './import-preview';
import type { ClientSheetRow } from './read-client-sheet';
import { receiveFiles } from './receive-files';

const MAX_SPEDS = 50;

const confirmBody = z.object({
  origem: z.enum(['planilha', 'sped', 'analista-pro'], { error: 'Origem da importação inválida.' }),
  clientes: z
    .array(clientBody, { error: 'Envie a lista de clientes a importar.' })
    .min(1, 'Nenhum cliente válido para importar.')
    .max(MAX_CLIENT_ROWS, `Importe no máximo ${MAX_CLIENT_ROWS.toLocaleString('pt-BR')} clientes de uma vez.`),
});

/**
 * Importing the register: a spreadsheet, the 0000 of SPEDs, or the Analista PRO companies each give a
 * preview (row by row, errors in pt-BR, nothing written); the user then confirms the valid rows.
 * Files are read in the uploads engine child (ADR 007) and deleted right after.
 */
export function registerClientImportRoutes(app: FastifyInstance, ctx: AppContext): void {
  const readFiles = async <T>(prefix: string, run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (err) {
      throw preflightError(err);
    } finally {
      await ctx.storage.deletePrefix(prefix);
    }
  };

  app.post('/api/clientes/importar/planilha', async (req) => {
    const v = viewerOf(req);
    const prefix = `users/${v.id}/importacoes/${randomUUID()}`;
    const { files } = await receiveFiles(req, ctx, prefix, { maxBytes: MAX_CLIENT_SHEET_BYTES, maxFiles: 1, extensions: ['.xlsx', '.xls', '.csv', '.xlsm'] });
    const f = files[0]!;
    const rows = await readFiles(prefix, async () => (await ctx.uploadEngine.read({ task: 'clientes-planilha', key: f.key, fileName: f.fileName })) as ClientSheetRow[]);
    const raw: RawClient[] = rows.map((r) => ({ origem: `linha ${r.linha}`, cnpj: r.cnpj, razao_social: r.razao_social, regime: r.regime || null, uf: r.uf || null }));
    return { origem: 'planilha', arquivo: f.fileName, linhas: await previewImport(ctx.db, v.officeId, raw) };
  });

  app.post('/api/clientes/importar/sped', async (req) => {
    const v = viewerOf(req);
    const prefix = `users/${v.id}/importacoes/${randomUUID()}`;
    const maxBytes = ctx.env.SPED_MAX_MB * 1024 * 1024;
    const { files } = await receiveFiles(req, ctx, prefix, { maxBytes, maxFiles: MAX_SPEDS, extensions: ['.txt', '.zip'] });
    const raw = await readFiles(prefix, async () => {
      const out: RawClient[] = [];
      for (const f of files) {
        const id = (await ctx.uploadEngine.read({ task: 'sped-identidade', key: f.key })) as FileIdentity | null;
        // A file without a company's 0000 is listed with the reason rather than dropped.
        out.push(id ? { origem: f.fileName, cnpj: id.cnpj, razao_social: id.nome, regime: id.regime, uf: id.uf } : { origem: f.fileName, cnpj: '', razao_social: '', regime: null, uf: null });
      }
      return out;
    });
    const linhas = await previewImport(ctx.db, v.officeId, raw);
    for (const l of linhas) if (!l.cnpj) l.erros = ['O arquivo não é um SPED EFD com o registro 0000 de uma empresa (CNPJ válido).'];
    return { origem: 'sped', linhas };
  });

  app.post('/api/clientes/importar/analista-pro', async (req) => {
    const v = viewerOf(req);
    const rows = await ctx.db.select().from(companies).where(eq(companies.userId, v.id));
    const raw: RawClient[] = rows.map((c) => ({ origem: `Analista PRO (${c.sourceSystem})`, cnpj: c.cnpj, razao_social: c.razaoSocial, regime: c.regime, uf: null }));
    return { origem: 'analista-pro', linhas: await previewImport(ctx.db, v.officeId, raw) };
  });

  /** Writes the confirmed rows: new CNPJs created, known ones only completed (regime, UF), never overwritten. */
  app.post('/api/clientes/importar/confirmar', async (req) => {
    const v = viewerOf(req);
    const officeId = v.officeId;
    const body = confirmBody.parse(req.body);
    let criados = 0;
    for (const c of body.clientes) {
      const r = await ensureClient(ctx.db, officeId, { cnpj: cnpjKey(c.cnpj), razaoSocial: c.razao_social, regime: c.regime ?? null, uf: c.uf || null }, body.origem);
      if (r.created) criados++;
    }
    const existentes = body.clientes.length - criados;
    await recordAudit(ctx.db, { userId: v.id, action: 'clientes_importados', module: 'clientes', details: `${criados} novo(s), ${existentes} já cadastrado(s) — origem: ${body.origem}`, ip: req.ip });
    return { criados, existentes };
  });
}
