import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';

// Types mirror src/server/admin/** and src/server/credits/admin-purchase-routes.ts responses.

export type Page<T> = { itens: T[]; total: number; pagina: number; porPagina: number };

export type AdminUser = {
  id: string;
  name: string;
  email: string;
  company: string;
  role: 'user' | 'admin';
  status: 'ativo' | 'bloqueado' | 'expirado';
  lastLoginAt: string | null;
  accessExpiresAt: string | null;
  createdAt: string;
  credits: number;
};

/** An invitation link, answered only to admins (POST /api/admin/usuarios and …/:id/convite). */
export type InviteLink = { link: string; expiraEm: string; emailEnviado: boolean };

export type AdminModule = {
  id: string;
  name: string;
  description: string;
  status: 'active' | 'development' | 'inactive';
  version: string;
  updatedAt: string;
};

export type ModuleVersion = { id: string; version: string; note: string; createdAt: string };

export type AdminLog = {
  id: number;
  userId: string | null;
  userName: string | null;
  userEmail: string | null;
  action: string;
  actionLabel: string;
  module: string | null;
  details: string;
  createdAt: string;
};

export type LogFilter = { usuario?: string; acao?: string; modulo?: string; de?: string; ate?: string };

export type Purchase = {
  id: string;
  pacoteId: string;
  creditos: number;
  precoCentavos: number;
  status: string;
  criadoEm: string;
  usuario: { id: string; nome: string | null; email: string | null; empresa: string | null };
};

export type TablesInfo =
  | { status: 'ok'; loadMs: number; versions: { id: string; label: string; validFrom: string; validTo: string | null; rows: number }[]; warnings: string[] }
  | { status: 'carregando' | 'indisponivel'; message: string };

export type SiteSettings = {
  contactEmail: string;
  phone: string;
  city: string;
  whatsappUrl: string;
  instagramUrl: string;
  linkedinUrl: string;
  facebookUrl: string;
  encarregadoEmail: string;
};

/** Query string from an object, skipping empty values. */
export function qs(params: Record<string, string | number | undefined>): string {
  const s = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') s.set(k, String(v));
  const out = s.toString();
  return out ? `?${out}` : '';
}

export const adminKeys = {
  all: ['admin'] as const,
  users: (p: object) => ['admin', 'usuarios', p] as const,
  modules: ['admin', 'modulos'] as const,
  versions: (id: string) => ['admin', 'modulos', id, 'versoes'] as const,
  logs: (p: object) => ['admin', 'logs', p] as const,
  logFacets: ['admin', 'logs', 'filtros'] as const,
  purchases: ['admin', 'compras'] as const,
  tables: ['admin', 'tabelas'] as const,
  site: ['admin', 'site'] as const,
};

export function useAdminUsers(p: { busca: string; pagina: number; porPagina: number }) {
  return useQuery({
    queryKey: adminKeys.users(p),
    queryFn: () => apiFetch<Page<AdminUser>>(`/api/admin/usuarios${qs(p)}`),
    placeholderData: keepPreviousData,
  });
}

export function useAdminModules() {
  return useQuery({ queryKey: adminKeys.modules, queryFn: () => apiFetch<AdminModule[]>('/api/admin/modulos') });
}

export function useModuleVersions(id: string | null) {
  return useQuery({
    queryKey: adminKeys.versions(id ?? ''),
    queryFn: () => apiFetch<ModuleVersion[]>(`/api/admin/modulos/${encodeURIComponent(id!)}/versoes`),
    enabled: Boolean(id),
  });
}

export function useAdminLogs(p: LogFilter & { pagina: number; porPagina: number }) {
  return useQuery({
    queryKey: adminKeys.logs(p),
    queryFn: () => apiFetch<Page<AdminLog>>(`/api/admin/logs${qs(p)}`),
    placeholderData: keepPreviousData,
  });
}

export function useLogFacets() {
  return useQuery({
    queryKey: adminKeys.logFacets,
    queryFn: () => apiFetch<{ acoes: { codigo: string; rotulo: string }[]; modulos: string[] }>('/api/admin/logs/filtros'),
    staleTime: 60_000,
  });
}

export function usePendingPurchases() {
  return useQuery({ queryKey: adminKeys.purchases, queryFn: () => apiFetch<Purchase[]>('/api/admin/compras?status=pendente') });
}

export function useTablesInfo() {
  return useQuery({
    queryKey: adminKeys.tables,
    queryFn: () => apiFetch<TablesInfo>('/api/admin/tabelas'),
    // While the server is still loading the tables, look again shortly.
    refetchInterval: (q) => (q.state.data?.status === 'carregando' ? 3000 : false),
  });
}

export function useAdminSite() {
  return useQuery({ queryKey: adminKeys.site, queryFn: () => apiFetch<SiteSettings>('/api/admin/site') });
}

/** A mutation that refreshes every admin list afterwards (any change may show up in the log). */
export function useAdminMutation<TVars, TResult = unknown>(fn: (vars: TVars) => Promise<TResult>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async () => {
      await qc.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
}
