import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';
import { queryKeys } from '../../lib/queries';

// Server contract: src/server/credits/credits-routes.ts and credit-json.ts.

export type CreditsSummary = { saldo: number; gasto: number; custos: { ncm: number; pisCofins: number; escrituracao: number; reforma: number } };
export type LedgerItem = { id: string; data: string; descricao: string; creditos: number; tipo: 'concessao' | 'debito' | 'estorno' | 'compra' };
export type Page<T> = { itens: T[]; pagina: number; porPagina: number; total: number; totalPaginas: number };
export type CreditPackage = { id: string; creditos: number; precoCentavos: number };
export type PurchaseRequest = {
  id: string;
  pacoteId: string;
  creditos: number;
  precoCentavos: number;
  status: 'pendente' | 'aprovado' | 'rejeitado' | 'cancelado';
  observacao: string | null;
  criadoEm: string;
  decididoEm: string | null;
};

export const creditKeys = {
  all: ['credits'] as const,
  summary: ['credits', 'summary'] as const,
  ledger: (page: number) => ['credits', 'ledger', page] as const,
  packages: ['credits', 'packages'] as const,
  requests: ['credits', 'requests'] as const,
};

export function useCreditsSummary() {
  return useQuery({ queryKey: creditKeys.summary, queryFn: () => apiFetch<CreditsSummary>('/api/credits') });
}

export function useLedger(page: number, perPage = 20) {
  return useQuery({
    queryKey: creditKeys.ledger(page),
    queryFn: () => apiFetch<Page<LedgerItem>>(`/api/credits/ledger?pagina=${page}&porPagina=${perPage}`),
    placeholderData: keepPreviousData,
  });
}

export function usePackages(enabled: boolean) {
  return useQuery({ queryKey: creditKeys.packages, queryFn: () => apiFetch<CreditPackage[]>('/api/credits/pacotes'), staleTime: 5 * 60_000, enabled });
}

export function usePurchaseRequests(enabled: boolean) {
  return useQuery({ queryKey: creditKeys.requests, queryFn: () => apiFetch<PurchaseRequest[]>('/api/credits/pedidos'), enabled });
}

/** After any credit change the sidebar balance (/api/me) and every credits view are refetched. */
function useInvalidateCredits() {
  const qc = useQueryClient();
  return () => Promise.all([qc.invalidateQueries({ queryKey: creditKeys.all }), qc.invalidateQueries({ queryKey: queryKeys.me })]);
}

export function useCreatePurchaseRequest() {
  const invalidate = useInvalidateCredits();
  return useMutation({
    mutationFn: (input: { pacoteId: string; observacao?: string }) => apiFetch<PurchaseRequest>('/api/credits/pedidos', { method: 'POST', json: input }),
    onSuccess: invalidate,
  });
}

export function useCancelPurchaseRequest() {
  const invalidate = useInvalidateCredits();
  return useMutation({
    mutationFn: (id: string) => apiFetch<PurchaseRequest>(`/api/credits/pedidos/${id}/cancelar`, { method: 'POST' }),
    onSuccess: invalidate,
  });
}

export const requestStatusLabel: Record<PurchaseRequest['status'], string> = {
  pendente: 'Aguardando aprovação',
  aprovado: 'Aprovado',
  rejeitado: 'Recusado',
  cancelado: 'Cancelado',
};
