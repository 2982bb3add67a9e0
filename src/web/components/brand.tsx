import { Link } from 'react-router';
import { cn } from '../lib/cn';

/** The 'Apura' brand mark (logo + name), linking to the start page or the dashboard. */
export function Brand({ to = '/', className, light = false }: { to?: string; className?: string; light?: boolean }) {
  return (
    <Link to={to} className={cn('flex items-center gap-2 font-bold tracking-tight', className)} aria-label="Apura — início">
      <svg viewBox="0 0 32 32" className="size-8" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill={light ? '#ffffff' : '#0f766e'} />
        <path
          d="M9 23 16 8l7 15M11.8 17.5h8.4"
          stroke={light ? '#0f766e' : '#ffffff'}
          strokeWidth="3"
          fill="none"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className={cn('text-xl', light ? 'text-white' : 'text-foreground')}>Apura</span>
    </Link>
  );
}
