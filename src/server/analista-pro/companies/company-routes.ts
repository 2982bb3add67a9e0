import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { recordAudit } from '../../audit/record-audit';
import type { AppContext } from '../../context';
import { companies, pendingXmls } from '../../db/schema';
import { AppError, badRequest } from '../../http/errors';
import { viewerOf } from '../../http/route-auth';
import { safeFileName } from '../../checks/receive-upload';
import { cnpjSchema } from '../credentials/credential-form';
import { companyView, listCompanies, ownedCompany } from './company-service';

const regimeSchema = z.enum(['lucro-real', 'lucro-presumido', 'simples'], { error: 'Regime inválido: escolha Lucro Real, Lucro Presumido ou Simples Nacional.' });

const newCompanySchema = z.object({
  cnpj: cnpjSchema,
  razao_social: z.string({ error: 'Informe a razão social.' }).trim().min(2, 'Informe a razão social.').max(200, 'Razão social: no máximo 200 caracteres.'),
  regime: regimeSchema.nullable().optional(),
});

const patchCompanySchema = z.object({
  razao_social: z.string().trim().min(2, 'Informe a razão social.').max(200, 'Razão social: no máximo 200 caracteres.').optional(),
  regime: regimeSchema.nullable().optional(),
});

const MAX_XML_BYTES = 5 * 1024 * 1024;
const MAX_XML_FILES = 500;

export function registerCompanyRoutes(app: FastifyInstance, ctx: AppContext): void {
  /** `{ empresas: [{ id, cnpj, cnpj_formatado, razao_social, regime, sistema, ultima_sincronizacao, ... }] }`. */
  app.get('/api/analista-pro/empresas', { config: { apiToken: true } }, async (req) => ({ empresas: await listCompanies(ctx, viewerOf(req).officeId) }));

  app.post('/api/analista-pro/empresas', async (req, reply) => {
    const v = viewerOf(req);
    const body = newCompanySchema.parse(req.body);
    const [dup] = await ctx.db.select({ id: companies.id }).from(companies).where(and(eq(companies.officeId, v.officeId), eq(companies.cnpj, body.cnpj)));
    if (dup) throw new AppError(409, 'EMPRESA_DUPLICADA', 'Já existe uma empresa cadastrada com este CNPJ.');
    const [row] = await ctx.db.insert(companies).values({ userId: v.id, officeId: v.officeId, cnpj: body.cnpj, razaoSocial: body.razao_social, regime: body.regime ?? null, sourceSystem: 'manual' }).returning();
    await recordAudit(ctx.db, { userId: v.id, action: 'empresa_cadastrada', module: 'analista-pro', details: `${body.razao_social} (${body.cnpj})`, after: companyView(row!), ip: req.ip });
    return reply.status(201).send({ empresa: companyView(row!) });
  });

  app.patch<{ Params: { id: string } }>('/api/analista-pro/empresas/:id', async (req) => {
    const v = viewerOf(req);
    const row = await ownedCompany(ctx, v.officeId, req.params.id);
    const body = patchCompanySchema.parse(req.body);
    const [upd] = await ctx.db
      .update(companies)
      .set({ razaoSocial: body.razao_social ?? row.razaoSocial, regime: body.regime === undefined ? row.regime : body.regime, updatedAt: new Date() })
      .where(eq(companies.id, row.id))
      .returning();
    await recordAudit(ctx.db, { userId: v.id, action: 'empresa_alterada', module: 'analista-pro', details: row.razaoSocial, before: companyView(row), after: companyView(upd!), ip: req.ip });
    return { empresa: companyView(upd!) };
  });

  app.delete<{ Params: { id: string } }>('/api/analista-pro/empresas/:id', async (req) => {
    const v = viewerOf(req);
    const row = await ownedCompany(ctx, v.officeId, req.params.id);
    await ctx.db.delete(pendingXmls).where(and(eq(pendingXmls.companyId, row.id), eq(pendingXmls.officeId, v.officeId)));
    await ctx.storage.deletePrefix(`users/${v.id}/analista-pro/xmls/${row.id}/`);
    await ctx.db.delete(companies).where(eq(companies.id, row.id));
    await recordAudit(ctx.db, { userId: v.id, action: 'empresa_removida', module: 'analista-pro', details: `${row.razaoSocial} (${row.cnpj})`, before: companyView(row), ip: req.ip });
    return { ok: true };
  });

  app.get<{ Params: { id: string } }>('/api/analista-pro/empresas/:id/xmls', async (req) => {
    const v = viewerOf(req);
    const row = await ownedCompany(ctx, v.officeId, req.params.id);
    const list = await ctx.db.select().from(pendingXmls).where(and(eq(pendingXmls.companyId, row.id), eq(pendingXmls.officeId, v.officeId))).orderBy(desc(pendingXmls.createdAt)).limit(500);
    return {
      xmls: list.map((x) => ({ id: x.id, arquivo: x.fileName, status: x.status, lote: x.batchId, erro: x.error, enviado_em: x.sentAt?.toISOString() ?? null, criado_em: x.createdAt.toISOString() })),
    };
  });

  /** NF-e XMLs into the company's queue (multipart, field `xmls`), sent by 'Acessar Domínio'. */
  app.post<{ Params: { id: string } }>('/api/analista-pro/empresas/:id/xmls', async (req, reply) => {
    const v = viewerOf(req);
    const row = await ownedCompany(ctx, v.officeId, req.params.id);
    if (!req.isMultipart()) throw badRequest('Envie os XMLs como formulário (multipart/form-data), no campo "xmls".');
    const saved: { id: string; arquivo: string }[] = [];
    const keys: string[] = [];
    try {
      for await (const part of req.parts({ limits: { fileSize: MAX_XML_BYTES, files: MAX_XML_FILES } })) {
        if (part.type !== 'file') continue;
        const name = safeFileName(part.filename || 'nota.xml');
        if (!/\.xml$/i.test(name)) {
          part.file.resume();
          throw new AppError(415, 'FORMATO_NAO_SUPORTADO', `"${name}" não é um arquivo .xml.`);
        }
        const key = `users/${v.id}/analista-pro/xmls/${row.id}/${randomUUID()}.xml`;
        keys.push(key);
        await ctx.storage.put(key, part.file);
        if (part.file.truncated) throw new AppError(413, 'ARQUIVO_GRANDE', `"${name}" excede ${MAX_XML_BYTES / 1024 / 1024} MB.`);
        const head = (await ctx.storage.get(key)).subarray(0, 4096).toString('utf8').replace(/^\uFEFF/, '').trimStart();
        if (!head.startsWith('<') || !/<(nfeProc|NFe|procNFe|CFe|nfeProc)[\s>:]/i.test(head + '>')) {
          throw new AppError(422, 'XML_INVALIDO', `"${name}" não parece um XML de NF-e.`);
        }
        saved.push({ id: randomUUID(), arquivo: name });
      }
    } catch (err) {
      for (const k of keys) await ctx.storage.deletePrefix(k);
      throw err;
    }
    if (saved.length === 0) throw badRequest('Selecione ao menos um arquivo XML.');
    await ctx.db.insert(pendingXmls).values(saved.map((s, i) => ({ id: s.id, userId: v.id, officeId: v.officeId, companyId: row.id, fileName: s.arquivo, storageKey: keys[i]! })));
    await recordAudit(ctx.db, { userId: v.id, action: 'upload', module: 'analista-pro', details: `${saved.length} XML(s) na fila de ${row.razaoSocial}`, ip: req.ip });
    return reply.status(201).send({ ok: true, mensagem: `${saved.length} XML(s) adicionados à fila de envio.`, xmls: saved });
  });
}
