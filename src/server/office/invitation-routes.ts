import { eq } from 'drizzle-orm';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { recordAudit } from '../audit/record-audit';
import type { AppContext } from '../context';
import { invitation, organization, user } from '../db/schema';
import { notFound } from '../http/errors';
import { viewerOf } from '../http/route-auth';
import { isOfficeRole, PERSONAL } from './office-roles';
import { withPtBrErrors } from './plugin-errors';

const idParam = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{8,100}$/, 'Convite inválido.') });

const STATUS = { pending: 'pendente', accepted: 'aceito', rejected: 'recusado', canceled: 'cancelado' } as const;

/** The invitee's side: what the e-mailed link shows, and accepting it. */
export function registerInvitationRoutes(app: FastifyInstance, ctx: AppContext): void {
  // Public: the link is opened before signing in (a new person creates the account first). The id is a
  // long random secret known only to the invited mailbox; the answer shows what the e-mail already said.
  app.get('/api/convites/:id', { config: { auth: 'public' } }, async (req) => {
    const parsed = idParam.safeParse(req.params);
    if (!parsed.success) throw notFound('Convite não encontrado.');
    const [row] = await ctx.db
      .select({ inv: invitation, officeName: organization.name, inviterName: user.name })
      .from(invitation)
      .innerJoin(organization, eq(organization.id, invitation.organizationId))
      .leftJoin(user, eq(user.id, invitation.inviterId))
      .where(eq(invitation.id, parsed.data.id));
    if (!row) throw notFound('Convite não encontrado.');
    const i = row.inv;
    const expired = i.status === 'pending' && i.expiresAt.getTime() < Date.now();
    return {
      id: i.id,
      escritorio: row.officeName,
      convidadoPor: row.inviterName ?? '',
      email: i.email,
      papel: isOfficeRole(i.role) ? i.role : 'leitura',
      status: expired ? 'expirado' : (STATUS[i.status as keyof typeof STATUS] ?? 'cancelado'),
      expiraEm: i.expiresAt.toISOString(),
    };
  });

  app.post('/api/convites/:id/aceitar', { config: PERSONAL }, async (req) => {
    const v = viewerOf(req);
    const { id } = idParam.parse(req.params);
    const res = await withPtBrErrors(() => ctx.auth.api.acceptInvitation({ headers: fromNodeHeaders(req.headers), body: { invitationId: id } }));
    await recordAudit(ctx.db, { userId: v.id, action: 'escritorio_convite_aceito', module: 'escritorio', details: `Entrou no escritório ${res?.invitation.organizationId ?? ''}`, ip: req.ip });
    return { ok: true };
  });
}
