import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { viewerOf } from '../../http/route-auth';
import { applyCorrection, listCorrections, ownedOmieCheck } from './ncm-writeback';

const correctionSchema = z.object({
  linha: z.number({ error: 'Informe a linha do produto.' }).int().min(2, 'Linha inválida.'),
  ncm: z.string({ error: 'Informe o NCM.' }).trim().min(8, 'O NCM deve ter 8 dígitos.').max(12, 'O NCM deve ter 8 dígitos.'),
  confirmado: z.literal(true, { error: 'Confirme a correção antes de gravá-la no ERP.' }),
});

export function registerNcmWritebackRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: { id: string } }>('/api/analista-pro/ncm/:id/correcoes', async (req) => {
    const row = await ownedOmieCheck(ctx, viewerOf(req).id, req.params.id);
    return { empresa_id: row.params.empresaId ?? null, correcoes: await listCorrections(ctx, row) };
  });

  /** One correction the user confirmed, written back to Omie (AlterarProduto) and audited with before/after. */
  app.post<{ Params: { id: string } }>('/api/analista-pro/ncm/:id/correcoes', async (req) => {
    const body = correctionSchema.parse(req.body);
    const correcao = await applyCorrection(ctx, viewerOf(req).id, req.params.id, body.linha, body.ncm, req.ip);
    return { ok: true, mensagem: `NCM alterado no Omie: ${correcao.ncm_anterior ?? '(vazio)'} → ${correcao.ncm_novo}.`, correcao };
  });
}
