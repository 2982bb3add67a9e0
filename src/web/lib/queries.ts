import { useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch } from './api-client';

// Shared server state read by shells and several pages. Types mirror the server contract.

export type Me = {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  company: string | null;
  phone: string | null;
  image: string | null;
  role: 'user' | 'admin';
  /** The office's balance (credits belong to the office). */
  credits: number;
  accessExpired: boolean;
  /** The office the person works in and their role there (server: src/server/office/). */
  office: { id: string; name: string; role: OfficeRole };
};

export type OfficeRole = 'titular' | 'contador' | 'leitura';

export type ModuleId = 'ncm' | 'pis-cofins' | 'escrituracao' | 'analista-pro' | 'reforma';

export type ModuleInfo = {
  id: ModuleId;
  name: string;
  description: string;
  status: 'active' | 'development' | 'inactive';
  version: string;
};

export type SiteInfo = {
  contactEmail: string | null;
  phone: string | null;
  city: string | null;
  whatsappUrl: string | null;
  instagramUrl: string | null;
  linkedinUrl: string | null;
  facebookUrl: string | null;
  encarregadoEmail: string | null;
};

export type PublicConfig = { googleEnabled: boolean };

export const queryKeys = {
  me: ['me'] as const,
  modules: ['modules'] as const,
  site: ['public', 'site'] as const,
  config: ['public', 'config'] as const,
};

/** The signed-in user, or null when there is no session (401). Other errors surface as errors. */
export async function fetchMe(): Promise<Me | null> {
  try {
    return await apiFetch<Me>('/api/me');
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export function useMe() {
  return useQuery({ queryKey: queryKeys.me, queryFn: fetchMe, staleTime: 30_000 });
}

/** Modules this user may see; only called inside the authenticated shell. */
export function useModules(enabled = true) {
  return useQuery({
    queryKey: queryKeys.modules,
    queryFn: () => apiFetch<ModuleInfo[]>('/api/modules'),
    staleTime: 60_000,
    enabled,
  });
}

export function useSiteInfo() {
  return useQuery({
    queryKey: queryKeys.site,
    queryFn: () => apiFetch<SiteInfo>('/api/public/site'),
    staleTime: 5 * 60_000,
  });
}

export function usePublicConfig() {
  return useQuery({
    queryKey: queryKeys.config,
    queryFn: () => apiFetch<PublicConfig>('/api/public/config'),
    staleTime: 5 * 60_000,
  });
}
