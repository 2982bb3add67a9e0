import type { LucideIcon } from 'lucide-react';
import { Info, TrendingDown, TrendingUp } from 'lucide-react';
import { Card, CardContent, CardHeader } from '../../components/ui/card';
import { Tooltip, TooltipContent, TooltipTrigger } from '../../components/ui/tooltip';
import { cn } from '../../lib/cn';
import { formatInteger } from '../../lib/format';
import type { Stat } from './account-api';

/** One dashboard card: value, real trend against the previous month ('—' when there is nothing to compare). */
export function StatCard({ title, icon: Icon, stat, help, previousLabel, extra }: {
  title: string;
  icon: LucideIcon;
  stat: Stat;
  help: string;
  previousLabel: string;
  extra?: string;
}) {
  const t = stat.tendencia;
  const TrendIcon = t !== null && t < 0 ? TrendingDown : TrendingUp;
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-2 space-y-0 pb-2">
        <p className="flex items-center gap-1.5 text-sm font-medium text-muted-foreground">
          {title}
          <Tooltip>
            <TooltipTrigger asChild>
              <button type="button" aria-label={`Como calculamos: ${title}`} className="rounded-full text-muted-foreground/70 hover:text-foreground">
                <Info className="size-3.5" />
              </button>
            </TooltipTrigger>
            <TooltipContent className="max-w-64">{help}</TooltipContent>
          </Tooltip>
        </p>
        <Icon className="size-4 text-muted-foreground" />
      </CardHeader>
      <CardContent>
        <p className="text-2xl font-bold">{formatInteger(stat.valor)}</p>
        <p className="mt-1 flex items-center gap-1 text-xs text-muted-foreground">
          {t === null ? (
            <span>— sem dados de {previousLabel} para comparar</span>
          ) : (
            <span className={cn('flex items-center gap-1 font-medium', t > 0 && 'text-emerald-700', t < 0 && 'text-destructive')}>
              <TrendIcon className="size-3" /> {t > 0 ? '+' : ''}
              {formatInteger(t)}%
            </span>
          )}
          {t !== null && <span>em relação a {previousLabel}</span>}
        </p>
        {extra && <p className="mt-1 text-xs text-muted-foreground">{extra}</p>}
      </CardContent>
    </Card>
  );
}
