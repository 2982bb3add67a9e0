import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { viewerOf } from '../../http/route-auth';
import { recordAudit } from '../../audit/record-audit';
import { formatDateTimeBR } from '../../../sheets/format';
import { auditActionLabel, KNOWN_AUDIT_ACTIONS } from '../audit-actions';
import { pageQuery } from '../paging';
import { sendExport } from '../send-export';
import { allLogs, listLogs, logFacets } from './logs-query';

const day = z.iso.date({ error: 'Data inválida (use aaaa-mm-dd)' });
const filterSchema = z
  .object({
    usuario: z.string().trim().max(200, 'Filtro de usuário longo demais').optional(),
    acao: z.string().trim().max(80, 'Ação inválida').optional(),
    modulo: z.string().trim().max(80, 'Módulo inválido').optional(),
    de: day.optional(),
    ate: day.optional(),
  })
  .refine((f) => !f.de || !f.ate || f.de <= f.ate, { message: 'A data inicial deve ser anterior ou igual à final', path: ['de'] });

/**
 * The audit log is append-only: only GET routes exist here, on purpose. No route updates or
 * deletes entries (the guard test would list any that appeared).
 */
export function registerAdminLogRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/admin/logs', async (req) => {
    const q = z.intersection(filterSchema, z.object(pageQuery)).parse(req.query);
    return listLogs(ctx.db, q);
  });

  app.get('/api/admin/logs/filtros', async () => {
    const { acoes, modulos } = await logFacets(ctx.db);
    const codes = [...new Set([...KNOWN_AUDIT_ACTIONS, ...acoes])];
    return {
      acoes: codes.map((codigo) => ({ codigo, rotulo: auditActionLabel(codigo) })).sort((a, b) => a.rotulo.localeCompare(b.rotulo, 'pt-BR')),
      modulos: modulos.sort(),
    };
  });

  app.get('/api/admin/logs/exportar', async (req, reply) => {
    const q = z.intersection(filterSchema, z.object({ formato: z.enum(['xlsx', 'csv'], { error: 'Formato inválido: use xlsx ou csv' }).default('xlsx') })).parse(req.query);
    const actor = viewerOf(req);
    const { formato, ...filtros } = q;
    await recordAudit(ctx.db, { userId: actor.id, action: 'admin_logs_exportados', details: `Exportou os logs (${formato})`, after: { filtros } });
    async function* rows() {
      for await (const l of allLogs(ctx.db, filtros)) {
        yield {
          dataHora: formatDateTimeBR(new Date(l.createdAt)),
          usuario: l.userName ?? '',
          email: l.userEmail ?? '',
          acao: l.actionLabel,
          codigo: l.action,
          modulo: l.module ?? '',
          detalhes: l.details,
          antes: l.before == null ? '' : JSON.stringify(l.before),
          depois: l.after == null ? '' : JSON.stringify(l.after),
        };
      }
    }
    return sendExport(reply, {
      format: formato,
      baseName: 'logs',
      sheetName: 'Logs de atividade',
      columns: [
        { header: 'Data/Hora', key: 'dataHora' },
        { header: 'Usuário', key: 'usuario' },
        { header: 'E-mail', key: 'email' },
        { header: 'Ação', key: 'acao' },
        { header: 'Código da ação', key: 'codigo' },
        { header: 'Módulo', key: 'modulo' },
        { header: 'Detalhes', key: 'detalhes' },
        { header: 'Antes', key: 'antes', width: 40 },
        { header: 'Depois', key: 'depois', width: 40 },
      ],
      rows: rows(),
    });
  });
}
