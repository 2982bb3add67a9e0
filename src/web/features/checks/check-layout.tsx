import type { ReactNode } from 'react';

const RESULTS_ID = 'resultado';

/**
 * Brings the results into view when a check the user watched finishes: on wide screens they sit below
 * the side boxes, a full screen under the start button, and only the toast said anything had changed.
 */
export function revealResults(): void {
  // Next frame: the card has re-rendered with the summary.
  requestAnimationFrame(() => document.getElementById(RESULTS_ID)?.scrollIntoView({ behavior: 'smooth', block: 'start' }));
}

type Props = { title: string; description: string; actions?: ReactNode; aside: ReactNode; children: ReactNode; results?: ReactNode };

/**
 * Title row, then the upload column beside the side boxes (how it works, credits, recent), then the
 * results at full width: findings tables need the room.
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
      {/* One grid so phones get upload → results → side boxes, and wide screens upload | side boxes, then results. */}
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_320px]">
        <div className="order-1 min-w-0 space-y-6">{children}</div>
        <aside className="order-3 min-w-0 space-y-6 lg:order-2">{aside}</aside>
        {results && (
          <div id={RESULTS_ID} className="order-2 min-w-0 scroll-mt-20 lg:order-3 lg:col-span-2">
            {results}
          </div>
        )}
      </div>
    </div>
  );
}
