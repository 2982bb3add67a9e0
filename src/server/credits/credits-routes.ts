import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context';
import { user } from '../db/schema';
import { emailHtml } from '../mail/mailer';
import { viewerOf } from '../http/route-auth';
import { registerAdminPurchaseRoutes } from './admin-purchase-routes';
import { getCreditPackages } from './credit-packages';
import { ledgerJson, pageParams, purchaseJson } from './credit-json';
import { balanceOf, ledgerCount, ledgerPage, spentOf } from './ledger';
import { cancelRequest, createPurchaseRequest, listOfficeRequests } from './purchase-requests';
import { requireOfficeRole } from '../office/office-roles';

const pageQuery = z.object({
  pagina: z.coerce.number({ error: 'Página inválida.' }).int('Página inválida.').min(1, 'Página inválida.').optional(),
  porPagina: z.coerce.number({ error: 'Tamanho de página inválido.' }).int().min(1).max(100, 'No máximo 100 itens por página.').optional(),
});

const newRequest = z.object({
  pacoteId: z.string({ error: 'Escolha um pacote de créditos.' }).min(1, 'Escolha um pacote de créditos.'),
  observacao: z.string().trim().max(500, 'A observação pode ter no máximo 500 caracteres.').optional(),
});

const idParam = z.object({ id: z.uuid('Pedido inválido.') });

/** Balance, usage history, packages and purchase requests of the signed-in user (spec §2 Histórico, §9). */
export function registerCreditsRoutes(app: FastifyInstance, ctx: AppContext): void {
  // Token-friendly: scripts may read the balance before sending a batch of checks.
  app.get('/api/credits', { config: { apiToken: true } }, async (req) => {
    const v = viewerOf(req);
    const [saldo, gasto] = await Promise.all([balanceOf(ctx.db, v.officeId), spentOf(ctx.db, v.officeId)]);
    return {
      saldo,
      gasto,
      custos: { ncm: ctx.env.CUSTO_NCM, pisCofins: ctx.env.CUSTO_PIS_COFINS, escrituracao: ctx.env.CUSTO_ESCRITURACAO, reforma: ctx.env.CUSTO_REFORMA },
    };
  });

  app.get('/api/credits/ledger', { config: { apiToken: true } }, async (req) => {
    const v = viewerOf(req);
    const p = pageParams(pageQuery.parse(req.query));
    // The titular sees every entry of the office; other members see the balance and their own entries.
    const memberId = v.officeRole === 'titular' ? undefined : v.id;
    const [rows, total] = await Promise.all([
      ledgerPage(ctx.db, v.officeId, { limit: p.porPagina, offset: p.offset, ...(memberId ? { memberId } : {}) }),
      ledgerCount(ctx.db, v.officeId, memberId),
    ]);
    return { itens: rows.map(ledgerJson), pagina: p.pagina, porPagina: p.porPagina, total, totalPaginas: Math.max(1, Math.ceil(total / p.porPagina)) };
  });

  app.get('/api/credits/pacotes', async () =>
    (await getCreditPackages(ctx.db)).map((p) => ({ id: p.id, creditos: p.credits, precoCentavos: p.priceCents })),
  );

  app.get('/api/credits/pedidos', async (req) => {
    const v = viewerOf(req);
    return (await listOfficeRequests(ctx.db, v.officeId)).map(purchaseJson);
  });

  app.post('/api/credits/pedidos', async (req, reply) => {
    const v = viewerOf(req);
    // Buying is the office's decision: only the titular asks for credits.
    requireOfficeRole(v, 'titular');
    const body = newRequest.parse(req.body ?? {});
    const row = await createPurchaseRequest(ctx.db, { userId: v.id, officeId: v.officeId }, body.pacoteId, body.observacao ?? null);
    // The request is saved either way; a mail failure only costs the admins the heads-up.
    await notifyAdmins(ctx, v.email, row.credits).catch((err: unknown) => ctx.log.warn({ err }, 'aviso de pedido de créditos não enviado'));
    return reply.status(201).send(purchaseJson(row));
  });

  app.post('/api/credits/pedidos/:id/cancelar', async (req) => {
    const v = viewerOf(req);
    const { id } = idParam.parse(req.params);
    requireOfficeRole(v, 'titular');
    return purchaseJson(await cancelRequest(ctx.db, { userId: v.id, officeId: v.officeId }, id));
  });

  registerAdminPurchaseRoutes(app, ctx);
}

/** Admins learn about a new request by e-mail (or the outbox when SMTP is not configured). */
async function notifyAdmins(ctx: AppContext, requester: string, credits: number): Promise<void> {
  const admins = await ctx.db.select({ email: user.email }).from(user).where(eq(user.role, 'admin'));
  const url = `${ctx.env.APP_URL}/admin`;
  for (const a of admins) {
    await ctx.mailer.send({
      to: a.email,
      subject: `Apura — novo pedido de ${credits} créditos`,
      text: `${requester} pediu ${credits} créditos. Combine o pagamento com o cliente e aprove ou recuse o pedido no painel administrativo: ${url}`,
      html: emailHtml('Novo pedido de créditos', [`${requester} pediu ${credits} créditos.`, 'Combine o pagamento com o cliente e aprove ou recuse o pedido no painel administrativo.'], { label: 'Abrir painel', url }),
    });
  }
}
