import { eq } from 'drizzle-orm';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { recordAudit } from '../audit/record-audit';
import type { AppContext } from '../context';
import { ledgerJson, pageParams } from '../credits/credit-json';
import { ledgerCount, ledgerPage } from '../credits/ledger';
import { member, organization } from '../db/schema';
import { badRequest, forbidden, notFound } from '../http/errors';
import { viewerOf } from '../http/route-auth';
import { parseCnpj } from './cnpj';
import { officeLogoKey, logoTooLarge, LOGO_MAX_BYTES, toLogoPng } from './office-logo';
import { PERSONAL } from './office-roles';
import { officeView } from './office-view';
import { withPtBrErrors } from './plugin-errors';

const TITULAR = { officeRole: 'titular' } as const;

const settingsBody = z.object({
  nome: z.string({ error: 'Informe o nome do escritório.' }).trim().min(2, 'Informe o nome do escritório (razão social).').max(150, 'O nome pode ter no máximo 150 caracteres.'),
  cnpj: z.string().trim().max(20, 'CNPJ inválido.').optional().nullable(),
});
const inviteBody = z.object({
  email: z.email('Informe um e-mail válido.').trim().toLowerCase().max(254),
  papel: z.enum(['contador', 'leitura'], { error: 'Escolha o papel: contador ou leitura.' }),
});
const roleBody = z.object({ papel: z.enum(['contador', 'leitura'], { error: 'Escolha o papel: contador ou leitura.' }) });
const idParam = z.object({ id: z.string().min(1).max(100) });
const ledgerQuery = z.object({
  membro: z.string().min(1).max(100).optional(),
  pagina: z.coerce.number({ error: 'Página inválida.' }).int('Página inválida.').min(1, 'Página inválida.').optional(),
  porPagina: z.coerce.number({ error: 'Tamanho de página inválido.' }).int().min(1).max(100, 'No máximo 100 itens por página.').optional(),
});

const headersOf = (req: FastifyRequest) => fromNodeHeaders(req.headers);

/**
 * The "Escritório" page (ADR 016): settings, members, invitations and the ledger by member. Membership
 * changes go through better-auth's organization plugin (auth.api, with the caller's session), whose own
 * HTTP paths are closed; only the titular manages (route rule + the plugin's access control).
 */
