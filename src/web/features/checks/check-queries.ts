import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';
import { queryKeys } from '../../lib/queries';
import type { CheckConfig, CheckStatus, CheckTask, FindingsFilter, FindingsPage } from './check-types';

export const checkKeys = {
  recent: (base: string) => ['checks', base, 'recent'] as const,
  task: (base: string, id: string) => ['checks', base, 'task', id] as const,
  findings: (base: string, id: string, page: number, size: number, filter: FindingsFilter) =>
    ['checks', base, 'findings', id, page, size, filter] as const,
};

/** Same endpoint and cache entry as lib/queries usePublicConfig; typed here with the costs and limits we read. */
export function useCheckConfig() {
  return useQuery({
    queryKey: queryKeys.config,
    queryFn: () => apiFetch<CheckConfig>('/api/public/config'),
    staleTime: 5 * 60_000,
  });
}

export function useRecentTasks(base: string) {
  return useQuery({ queryKey: checkKeys.recent(base), queryFn: () => apiFetch<CheckStatus[]>(`${base}/tarefas`) });
}

export function fetchTask<R>(base: string, id: string): Promise<CheckTask<R>> {
  return apiFetch<CheckTask<R>>(`${base}/tarefas/${encodeURIComponent(id)}`);
}

/** A finished task's result without its long lists (findings and reconciliation rows are paged apart). */
export function useTaskResult<R>(base: string, id: string | null, enabled: boolean) {
  return useQuery({
    queryKey: checkKeys.task(base, id ?? ''),
    queryFn: () => apiFetch<CheckTask<R>>(`${base}/tarefas/${encodeURIComponent(id!)}?resumo=1`),
    enabled: Boolean(id) && enabled,
    staleTime: Infinity,
  });
}

function findingsUrl(base: string, id: string, page: number, size: number, filter: FindingsFilter): string {
  const q = new URLSearchParams({ pagina: String(page), tamanho: String(size) });
  for (const [k, v] of Object.entries(filter)) if (v) q.set(k, v);
  return `${base}/tarefas/${encodeURIComponent(id)}/achados?${q}`;
}

/** One server-side page of findings (results can hold 100k findings: never load them all). */
export function useFindings<F>(base: string, id: string | null, page: number, size: number, filter: FindingsFilter) {
  return useQuery({
    queryKey: checkKeys.findings(base, id ?? '', page, size, filter),
    queryFn: () => apiFetch<FindingsPage<F>>(findingsUrl(base, id!, page, size, filter)),
    enabled: Boolean(id),
    placeholderData: keepPreviousData,
    staleTime: Infinity,
  });
}

/**
 * After a check starts or ends: the balance (sidebar, credit box), the credit history, the dashboard
 * and the recent list change. Keys of other features are named literally because features do not
 * import each other.
 */
export function useRefreshAfterCheck(base: string) {
  const qc = useQueryClient();
  return () => {
    void qc.invalidateQueries({ queryKey: queryKeys.me });
    void qc.invalidateQueries({ queryKey: ['credits'] });
    void qc.invalidateQueries({ queryKey: ['dashboard'] });
    void qc.invalidateQueries({ queryKey: ['activities'] });
    void qc.invalidateQueries({ queryKey: checkKeys.recent(base) });
  };
}
