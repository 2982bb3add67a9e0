import { z } from 'zod';
import type { AppContext } from '../context';
import type { CheckRow } from './check-kind';

export const findingsQuerySchema = z.object({
  pagina: z.coerce.number().int().min(1).default(1),
  tamanho: z.coerce.number().int().min(1).max(200).default(25),
  tipo: z.string().max(20).optional(),
  codigo: z.string().max(40).optional(),
  registro: z.string().max(10).optional(),
  busca: z.string().max(100).optional(),
});
export type FindingsQuery = z.infer<typeof findingsQuerySchema>;

interface AnyFinding {
  type?: string;
  code?: string;
  register?: string;
  [k: string]: unknown;
}

/** Recently read results, so paging through a large result does not re-read the file each time. */
const cache = new Map<string, { at: number; issues: AnyFinding[] }>();
const TTL_MS = 60_000;

async function loadIssues(ctx: AppContext, row: CheckRow): Promise<AnyFinding[]> {
  const hit = cache.get(row.id);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.issues;
  if (!row.resultKey) return [];
  const parsed = JSON.parse((await ctx.storage.get(row.resultKey)).toString('utf8')) as { issues?: AnyFinding[] };
  const issues = Array.isArray(parsed.issues) ? parsed.issues : [];
  cache.set(row.id, { at: Date.now(), issues });
  if (cache.size > 20) cache.delete(cache.keys().next().value as string);
  return issues;
}

const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** One page of a check's findings, filtered by type, code, register or free text; with counts per code for the filters. */
export async function findingsPage(ctx: AppContext, row: CheckRow, q: FindingsQuery) {
  const all = await loadIssues(ctx, row);
  const needle = q.busca ? fold(q.busca) : null;
  const filtered = all.filter(
    (f) =>
      (!q.tipo || f.type === q.tipo) &&
      (!q.codigo || f.code === q.codigo) &&
      (!q.registro || f.register === q.registro) &&
      (!needle || fold(JSON.stringify(f)).includes(needle)),
  );
  const porCodigo: Record<string, number> = {};
  for (const f of all) if (f.code) porCodigo[f.code] = (porCodigo[f.code] ?? 0) + 1;
  const start = (q.pagina - 1) * q.tamanho;
  return {
    total: filtered.length,
    pagina: q.pagina,
    tamanho: q.tamanho,
    paginas: Math.max(1, Math.ceil(filtered.length / q.tamanho)),
    porCodigo,
    itens: filtered.slice(start, start + q.tamanho),
  };
}
