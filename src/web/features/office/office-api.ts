import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';
import { queryKeys, type OfficeRole } from '../../lib/queries';

// Server contract: src/server/office/office-routes.ts, office-view.ts, invitation-routes.ts.

export type OfficeMember = { id: string; usuarioId: string; nome: string; email: string; papel: OfficeRole; desde: string; voce: boolean };
export type PendingInvitation = { id: string; email: string; papel: OfficeRole; expiraEm: string; criadoEm: string };
export type Office = {
  id: string;
  nome: string;
  cnpj: string | null;
  cnpjFormatado: string | null;
  logo: string | null;
  papel: OfficeRole;
  membros: OfficeMember[];
  convites: PendingInvitation[];
};
export type OfficeLedgerItem = {
  id: string;
  data: string;
  descricao: string;
  creditos: number;
  tipo: 'concessao' | 'debito' | 'estorno' | 'compra';
  membro: { id: string; nome: string; email: string | null };
};
export type OfficeLedgerPage = { itens: OfficeLedgerItem[]; pagina: number; porPagina: number; total: number; totalPaginas: number };
export type InvitationView = {
  id: string;
  escritorio: string;
  convidadoPor: string;
  email: string;
  papel: OfficeRole;
  status: 'pendente' | 'aceito' | 'recusado' | 'cancelado' | 'expirado';
  expiraEm: string;
};

export const ROLE_LABEL: Record<OfficeRole, string> = { titular: 'Titular', contador: 'Contador', leitura: 'Leitura' };
export const ROLE_HINT: Record<OfficeRole, string> = {
  titular: 'Gerencia a equipe, os convites, os créditos e os dados do escritório.',
  contador: 'Faz conferências e gasta créditos do escritório.',
  leitura: 'Vê os resultados do escritório, sem iniciar conferências nem gastar créditos.',
};

export const officeKeys = {
  all: ['office'] as const,
  office: ['office', 'detail'] as const,
  ledger: (page: number, membro: string) => ['office', 'ledger', page, membro] as const,
  invitation: (id: string) => ['office', 'invitation', id] as const,
};

export function useOffice() {
  return useQuery({ queryKey: officeKeys.office, queryFn: () => apiFetch<Office>('/api/escritorio') });
}

export function useOfficeLedger(page: number, membro: string, enabled: boolean) {
  const q = new URLSearchParams({ pagina: String(page), porPagina: '20' });
  if (membro) q.set('membro', membro);
  return useQuery({
    queryKey: officeKeys.ledger(page, membro),
    queryFn: () => apiFetch<OfficeLedgerPage>(`/api/escritorio/extrato?${q.toString()}`),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** Any office change may change the shell (name, balance, role): /api/me is refetched too. */
function useOfficeMutation<I, O>(fn: (input: I) => Promise<O>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => Promise.all([qc.invalidateQueries({ queryKey: officeKeys.all }), qc.invalidateQueries({ queryKey: queryKeys.me })]),
  });
}

export const useUpdateOffice = () => useOfficeMutation((b: { nome: string; cnpj: string | null }) => apiFetch<Office>('/api/escritorio', { method: 'PATCH', json: b }));
export const useInvite = () => useOfficeMutation((b: { email: string; papel: 'contador' | 'leitura' }) => apiFetch('/api/escritorio/convites', { method: 'POST', json: b }));
export const useCancelInvite = () => useOfficeMutation((id: string) => apiFetch(`/api/escritorio/convites/${encodeURIComponent(id)}`, { method: 'DELETE' }));
export const useChangeRole = () =>
  useOfficeMutation((b: { id: string; papel: 'contador' | 'leitura' }) => apiFetch<Office>(`/api/escritorio/membros/${encodeURIComponent(b.id)}`, { method: 'PATCH', json: { papel: b.papel } }));
export const useRemoveMember = () => useOfficeMutation((id: string) => apiFetch<Office>(`/api/escritorio/membros/${encodeURIComponent(id)}`, { method: 'DELETE' }));
export const useLeaveOffice = () => useOfficeMutation(() => apiFetch('/api/escritorio/sair', { method: 'POST', json: {} }));
export const useUploadLogo = () =>
  useOfficeMutation((file: File) => {
    const fd = new FormData();
    fd.append('logo', file);
    return apiFetch<{ logo: string }>('/api/escritorio/logo', { method: 'POST', body: fd });
  });
export const useDeleteLogo = () => useOfficeMutation(() => apiFetch('/api/escritorio/logo', { method: 'DELETE' }));

export function useInvitation(id: string) {
  return useQuery({ queryKey: officeKeys.invitation(id), queryFn: () => apiFetch<InvitationView>(`/api/convites/${encodeURIComponent(id)}`), retry: false });
}

export const useAcceptInvitation = () => useOfficeMutation((id: string) => apiFetch(`/api/convites/${encodeURIComponent(id)}/aceitar`, { method: 'POST', json: {} }));
