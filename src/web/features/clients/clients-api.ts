import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';

export type ClientRegime = 'simples' | 'lucro-presumido' | 'lucro-real' | 'mei';

export const REGIME_LABEL: Record<ClientRegime, string> = {
  simples: 'Simples Nacional',
  'lucro-presumido': 'Lucro Presumido',
  'lucro-real': 'Lucro Real',
  mei: 'MEI',
};

export const UFS = ['AC', 'AL', 'AP', 'AM', 'BA', 'CE', 'DF', 'ES', 'GO', 'MA', 'MT', 'MS', 'MG', 'PA', 'PB', 'PR', 'PE', 'PI', 'RJ', 'RN', 'RS', 'RO', 'RR', 'SC', 'SP', 'SE', 'TO'];

/** GET /api/clientes items (src/server/clients/client-service.ts clientView). */
export type Client = {
  id: string;
  cnpj: string;
  cnpj_formatado: string;
  razao_social: string;
  regime: ClientRegime | null;
  uf: string | null;
  responsavel_id: string | null;
  origem: string;
  criado_em: string;
  atualizado_em: string;
};

export type ClientInput = { cnpj: string; razao_social: string; regime: ClientRegime | null; uf: string | null; responsavel_id: string | null };

export const clientKeys = { all: ['clientes'] as const, list: (busca: string) => ['clientes', 'lista', busca] as const, one: (id: string) => ['clientes', 'um', id] as const };

export function useClients(busca = '') {
  return useQuery({
    queryKey: clientKeys.list(busca),
    queryFn: () => apiFetch<{ clientes: Client[] }>(`/api/clientes${busca ? `?busca=${encodeURIComponent(busca)}` : ''}`).then((r) => r.clientes),
  });
}

export function useMembers() {
  return useQuery({ queryKey: ['clientes', 'membros'], queryFn: () => apiFetch<{ membros: { id: string; nome: string }[] }>('/api/clientes/membros').then((r) => r.membros) });
}

export function useInvalidateClients() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: clientKeys.all });
}

export type HistoryCheck = {
  task_id: string;
  modulo: 'ncm' | 'pis-cofins' | 'escrituracao' | 'reforma';
  status: 'aguardando' | 'processando' | 'concluido' | 'erro';
  arquivo: string;
  criado_em: string;
  erro: string | null;
  achados: number;
  recuperar: number;
  risco: number;
  vigente: boolean;
};

export type ClientPage = {
  cliente: Client;
  competencias: { competencia: string | null; verificacoes: HistoryCheck[]; achados: number; recuperar: number; risco: number }[];
  totais: { verificacoes: number; achados_abertos: number; recuperar: number; risco: number };
};

export function useClientPage(id: string) {
  return useQuery({ queryKey: clientKeys.one(id), queryFn: () => apiFetch<ClientPage>(`/api/clientes/${id}`) });
}

/** One row of an import preview (src/server/clients/import-preview.ts). */
export type PreviewRow = {
  origem: string;
  cnpj: string;
  cnpj_formatado: string;
  razao_social: string;
  regime: ClientRegime | null;
  uf: string | null;
  situacao: 'novo' | 'existente' | 'erro';
  erros: string[];
};
