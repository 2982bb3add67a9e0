import type { ReactNode } from 'react';

/** Title row + a main column (upload, progress, results) and a side column (how it works, credits, recent). */
export function CheckLayout({ title, description, actions, aside, children }: { title: string; description: string; actions?: ReactNode; aside: ReactNode; children: ReactNode }) {
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
          <p className="text-muted-foreground">{description}</p>
        </div>
        {actions}
      </div>
      <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,1fr)_320px]">
        <div className="min-w-0 space-y-6">{children}</div>
        <aside className="space-y-6">{aside}</aside>
      </div>
    </div>
  );
}
