import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';

/** One answer of the office to an NCM finding (server: src/server/checks/ncm/office-decisions.ts). */
export type NcmDecision = {
  id: string;
  decisao: 'correto' | 'aceito' | 'informado';
  rotulo: string;
  descricao: string;
  ncm: string | null;
  codigo: string | null;
  tarefa: string | null;
  linha: number | null;
  achado: string | null;
  decididoPor: string;
  decididoEm: string;
};

export type NcmDecisionInput = { linha: number; achado: string; decisao: NcmDecision['decisao']; ncm?: string };
export type CataloguePage = { total: number; pagina: number; tamanho: number; paginas: number; itens: NcmDecision[] };

const keys = {
  ofCheck: (taskId: string) => ['ncm', 'decisoes', taskId] as const,
  catalogue: (page: number) => ['ncm', 'catalogo', page] as const,
};

/** The decisions taken on one check's findings (one request for the whole table). */
export function useCheckDecisions(taskId: string) {
  return useQuery({
    queryKey: keys.ofCheck(taskId),
    queryFn: () => apiFetch<{ itens: NcmDecision[] }>(`/api/ncm/tarefas/${encodeURIComponent(taskId)}/decisoes`),
    staleTime: 30_000,
  });
}

export function useDecide(taskId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: NcmDecisionInput) => apiFetch<NcmDecision>(`/api/ncm/tarefas/${encodeURIComponent(taskId)}/decisoes`, { method: 'POST', json: input }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['ncm'] }),
  });
}

export function useUndoDecision() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<void>(`/api/ncm/decisoes/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['ncm'] }),
  });
}

export function useOfficeCatalogue(page: number) {
  return useQuery({
    queryKey: keys.catalogue(page),
    queryFn: () => apiFetch<CataloguePage>(`/api/ncm/catalogo?pagina=${page}&tamanho=25`),
    placeholderData: keepPreviousData,
  });
}

export type ImportResult = { importadas: number; recusadas: number; erros: string[] };

/** Imports a catalogue file (.csv/.xlsx, the format "Baixar" gives) into the viewer's office. */
export function useImportCatalogue() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('arquivo', file, file.name);
      return apiFetch<ImportResult>('/api/ncm/catalogo/importar', { method: 'POST', body });
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: ['ncm'] }),
  });
}
