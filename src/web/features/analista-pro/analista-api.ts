import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';

// Types mirror src/server/analista-pro (credentials-service, company-service, run-service).

export type Sistema = 'dominio' | 'omie' | 'contimatic';
export type Tipo = 'web' | 'desktop';
export type MaskedField = { set: boolean; preview: string | null };

export type Credencial = {
  id: string;
  sistema: Sistema;
  tipo: Tipo;
  rotulo: string;
  empresa_id: string | null;
  campos: Record<string, MaskedField>;
  integracoes: { cnpj: string; chave: MaskedField }[];
  criado_em: string;
  atualizado_em: string;
};

export type Regime = 'lucro-real' | 'lucro-presumido' | 'simples';

export type Empresa = {
  id: string;
  cnpj: string;
  cnpj_formatado: string;
  razao_social: string;
  regime: Regime | null;
  sistema: string;
  ultima_sincronizacao: string | null;
  xmls_pendentes: number;
  pode_conferir_ncm: boolean;
};

export type RunStatus = 'aguardando' | 'executando' | 'concluido' | 'erro';
export type Execucao = {
  id: string;
  acao: string;
  titulo: string;
  sistema: string | null;
  empresa_id: string | null;
  status: RunStatus;
  resultado: Record<string, unknown> | null;
  erro: string | null;
  repeticao_de: string | null;
  duracao_ms: number | null;
  criado_em: string;
  iniciado_em: string | null;
  concluido_em: string | null;
};
export type LogLine = { id: number; nivel: 'info' | 'aviso' | 'erro'; mensagem: string; em: string };

export const SISTEMA_LABEL: Record<Sistema, string> = { dominio: 'Domínio', omie: 'Omie', contimatic: 'Contimatic' };
export const REGIME_LABEL: Record<Regime, string> = { 'lucro-real': 'Lucro Real', 'lucro-presumido': 'Lucro Presumido', simples: 'Simples Nacional' };
export const STATUS_LABEL: Record<RunStatus, string> = { aguardando: 'Na fila', executando: 'Executando', concluido: 'Concluída', erro: 'Erro' };

export const keys = {
  credenciais: ['analista-pro', 'credenciais'] as const,
  empresas: ['analista-pro', 'empresas'] as const,
  execucoes: ['analista-pro', 'execucoes'] as const,
};

export function useCredenciais() {
  return useQuery({
    queryKey: keys.credenciais,
    queryFn: () => apiFetch<{ itens: Credencial[] }>('/api/analista-pro/credenciais').then((r) => r.itens),
  });
}

export function useEmpresas() {
  return useQuery({ queryKey: keys.empresas, queryFn: () => apiFetch<{ empresas: Empresa[] }>('/api/analista-pro/empresas').then((r) => r.empresas) });
}

export function useExecucoes() {
  return useQuery({
    queryKey: keys.execucoes,
    queryFn: () => apiFetch<{ execucoes: Execucao[] }>('/api/analista-pro/execucoes').then((r) => r.execucoes),
    // Keep the list fresh while something is still running.
    refetchInterval: (q) => (q.state.data?.some((e) => e.status === 'aguardando' || e.status === 'executando') ? 3000 : false),
  });
}

export function useInvalidate() {
  const qc = useQueryClient();
  return (key: readonly string[]) => qc.invalidateQueries({ queryKey: key });
}

type StartResponse = { mensagem: string; execucao: Execucao };

export function useStartRun() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (o: { path: string; body?: unknown }) => apiFetch<StartResponse>(o.path, { method: 'POST', json: o.body ?? {} }),
    onSuccess: () => void invalidate(keys.execucoes),
  });
}

export function formatDuration(ms: number | null): string {
  if (ms === null) return '—';
  if (ms < 1000) return `${ms} ms`;
  const s = Math.round(ms / 1000);
  return s < 60 ? `${s} s` : `${Math.floor(s / 60)} min ${s % 60} s`;
}
