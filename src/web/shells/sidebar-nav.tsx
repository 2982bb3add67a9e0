import { NavLink } from 'react-router';
import { cn } from '../lib/cn';
import type { NavEntry } from '../nav';

const groupTitles: Record<NavEntry['group'], string | null> = { main: null, modules: 'Módulos', account: null };

/** The authenticated side menu, grouped as in spec §2; `onNavigate` closes the mobile drawer. */
export function SidebarNav({ entries, onNavigate }: { entries: NavEntry[]; onNavigate?: () => void }) {
  const groups: NavEntry['group'][] = ['main', 'modules', 'account'];
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
              <NavLink
                key={to}
                to={to}
                end={to === '/dashboard'}
                onClick={onNavigate}
                className={({ isActive }) =>
                  cn(
                    'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors',
                    isActive ? 'bg-primary text-primary-foreground' : 'text-slate-700 hover:bg-accent',
                  )
                }
              >
                <Icon className="size-4" /> {label}
              </NavLink>
            ))}
          </div>
        );
      })}
    </nav>
  );
}
