import type { ReactNode } from 'react';

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
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_320px]">
        <div className="min-w-0 space-y-6">{children}</div>
        <aside className="space-y-6">{aside}</aside>
      </div>
      {results}
    </div>
  );
}
