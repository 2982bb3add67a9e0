import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';
import type { NcmTablesStatus } from './ncm-types';

/** Whether the server has the reference tables loaded (start is disabled otherwise); re-asked while loading. */
export function useNcmTables() {
  return useQuery({
    queryKey: ['checks', 'ncm', 'tabelas'],
    queryFn: () => apiFetch<NcmTablesStatus>('/api/ncm/tabelas'),
    refetchInterval: (q) => (q.state.data && q.state.data.status !== 'ok' ? 5000 : false),
  });
}
