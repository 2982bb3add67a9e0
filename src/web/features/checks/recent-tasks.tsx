import { History } from 'lucide-react';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { formatCompetencia, formatDateTimeBR } from '../../lib/format';
import { cn } from '../../lib/cn';
import { useRecentTasks } from './check-queries';
import type { CheckPhase } from './check-types';
import { formatMb } from '../../components/file-size';

const STATUS: Record<CheckPhase, { label: string; variant: 'secondary' | 'warning' | 'destructive' | 'outline' }> = {
  aguardando: { label: 'Aguardando', variant: 'outline' },
  processando: { label: 'Processando', variant: 'warning' },
  concluido: { label: 'Concluído', variant: 'secondary' },
  erro: { label: 'Erro', variant: 'destructive' },
};

/** 'Conferências recentes': the user's last 20 tasks of this kind; a click reopens one (?tarefa=). */
export function RecentTasks({ base, currentId, onOpen }: { base: string; currentId: string | null; onOpen(id: string): void }) {
  const q = useRecentTasks(base);
  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle className="flex items-center gap-2 text-base">
          <History className="size-4 text-primary" /> Conferências recentes
        </CardTitle>
      </CardHeader>
      <CardContent>
        {q.isError && <p className="text-sm text-destructive">{q.error.message}</p>}
        {q.isPending && <Skeleton className="h-24" />}
        {q.data && q.data.length === 0 && <p className="text-sm text-muted-foreground">Nenhuma conferência ainda.</p>}
        {q.data && q.data.length > 0 && (
          <ul className="divide-y" data-testid="verificacoes-recentes">
            {q.data.map((t) => {
              const s = STATUS[t.status];
              return (
                <li key={t.task_id}>
                  <Button
                    variant="ghost"
                    className={cn('h-auto w-full justify-between gap-2 whitespace-normal px-2 py-2 text-left', t.task_id === currentId && 'bg-accent')}
                    onClick={() => onOpen(t.task_id)}
                  >
                    <span className="min-w-0">
                      <span className="block truncate text-sm font-medium">{t.file_name}</span>
                      <span className="block text-xs font-normal text-muted-foreground">
                        {formatDateTimeBR(t.created_at)}
                        {/* Checks read from an ERP (Analista PRO) have no uploaded file: no '(0 MB)'. */}
                        {t.file_size > 0 ? ` · ${formatMb(t.file_size)}` : null}
                      </span>
                      {(t.cliente || t.competencia) && (
                        <span className="block truncate text-xs font-normal text-muted-foreground" data-testid="recente-cliente">
                          {t.cliente?.razao_social ?? 'Sem cliente'} · {formatCompetencia(t.competencia)}
                        </span>
                      )}
                    </span>
                    <Badge variant={s.variant} className="shrink-0">{s.label}</Badge>
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
