import { Link, useLocation } from 'react-router';
import { cn } from '../lib/cn';
import type { NavEntry } from '../nav';

const groupTitles: Record<NavEntry['group'], string | null> = { main: null, modules: 'Módulos', account: null };

/**
 * The one entry lit for `pathname`: the longest `to` that is the path or a parent of it, so
 * /dashboard/analista-pro/wizard lights its own entry and not also 'Analista PRO'.
 */
export function activeEntry(entries: NavEntry[], pathname: string): string | null {
  let best: string | null = null;
  for (const { to } of entries) {
    const hit = pathname === to || (to !== '/dashboard' && pathname.startsWith(`${to}/`));
    if (hit && (!best || to.length > best.length)) best = to;
  }
  return best;
}

/** The authenticated side menu, grouped as in spec §2; `onNavigate` closes the mobile drawer. */
export function SidebarNav({ entries, onNavigate }: { entries: NavEntry[]; onNavigate?: () => void }) {
  const groups: NavEntry['group'][] = ['main', 'modules', 'account'];
  const current = activeEntry(entries, useLocation().pathname);
  return (
    <nav aria-label="Menu do painel" className="flex flex-col gap-4">
      {groups.map((group) => {
        const items = entries.filter((e) => e.group === group);
        if (items.length === 0) return null;
        const title = groupTitles[group];
        return (
          <div key={group} className="flex flex-col gap-1">
            {title && <p className="px-3 pb-1 text-xs font-semibold uppercase tracking-wide text-muted-foreground">{title}</p>}
            {items.map(({ label, to, icon: Icon }) => (
              <Link
                key={to}
                to={to}
                onClick={onNavigate}
                aria-current={to === current ? 'page' : undefined}
                className={cn(
                  'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors',
                  to === current ? 'bg-primary text-primary-foreground' : 'text-slate-700 hover:bg-accent',
                )}
              >
                <Icon className="size-4" aria-hidden="true" /> {label}
              </Link>
            ))}
          </div>
        );
      })}
    </nav>
  );
}
