import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { officeKey, validateOfficeCode } from '../../../fiscal/ncm/office-catalogue';
import { CATALOGUE_COLUMNS, CATALOGUE_HEADER, decisionCells, decisionFromRow } from '../../../fiscal/ncm/office-catalogue-file';
import { readRows } from '../../../sheets/read-rows';
import type { MappedRow } from '../../../sheets/types';
import { sendExport } from '../../admin/send-export';
import { recordAudit } from '../../audit/record-audit';
import type { AppContext } from '../../context';
import { ncmOfficeDecisions } from '../../db/schema';
import { AppError, badRequest } from '../../http/errors';
import { requireOfficeRole } from '../../office/office-roles';
import { viewerOf } from '../../http/route-auth';
import { loadOwnedCheck } from '../check-access';
import { cataloguePage, decideFinding, decisionView, decisionsOfCheck, loadOfficeDecisions, readyTables, undoDecision } from './office-decisions';

const decideSchema = z.object({
  linha: z.number({ error: 'Informe a linha do achado.' }).int().min(1).max(10_000_000),
  achado: z.string().max(40).optional(),
  decisao: z.enum(['correto', 'aceito', 'informado'], { error: 'Decisão inválida: use correto, aceito ou informado.' }),
  ncm: z.string().max(20, 'O NCM tem 8 dígitos.').optional(),
});
const pageSchema = z.object({ pagina: z.coerce.number().int().min(1).default(1), tamanho: z.coerce.number().int().min(1).max(200).default(25) });
const exportSchema = z.object({ formato: z.enum(['csv', 'xlsx'], { error: 'Formato inválido: use csv ou xlsx.' }).default('xlsx') });
const idParam = z.object({ id: z.string().max(40) });

const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
const IMPORT_MAX_ROWS = 50_000;

/**
 * The office's NCM catalogue (issue 14): decide on a finding, undo, list, export for the CLI, import.
 * Every route acts on the viewer's own office only; decisions are audited.
 */
export function registerOfficeCatalogueRoutes(app: FastifyInstance, ctx: AppContext): void {
  const token = { apiToken: true } as const;

  app.get<{ Params: { id: string } }>('/api/ncm/tarefas/:id/decisoes', { config: token }, async (req) => {
    const v = viewerOf(req);
    const row = await loadOwnedCheck(ctx, v, req.params.id, 'ncm');
    return { itens: (await decisionsOfCheck(ctx.db, v, row.id)).map(decisionView) };
  });

  app.post<{ Params: { id: string } }>('/api/ncm/tarefas/:id/decisoes', { config: token }, async (req, reply) => {
    const v = viewerOf(req);
    const body = decideSchema.parse(req.body);
    const row = await loadOwnedCheck(ctx, v, req.params.id, 'ncm');
    const saved = await decideFinding(ctx, v, row, body, req.ip);
    return reply.status(201).send(decisionView(saved));
  });

  app.delete('/api/ncm/decisoes/:id', { config: token }, async (req, reply) => {
    const { id } = idParam.parse(req.params);
    await undoDecision(ctx, viewerOf(req), id, req.ip);
    return reply.status(204).send();
  });

  app.get('/api/ncm/catalogo', { config: token }, async (req) => {
    const q = pageSchema.parse(req.query);
    return cataloguePage(ctx.db, viewerOf(req).officeId, q.pagina, q.tamanho);
  });

  app.get('/api/ncm/catalogo/exportar', { config: token }, async (req, reply) => {
    const { formato } = exportSchema.parse(req.query);
    const decisions = await loadOfficeDecisions(ctx.db, viewerOf(req).officeId);
    const columns = CATALOGUE_HEADER.map((header, i) => ({ header, key: String(i) }));
    async function* rows() {
      for (const d of decisions) yield Object.fromEntries(decisionCells(d).map((c, i) => [String(i), c]));
    }
    return sendExport(reply, { format: formato, baseName: 'catalogo-ncm-escritorio', sheetName: 'Catálogo do escritório', columns, rows: rows() });
  });

  app.post('/api/ncm/catalogo/importar', { config: token }, async (req) => {
    const v = viewerOf(req);
    requireOfficeRole(v, 'contador');
    if (!req.isMultipart()) throw badRequest('Envie o catálogo como arquivo (multipart/form-data).');
    const file = await req.file({ limits: { fileSize: IMPORT_MAX_BYTES, files: 1 } });
    if (!file) throw badRequest('Nenhum arquivo enviado.');
    const ext = path.extname(file.filename).toLowerCase();
    if (!['.csv', '.xlsx'].includes(ext)) {
      file.file.resume();
      throw new AppError(415, 'FORMATO_NAO_SUPORTADO', 'Envie o catálogo como .csv ou .xlsx (o arquivo baixado em "Catálogo do escritório").');
    }
    let buf: Buffer;
    try {
      buf = await file.toBuffer();
    } catch (err) {
      if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, 'ARQUIVO_GRANDE', 'O catálogo tem mais de 5 MB.');
      throw err;
    }
    if (file.file.truncated) throw new AppError(413, 'ARQUIVO_GRANDE', 'O catálogo tem mais de 5 MB.');
    const tables = await readyTables(ctx);
    const dir = await mkdtemp(path.join(tmpdir(), 'apura-catalogo-'));
    try {
      const p = path.join(dir, `catalogo${ext}`);
      await writeFile(p, buf);
      const { rows } = await readRows(p, CATALOGUE_COLUMNS, { fileName: file.filename, maxRows: IMPORT_MAX_ROWS, maxBytes: IMPORT_MAX_BYTES });
      const now = new Date().toISOString();
      const values: (typeof ncmOfficeDecisions.$inferInsert)[] = [];
      const erros: string[] = [];
      for await (const r of rows as AsyncIterable<MappedRow>) {
        const parsed = decisionFromRow(r.values, r.line, { by: v.name || v.email, at: now });
        if (!parsed.ok) {
          erros.push(parsed.message);
          continue;
        }
        const d = parsed.decision;
        if (d.code) {
          const c = validateOfficeCode(d.code, tables, new Date());
          if (!c.ok) {
            erros.push(`Linha ${r.line}: ${c.message}`);
            continue;
          }
        }
        // Who decided is the importer: a file's "Decidido por" column is not proof of who decided (the import is audited).
        values.push({ officeId: v.officeId, kind: d.kind, description: d.description, descriptionKey: officeKey(d.description), ncm: d.ncm, code: d.code, decidedByUserId: v.id, decidedByName: v.name || v.email, decidedAt: new Date(d.decidedAt) });
      }
      // In slices: one INSERT of 50k rows would pass PostgreSQL's limit of 65,535 parameters.
      await ctx.db.transaction(async (tx) => {
        for (let i = 0; i < values.length; i += 1000) await tx.insert(ncmOfficeDecisions).values(values.slice(i, i + 1000));
      });
      await recordAudit(ctx.db, { userId: v.id, action: 'ncm_catalogo_importado', module: 'ncm', details: `${file.filename}: ${values.length} decisões importadas, ${erros.length} linhas recusadas`, ip: req.ip });
      return { importadas: values.length, recusadas: erros.length, erros: erros.slice(0, 20) };
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
}
