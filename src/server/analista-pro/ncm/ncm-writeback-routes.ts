import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { viewerOf } from '../../http/route-auth';
import { runView, startRun } from '../runs/run-service';
import { checkCorrection, listCorrections, ownedOmieCheck } from './ncm-writeback';
import { actorOf } from '../../office/actor';

const correctionSchema = z.object({
  linha: z.number({ error: 'Informe a linha do produto.' }).int().min(2, 'Linha inválida.'),
  ncm: z.string({ error: 'Informe o NCM.' }).trim().min(8, 'O NCM deve ter 8 dígitos.').max(12, 'O NCM deve ter 8 dígitos.'),
  confirmado: z.literal(true, { error: 'Confirme a correção antes de gravá-la no ERP.' }),
});

export function registerNcmWritebackRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: { id: string } }>('/api/analista-pro/ncm/:id/correcoes', async (req) => {
    const row = await ownedOmieCheck(ctx, viewerOf(req).officeId, req.params.id);
    return { empresa_id: row.params.empresaId ?? null, correcoes: await listCorrections(ctx, row) };
  });

  /**
   * One correction the user confirmed: refused at once when it cannot be written (not in force, unknown
   * product, credential gone), otherwise started as a 'corrigir-ncm' run that writes it back to Omie
   * (AlterarProduto, audited with before/after). 202 with the run to follow (SSE …/execucoes/:id/eventos).
   */
  app.post<{ Params: { id: string } }>('/api/analista-pro/ncm/:id/correcoes', async (req, reply) => {
    const v = viewerOf(req);
    const body = correctionSchema.parse(req.body);
    const c = await checkCorrection(ctx, v.officeId, req.params.id, body.linha, body.ncm);
    const run = await startRun(ctx, actorOf(v), {
      action: 'corrigir-ncm',
      system: 'omie',
      companyId: typeof c.row.params.empresaId === 'string' ? c.row.params.empresaId : null,
      params: { checkId: c.row.id, linha: c.linha, ncm: c.ncm, ip: req.ip ?? null },
      sameWhen: ['checkId', 'linha'],
    });
    return reply.status(202).send({ ok: true, mensagem: `Gravando o NCM ${c.ncm} no Omie...`, execucao: runView(run) });
  });
}
