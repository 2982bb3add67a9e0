import { z } from 'zod';
import { AppError } from '../../../http/errors';
import { checkCorrection, writeCorrection } from '../../ncm/ncm-writeback';
import type { RunAction } from '../run-types';

const params = z.object({ checkId: z.string(), linha: z.number().int(), ncm: z.string(), ip: z.string().nullable().default(null) });

/**
 * 'Corrigir NCM no Omie': one correction the user confirmed on the NCM page (POST …/ncm/:id/correcoes),
 * written back as a run so Omie's rate limits and retries never hold an HTTP request, and the page can
 * follow each step in the run's log.
 */
export const corrigirNcm: RunAction = async ({ ctx, run, log, signal }) => {
  const p = params.safeParse(run.params);
  if (!p.success) throw new AppError(400, 'PARAMETROS_INVALIDOS', 'Correção sem os dados do produto: refaça-a pela página de achados.');
  const checked = await checkCorrection(ctx, run.officeId, p.data.checkId, p.data.linha, p.data.ncm);
  const c = await writeCorrection(ctx, run.userId, checked, { ip: p.data.ip, log: (m) => log(m), signal });
  const resumo = `NCM alterado no Omie: ${c.ncm_anterior ?? '(vazio)'} → ${c.ncm_novo}.`;
  await log(resumo);
  return { resumo, checkId: p.data.checkId, correcao: c };
};
