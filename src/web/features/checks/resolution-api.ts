import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';

/** The office's mark on one finding (server: src/server/conferencias/finding-resolutions.ts). */
export type FindingResolution = {
  id: string;
  chave: string;
  situacao: 'resolvido' | 'nao-se-aplica' | 'aceito';
  rotulo: string;
  nota: string | null;
  por: string;
  em: string;
};

/** What every findings page item carries besides the kind's own fields. */
export type Marked = { chaveAchado?: string; resolucao?: FindingResolution | null };

export type MarkInput = { chave: string; situacao: FindingResolution['situacao']; nota?: string };

/** Findings pages, the dashboard's 'Alertas Resolvidos', the comparison and the NCM catalogue all change with a mark. */
function useRefreshAfterMark() {
  const qc = useQueryClient();
  return () => {
    void qc.invalidateQueries({ queryKey: ['checks'] });
    void qc.invalidateQueries({ queryKey: ['conferencias'] });
    void qc.invalidateQueries({ queryKey: ['dashboard'] });
    void qc.invalidateQueries({ queryKey: ['ncm'] });
  };
}

export function useMarkFinding(taskId: string) {
  const refresh = useRefreshAfterMark();
  return useMutation({
    mutationFn: (input: MarkInput) => apiFetch<FindingResolution>(`/api/conferencias/${encodeURIComponent(taskId)}/resolucoes`, { method: 'POST', json: input }),
    onSuccess: refresh,
  });
}

export function useUnmarkFinding(taskId: string) {
  const refresh = useRefreshAfterMark();
  return useMutation({
    mutationFn: (id: string) => apiFetch<void>(`/api/conferencias/${encodeURIComponent(taskId)}/resolucoes/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: refresh,
  });
}
