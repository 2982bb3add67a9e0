import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';
import type { CheckStatus } from './check-types';
import type { FindingResolution } from './resolution-api';

export type ModuloId = 'ncm' | 'pis-cofins' | 'escrituracao' | 'reforma';

/** GET /api/conferencias item (server: src/server/conferencias/conferencias-list.ts). */
export type Conferencia = CheckStatus & {
  modulo: ModuloId;
  cliente: { id: string; razao_social: string; cnpj_formatado: string } | null;
  competencia: string | null;
  membro: { id: string | null; nome: string };
};
export type ConferenciasPage = { total: number; pagina: number; tamanho: number; paginas: number; itens: Conferencia[] };
export type ConferenciasFiltros = { clientes: { id: string; razao_social: string; cnpj_formatado: string }[]; membros: { id: string; nome: string }[]; competencias: string[] };
export type ConferenciasFilter = { cliente?: string; modulo?: string; competencia?: string; status?: string; membro?: string };

export type ComparisonGroup = 'novos' | 'persistentes' | 'resolvidos';
export type ComparisonItem = { chave: string; tipo: string | null; codigo: string | null; onde: string | null; texto: string; motivo: 'ausente' | 'marcado' | null; resolucao: FindingResolution | null };
export type Comparison = {
  anterior: { id: string; competencia: string | null; arquivo: string; criado_em: string } | null;
  motivo: string | null;
  contagem: Record<ComparisonGroup, number>;
  grupo: ComparisonGroup;
  pagina: number;
  paginas: number;
  total: number;
  itens: ComparisonItem[];
};

/** Where each module's page and API live (the page reopens a check with ?tarefa=). */
export const MODULO: Record<ModuloId, { label: string; page: string; base: string }> = {
  ncm: { label: 'NCM', page: '/dashboard/ncm', base: '/api/ncm' },
  'pis-cofins': { label: 'PIS/COFINS', page: '/dashboard/pis-cofins', base: '/api/pis-cofins' },
  escrituracao: { label: 'Escrituração', page: '/dashboard/escrituracao', base: '/api/escrituracao' },
  reforma: { label: 'Reforma Tributária', page: '/dashboard/reforma', base: '/api/reforma' },
};

/** '2026-03' → '03/2026'. */
export const competenciaBR = (c: string | null | undefined) => (c && /^\d{4}-\d{2}$/.test(c) ? `${c.slice(5)}/${c.slice(0, 4)}` : '—');

export function useConferencias(page: number, filter: ConferenciasFilter) {
  const q = new URLSearchParams({ pagina: String(page), tamanho: '20' });
  for (const [k, v] of Object.entries(filter)) if (v) q.set(k, v);
  return useQuery({
    queryKey: ['conferencias', 'lista', page, filter],
    queryFn: () => apiFetch<ConferenciasPage>(`/api/conferencias?${q}`),
    placeholderData: keepPreviousData,
  });
}

export function useConferenciasFiltros() {
  return useQuery({ queryKey: ['conferencias', 'filtros'], queryFn: () => apiFetch<ConferenciasFiltros>('/api/conferencias/filtros'), staleTime: 60_000 });
}

export function useComparison(taskId: string, grupo: ComparisonGroup, page: number) {
  return useQuery({
    queryKey: ['conferencias', 'comparacao', taskId, grupo, page],
    queryFn: () => apiFetch<Comparison>(`/api/conferencias/${encodeURIComponent(taskId)}/comparacao?grupo=${grupo}&pagina=${page}&tamanho=20`),
    placeholderData: keepPreviousData,
  });
}
