import { formatInteger } from '../../lib/format';
import { cn } from '../../lib/cn';

export type Count = { label: string; value: number; tone?: 'ok' | 'warning' | 'error' | 'neutral'; testId?: string };

const TONE: Record<NonNullable<Count['tone']>, string> = {
  ok: 'border-emerald-200 bg-emerald-50 text-emerald-900',
  warning: 'border-amber-200 bg-amber-50 text-amber-900',
  error: 'border-red-200 bg-red-50 text-red-900',
  neutral: 'bg-muted/40',
};

/** The counts row of a results card (corretos / avisos / erros…). */
export function SummaryCounts({ items }: { items: Count[] }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
      {items.map((c) => (
        <div key={c.label} className={cn('rounded-lg border p-3', TONE[c.tone ?? 'neutral'])}>
          <dt className="text-xs font-medium uppercase tracking-wide opacity-80">{c.label}</dt>
          <dd className="mt-1 text-2xl font-bold tabular-nums" data-testid={c.testId}>
            {formatInteger(c.value)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
