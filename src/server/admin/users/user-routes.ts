import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import { viewerOf } from '../../http/route-auth';
import { recordAudit } from '../../audit/record-audit';
import { formatDateBR, formatDateTimeBR, BR_TIMEZONE } from '../../../sheets/format';
import { pageQuery } from '../paging';
import { sendExport } from '../send-export';
import { grantCredits, grantCreditsSchema } from './grant-credits';
import { inviteUser, inviteUserSchema } from './invite-user';
import { renewInvite } from './renew-invite';
import { setUserBlocked } from './set-user-status';
import { updateUser, updateUserSchema } from './update-user';
import { allUsers, getUserRow, listUsers, type AdminUserStatus } from './users-query';

const filterSchema = z.object({
  busca: z.string().trim().max(200, 'Busca longa demais').optional(),
  status: z.enum(['ativo', 'bloqueado', 'expirado'], { error: 'Status inválido' }).optional(),
});
const idParams = z.object({ id: z.string().min(1).max(200) });

const STATUS_LABEL: Record<AdminUserStatus, string> = { ativo: 'Ativo', bloqueado: 'Bloqueado', expirado: 'Acesso expirado' };

export function registerAdminUserRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/admin/usuarios', async (req) => {
    const q = filterSchema.extend(pageQuery).parse(req.query);
    return listUsers(ctx.db, q);
  });

  app.get('/api/admin/usuarios/exportar', async (req, reply) => {
    const q = filterSchema.extend({ formato: z.enum(['xlsx', 'csv'], { error: 'Formato inválido: use xlsx ou csv' }).default('xlsx') }).parse(req.query);
    const actor = viewerOf(req);
    await recordAudit(ctx.db, { userId: actor.id, action: 'admin_usuarios_exportados', details: `Exportou a lista de usuários (${q.formato})`, after: { filtros: { busca: q.busca ?? null, status: q.status ?? null } } });
    async function* rows() {
      for await (const u of allUsers(ctx.db, q)) {
        yield {
          nome: u.name,
          email: u.email,
          empresa: u.company,
          perfil: u.role === 'admin' ? 'Administrador' : 'Usuário',
          status: STATUS_LABEL[u.status],
          creditos: u.credits,
          ultimoAcesso: u.lastLoginAt ? formatDateTimeBR(new Date(u.lastLoginAt)) : '',
          expiraEm: u.accessExpiresAt ? formatDateBR(new Date(u.accessExpiresAt), BR_TIMEZONE) : '',
          criadoEm: formatDateTimeBR(new Date(u.createdAt)),
        };
      }
    }
    return sendExport(reply, {
      format: q.formato,
      baseName: 'usuarios',
      sheetName: 'Usuários',
      columns: [
        { header: 'Nome', key: 'nome' },
        { header: 'E-mail', key: 'email' },
        { header: 'Empresa', key: 'empresa' },
        { header: 'Perfil', key: 'perfil' },
        { header: 'Status', key: 'status' },
        { header: 'Créditos', key: 'creditos' },
        { header: 'Último acesso', key: 'ultimoAcesso' },
        { header: 'Expira em', key: 'expiraEm' },
        { header: 'Criado em', key: 'criadoEm' },
      ],
      rows: rows(),
    });
  });

  app.get('/api/admin/usuarios/:id', async (req) => {
    const { id } = idParams.parse(req.params);
    const row = await getUserRow(ctx.db, id);
    if (!row) throw notFound('Usuário não encontrado.');
    return row;
  });

  app.post('/api/admin/usuarios', async (req, reply) => {
    const input = inviteUserSchema.parse(req.body);
    const { id, convite } = await inviteUser(ctx, viewerOf(req), input);
    // The link is a credential for the new account: it is answered only here, under /api/admin.
    return reply.status(201).send({ ...(await getUserRow(ctx.db, id)), convite });
  });

  app.post('/api/admin/usuarios/:id/convite', async (req) => {
    const { id } = idParams.parse(req.params);
    return { convite: await renewInvite(ctx, viewerOf(req), id) };
  });

  app.patch('/api/admin/usuarios/:id', async (req) => {
    const { id } = idParams.parse(req.params);
    await updateUser(ctx, viewerOf(req), id, updateUserSchema.parse(req.body));
    return getUserRow(ctx.db, id);
  });

  app.post('/api/admin/usuarios/:id/bloquear', async (req) => {
    const { id } = idParams.parse(req.params);
    await setUserBlocked(ctx, viewerOf(req), id, true);
    return getUserRow(ctx.db, id);
  });

  app.post('/api/admin/usuarios/:id/ativar', async (req) => {
    const { id } = idParams.parse(req.params);
    await setUserBlocked(ctx, viewerOf(req), id, false);
    return getUserRow(ctx.db, id);
  });

  app.post('/api/admin/usuarios/:id/creditos', async (req) => {
    const { id } = idParams.parse(req.params);
    const r = await grantCredits(ctx, viewerOf(req), id, grantCreditsSchema.parse(req.body));
    return { saldo: r.balance };
  });
}
