import { formatBRL } from '../../lib/format';
import { cn } from '../../lib/cn';

export type MoneyTotal = { label: string; value: number; help?: string; tone?: 'gain' | 'risk' | 'neutral'; testId?: string };

/** R$ totals of a result (Intl pt-BR currency). */
export function MoneyTotals({ items }: { items: MoneyTotal[] }) {
  return (
    <dl className="grid gap-3 sm:grid-cols-3">
      {items.map((t) => (
        <div key={t.label} className="rounded-lg border p-3">
          <dt className="text-xs font-medium text-muted-foreground">{t.label}</dt>
          <dd
            className={cn('mt-1 text-xl font-bold tabular-nums', t.tone === 'gain' && 'text-emerald-700', t.tone === 'risk' && 'text-destructive')}
            data-testid={t.testId}
          >
            {formatBRL(t.value)}
          </dd>
          {t.help && <p className="mt-1 text-xs text-muted-foreground">{t.help}</p>}
        </div>
      ))}
    </dl>
  );
}