export function registerOfficeRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/escritorio', async (req) => officeView(ctx.db, viewerOf(req)));

  app.patch('/api/escritorio', { config: TITULAR }, async (req) => {
    const v = viewerOf(req);
    const body = settingsBody.parse(req.body ?? {});
    const cnpj = body.cnpj ? parseCnpj(body.cnpj) : null;
    const [before] = await ctx.db.select({ name: organization.name, cnpj: organization.cnpj }).from(organization).where(eq(organization.id, v.officeId));
    await ctx.db.update(organization).set({ name: body.nome, cnpj }).where(eq(organization.id, v.officeId));
    await recordAudit(ctx.db, { userId: v.id, action: 'escritorio_alterado', module: 'escritorio', details: body.nome, before, after: { name: body.nome, cnpj }, ip: req.ip });
    return officeView(ctx.db, v);
  });

  app.post('/api/escritorio/logo', { config: TITULAR }, async (req) => {
    const v = viewerOf(req);
    if (!req.isMultipart()) throw badRequest('Envie o logotipo como arquivo (multipart/form-data).');
    const file = await req.file({ limits: { fileSize: LOGO_MAX_BYTES, files: 1 } });
    if (!file) throw badRequest('Nenhum logotipo enviado.');
    let buf: Buffer;
    try {
      buf = await file.toBuffer();
    } catch (err) {
      if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw logoTooLarge();
      throw err;
    }
    if (file.file.truncated) throw logoTooLarge();
    const png = await toLogoPng(buf);
    const key = officeLogoKey(v.officeId);
    await ctx.storage.put(key, png);
    // The version query makes browsers fetch the new logo instead of a cached one.
    const logo = `/api/escritorio/logo?v=${Date.now()}`;
    await ctx.db.update(organization).set({ logo, logoKey: key }).where(eq(organization.id, v.officeId));
    await recordAudit(ctx.db, { userId: v.id, action: 'escritorio_logo', module: 'escritorio', details: 'Logotipo do escritório alterado', ip: req.ip });
    return { logo };
  });

  app.delete('/api/escritorio/logo', { config: TITULAR }, async (req) => {
    const v = viewerOf(req);
    await ctx.storage.deletePrefix(officeLogoKey(v.officeId));
    await ctx.db.update(organization).set({ logo: null, logoKey: null }).where(eq(organization.id, v.officeId));
    return { logo: null };
  });

  app.get('/api/escritorio/logo', async (req, reply) => {
    const v = viewerOf(req);
    const [o] = await ctx.db.select({ key: organization.logoKey }).from(organization).where(eq(organization.id, v.officeId));
    if (!o?.key || (await ctx.storage.size(o.key)) === null) throw notFound('Logotipo não encontrado.');
    reply.header('content-type', 'image/png');
    reply.header('cache-control', 'private, max-age=86400');
    return reply.send(await ctx.storage.get(o.key));
  });

  app.post('/api/escritorio/convites', { config: TITULAR }, async (req, reply) => {
    const v = viewerOf(req);
    const body = inviteBody.parse(req.body ?? {});
    const inv = await withPtBrErrors(() =>
      ctx.auth.api.createInvitation({ headers: headersOf(req), body: { email: body.email, role: body.papel, organizationId: v.officeId } }),
    );
    await recordAudit(ctx.db, { userId: v.id, action: 'escritorio_convite', module: 'escritorio', details: `Convite para ${body.email} (${body.papel})`, ip: req.ip });
    return reply.status(201).send({ id: inv.id, email: inv.email, papel: body.papel, expiraEm: new Date(inv.expiresAt).toISOString() });
  });

  app.delete('/api/escritorio/convites/:id', { config: TITULAR }, async (req) => {
    const v = viewerOf(req);
    const { id } = idParam.parse(req.params);
    await withPtBrErrors(() => ctx.auth.api.cancelInvitation({ headers: headersOf(req), body: { invitationId: id } }));
    await recordAudit(ctx.db, { userId: v.id, action: 'escritorio_convite_cancelado', module: 'escritorio', details: `Convite ${id} cancelado`, ip: req.ip });
    return { ok: true };
  });

  app.patch('/api/escritorio/membros/:id', { config: TITULAR }, async (req) => {
    const v = viewerOf(req);
    const { id } = idParam.parse(req.params);
    const { papel } = roleBody.parse(req.body ?? {});
    const m = await officeMember(ctx, v.officeId, id);
    if (m.role === 'titular') throw forbidden('O papel do titular não pode ser alterado.');
    await withPtBrErrors(() => ctx.auth.api.updateMemberRole({ headers: headersOf(req), body: { memberId: id, role: papel, organizationId: v.officeId } }));
    await recordAudit(ctx.db, { userId: v.id, action: 'escritorio_papel', module: 'escritorio', details: `Papel de ${m.userId}: ${m.role} → ${papel}`, before: { papel: m.role }, after: { papel }, ip: req.ip });
    return officeView(ctx.db, v);
  });

  app.delete('/api/escritorio/membros/:id', { config: TITULAR }, async (req) => {
    const v = viewerOf(req);
    const { id } = idParam.parse(req.params);
    const m = await officeMember(ctx, v.officeId, id);
    if (m.role === 'titular') throw forbidden('O titular não pode ser removido do escritório.');
    await withPtBrErrors(() => ctx.auth.api.removeMember({ headers: headersOf(req), body: { memberIdOrEmail: id, organizationId: v.officeId } }));
    await recordAudit(ctx.db, { userId: v.id, action: 'escritorio_membro_removido', module: 'escritorio', details: `Membro ${m.userId} removido`, ip: req.ip });
    return officeView(ctx.db, v);
  });

  // Leaving takes the person back to their own office; what they did stays with this office.
  app.post('/api/escritorio/sair', { config: PERSONAL }, async (req) => {
    const v = viewerOf(req);
    if (v.officeRole === 'titular') throw forbidden('O titular não pode sair do próprio escritório.');
    await withPtBrErrors(() => ctx.auth.api.leaveOrganization({ headers: headersOf(req), body: { organizationId: v.officeId } }));
    await recordAudit(ctx.db, { userId: v.id, action: 'escritorio_saida', module: 'escritorio', details: `Saiu do escritório ${v.officeName}`, ip: req.ip });
    return { ok: true };
  });

  app.get('/api/escritorio/extrato', { config: TITULAR }, async (req) => {
    const v = viewerOf(req);
    const q = ledgerQuery.parse(req.query);
    const p = pageParams(q);
    const opts = { limit: p.porPagina, offset: p.offset, ...(q.membro ? { memberId: q.membro } : {}) };
    const [rows, total] = await Promise.all([ledgerPage(ctx.db, v.officeId, opts), ledgerCount(ctx.db, v.officeId, q.membro)]);
    return { itens: rows.map(ledgerJson), pagina: p.pagina, porPagina: p.porPagina, total, totalPaginas: Math.max(1, Math.ceil(total / p.porPagina)) };
  });
}

/** A member of the viewer's office; another office's member is "not found". */
async function officeMember(ctx: AppContext, officeId: string, id: string) {
  const [m] = await ctx.db.select().from(member).where(eq(member.id, id));
  if (!m || m.organizationId !== officeId) throw notFound('Membro não encontrado.');
  return m;
}
