import { z } from 'zod';
import type { AppContext } from '../context';
import type { CheckRow } from './check-kind';
import { loadKeyedFindings } from '../conferencias/keyed-findings';
import { resolutionView, resolutionsOfCheck } from '../conferencias/finding-resolutions';

export const findingsQuerySchema = z.object({
  pagina: z.coerce.number().int().min(1).default(1),
  tamanho: z.coerce.number().int().min(1).max(200).default(25),
  tipo: z.string().max(20).optional(),
  codigo: z.string().max(40).optional(),
  registro: z.string().max(10).optional(),
  busca: z.string().max(100).optional(),
  /** Findings the office marked (resolvido, não se aplica, aceito) or not. */
  situacao: z.enum(['abertos', 'resolvidos', 'todos'], { error: 'Situação inválida: use abertos, resolvidos ou todos.' }).default('todos'),
});
export type FindingsQuery = z.infer<typeof findingsQuerySchema>;

const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * One page of a check's findings, filtered by type, code, register, free text or the office's marks; with
 * counts per code for the filters. Each item carries its stable key (`chaveAchado`) and its mark (`resolucao`).
 */
export async function findingsPage(ctx: AppContext, row: CheckRow, q: FindingsQuery) {
  const { issues: all, keys } = await loadKeyedFindings(ctx, row);
  const marks = await resolutionsOfCheck(ctx.db, row.officeId, row.id);
  const needle = q.busca ? fold(q.busca) : null;
  const filtered: number[] = [];
  all.forEach((f, i) => {
    const marked = marks.has(keys[i]!);
    if (
      (!q.tipo || f.type === q.tipo) &&
      (!q.codigo || f.code === q.codigo) &&
      (!q.registro || f.register === q.registro) &&
      (q.situacao === 'todos' || (q.situacao === 'resolvidos') === marked) &&
      (!needle || fold(JSON.stringify(f)).includes(needle))
    )
      filtered.push(i);
  });
  const porCodigo: Record<string, number> = {};
  for (const f of all) if (f.code) porCodigo[f.code] = (porCodigo[f.code] ?? 0) + 1;
  const start = (q.pagina - 1) * q.tamanho;
  const page = filtered.slice(start, start + q.tamanho).map((i) => {
    const mark = marks.get(keys[i]!);
    return { ...all[i]!, chaveAchado: keys[i]!, resolucao: mark ? resolutionView(mark) : null };
  });
  return {
    total: filtered.length,
    pagina: q.pagina,
    tamanho: q.tamanho,
    paginas: Math.max(1, Math.ceil(filtered.length / q.tamanho)),
    porCodigo,
    resolvidos: marks.size,
    itens: page,
  };
}
