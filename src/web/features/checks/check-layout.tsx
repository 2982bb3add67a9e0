import type { ReactNode } from 'react';

const RESULTS_ID = 'resultado';

/**
 * Brings the results into view when a check the user watched finishes: on a phone they sit below the
 * upload card, out of sight, and only the toast would say anything had changed.
 */
export function revealResults(): void {
  // Next frame: the card has re-rendered with the summary.
  requestAnimationFrame(() => document.getElementById(RESULTS_ID)?.scrollIntoView({ behavior: 'smooth', block: 'start' }));
}

type Props = { title: string; description: string; actions?: ReactNode; aside: ReactNode; children: ReactNode; results?: ReactNode };

/**
 * Title row, then two columns on wide screens: the upload card with the results right under it, and the
 * side boxes (how it works, credits, recent) beside them. Phones get upload → results → side boxes.
 * (The results used to sit below the tall side column, leaving the left half empty after a check.)
 */
export function CheckLayout({ title, description, actions, aside, children, results }: Props) {
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
          <p className="text-muted-foreground">{description}</p>
        </div>
        {actions}
      </div>
      <div className="flex flex-col gap-6 lg:flex-row lg:items-start">
        <div className="min-w-0 flex-1 space-y-6">
          {children}
          {results && (
            <div id={RESULTS_ID} className="min-w-0 scroll-mt-20">
              {results}
            </div>
          )}
        </div>
        <aside aria-label="Sobre esta conferência" className="min-w-0 space-y-6 lg:w-80 lg:shrink-0">
          {aside}
        </aside>
      </div>
    </div>
  );
}
