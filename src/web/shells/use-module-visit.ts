import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { apiFetch } from '../lib/api-client';
import { dashboardNav } from '../nav';

/** The module whose page is open: the nav entry with a module id whose route is the longest prefix of the path. */
export function moduleOfPath(pathname: string): string | null {
  let best: { to: string; moduleId: string } | null = null;
  for (const e of dashboardNav) {
    if (!e.moduleId) continue;
    if ((pathname === e.to || pathname.startsWith(`${e.to}/`)) && (!best || e.to.length > best.to.length)) best = { to: e.to, moduleId: e.moduleId };
  }
  return best?.moduleId ?? null;
}

/**
 * Records 'acesso ao módulo' in the audit log when a module page opens (the server keeps at most one
 * entry per user and module every 30 minutes). Fire and forget: the page never waits on it.
 */
export function useModuleVisit(): void {
  const { pathname } = useLocation();
  const moduleId = moduleOfPath(pathname);
  useEffect(() => {
    if (!moduleId) return;
    apiFetch(`/api/modules/${moduleId}/acesso`, { method: 'POST' }).catch(() => undefined);
  }, [moduleId]);
}
