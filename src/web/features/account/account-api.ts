import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';
import { queryKeys } from '../../lib/queries';

// Server contract: src/server/account/*-routes.ts and src/server/activity/*.

export type Activity = {
  id: string;
  tipo: string;
  titulo: string;
  descricao: string;
  status: 'concluido' | 'erro' | 'processando' | 'info';
  creditos: number | null;
  data: string;
  /** The result page of a check, when the item is one. */
  link?: string | null;
};
export type Stat = { valor: number; anterior: number | null; tendencia: number | null };
export type Dashboard = {
  mes: string;
  mesAnterior: string;
  consultas: Stat;
  creditos: Stat;
  acessos: Stat & { ultimo: string | null };
  alertasResolvidos: Stat;
  atividades: Activity[];
};
export type ApiToken = { id: string; nome: string; prefixo: string; criadoEm: string; ultimoUso: string | null };

export const accountKeys = {
  dashboard: ['dashboard'] as const,
  tokens: ['tokens'] as const,
  activities: (page: number) => ['activities', page] as const,
};

export function useDashboard() {
  return useQuery({ queryKey: accountKeys.dashboard, queryFn: () => apiFetch<Dashboard>('/api/dashboard') });
}

export function useActivities(page: number) {
  return useQuery({
    queryKey: accountKeys.activities(page),
    queryFn: () => apiFetch<{ itens: Activity[]; total: number; totalPaginas: number }>(`/api/activities?pagina=${page}`),
    placeholderData: keepPreviousData,
  });
}

export function useUpdateProfile() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: { name: string; phone: string; company: string }) =>
      apiFetch<{ name: string; phone: string; company: string }>('/api/profile', { method: 'PATCH', json: input }),
    onSuccess: () => qc.invalidateQueries({ queryKey: queryKeys.me }),
  });
}

export function useUploadAvatar() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('foto', file);
      return apiFetch<{ image: string }>('/api/profile/avatar', { method: 'POST', body: form });
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: queryKeys.me }),
  });
}

export function useUpdatePreferences() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: { notifyOnCheck: boolean }) => apiFetch<{ notifyOnCheck: boolean }>('/api/profile/preferences', { method: 'PATCH', json: input }),
    onSuccess: () => qc.invalidateQueries({ queryKey: queryKeys.me }),
  });
}

export function useApiTokens() {
  return useQuery({ queryKey: accountKeys.tokens, queryFn: () => apiFetch<ApiToken[]>('/api/tokens') });
}

export function useCreateApiToken() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (nome: string) => apiFetch<ApiToken & { token: string }>('/api/tokens', { method: 'POST', json: { nome } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: accountKeys.tokens }),
  });
}

export function useRevokeApiToken() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<{ ok: true }>(`/api/tokens/${id}`, { method: 'DELETE' }),
    onSuccess: () => qc.invalidateQueries({ queryKey: accountKeys.tokens }),
  });
}

export function useDeleteAccount() {
  return useMutation({
    mutationFn: (input: { password?: string; email?: string }) => apiFetch<{ ok: true }>('/api/account/delete', { method: 'POST', json: input }),
  });
}
