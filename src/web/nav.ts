import {
  BookOpenCheck,
  Briefcase,
  ClipboardList,
  Bot,
  Building2,
  Files,
  FileSpreadsheet,
  History,
  Landmark,
  LayoutDashboard,
  ListChecks,
  Settings,
  User,
  Wand2,
  type LucideIcon,
} from 'lucide-react';
import type { ModuleId } from './lib/queries';
import { routeExists } from './lib/known-routes';

// The single registry of the authenticated side menu (spec §2). An entry is shown only when its
// route exists in the router AND (for module entries) the module is listed by /api/modules for
// this user — so adding a page to router.tsx is all it takes for its menu entry to appear.

export type NavEntry = {
  label: string;
  to: string;
  icon: LucideIcon;
  group: 'main' | 'modules' | 'account';
  moduleId?: ModuleId;
};

export const dashboardNav: NavEntry[] = [
  { label: 'Dashboard', to: '/dashboard', icon: LayoutDashboard, group: 'main' },
  { label: 'Conferências', to: '/dashboard/conferencias', icon: ClipboardList, group: 'main' },
  { label: 'Clientes', to: '/dashboard/clientes', icon: Briefcase, group: 'main' },
  { label: 'Envio em lote', to: '/dashboard/lote', icon: Files, group: 'main' },
  { label: 'PIS/COFINS', to: '/dashboard/pis-cofins', icon: FileSpreadsheet, group: 'modules', moduleId: 'pis-cofins' },
  { label: 'NCM', to: '/dashboard/ncm', icon: ListChecks, group: 'modules', moduleId: 'ncm' },
  { label: 'Escrituração', to: '/dashboard/escrituracao', icon: BookOpenCheck, group: 'modules', moduleId: 'escrituracao' },
  { label: 'Reforma Tributária', to: '/dashboard/reforma', icon: Landmark, group: 'modules', moduleId: 'reforma' },
  { label: 'Analista PRO', to: '/dashboard/analista-pro', icon: Bot, group: 'modules', moduleId: 'analista-pro' },
  { label: 'Conectar sistema', to: '/dashboard/analista-pro/wizard', icon: Wand2, group: 'modules', moduleId: 'analista-pro' },
  { label: 'Escritório', to: '/dashboard/escritorio', icon: Building2, group: 'account' },
  { label: 'Perfil', to: '/dashboard/perfil', icon: User, group: 'account' },
  { label: 'Configurações', to: '/dashboard/configuracoes', icon: Settings, group: 'account' },
  { label: 'Histórico', to: '/dashboard/historico', icon: History, group: 'account' },
];

/** The module page route for a module id, when that page exists (used by the dashboard's 'Acessar'). */
export function modulePath(moduleId: ModuleId): string | null {
  const entry = dashboardNav.find((e) => e.moduleId === moduleId);
  return entry && routeExists(entry.to) ? entry.to : null;
}

/** Entries this user may see now: route built and module enabled for them. */
export function visibleNav(allowedModules: ReadonlySet<string>, entries: NavEntry[] = dashboardNav): NavEntry[] {
  return entries.filter((e) => routeExists(e.to) && (!e.moduleId || allowedModules.has(e.moduleId)));
}

export type AdminNavEntry = { label: string; to: string };

// Admin sections (spec §2). Same rule: listed only once their route exists.
export const adminNav: AdminNavEntry[] = [
  { label: 'Visão geral', to: '/admin' },
  { label: 'Usuários', to: '/admin/usuarios' },
  { label: 'Módulos', to: '/admin/modulos' },
  { label: 'Logs de atividade', to: '/admin/logs' },
  { label: 'Site', to: '/admin/site' },
];

export function visibleAdminNav(entries: AdminNavEntry[] = adminNav): AdminNavEntry[] {
  return entries.filter((e) => routeExists(e.to));
}
