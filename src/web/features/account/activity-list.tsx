import { Link } from 'react-router';
import { Badge } from '../../components/ui/badge';
import { formatDateTimeBR } from '../../lib/format';
import type { Activity } from './account-api';
import { creditText } from './activity-credits';
import { relativeTimeBR } from './relative-time';

const statusText: Record<Activity['status'], string> = {
  concluido: 'Concluído',
  erro: 'Erro',
  // A start event (check, Analista PRO task, credit request): its outcome is a later item of its own, which
  // the Histórico lists too; the dashboard drops the start once the outcome exists (latestPerRef).
  processando: 'Iniciada',
  // Sign-ins, account events: informational, shown with the spec's default status.
  info: 'Concluído',
};
const statusVariant: Record<Activity['status'], 'secondary' | 'destructive' | 'outline'> = {
  concluido: 'secondary',
  erro: 'destructive',
  processando: 'outline',
  info: 'secondary',
};

function statusLabel(a: Activity): string {
  if (a.status === 'processando' && a.tipo === 'pedido_creditos') return 'Enviado';
  return statusText[a.status];
}

export function ActivityList({ items }: { items: Activity[] }) {
  if (items.length === 0) return <p className="py-6 text-center text-sm text-muted-foreground">Nenhuma atividade recente encontrada.</p>;
  return (
    <ul className="divide-y">
      {items.map((a) => (
        <li key={a.id} className="flex flex-wrap items-start justify-between gap-2 py-3">
          <div className="min-w-0">
            <p className="text-sm font-medium">
              {a.link ? (
                <Link to={a.link} className="text-primary underline underline-offset-2 hover:no-underline">
                  {a.titulo}
                </Link>
              ) : (
                a.titulo
              )}
            </p>
            {a.descricao && <p className="break-words text-sm text-muted-foreground">{a.descricao}</p>}
            <time dateTime={a.data} title={formatDateTimeBR(a.data)} className="text-xs text-muted-foreground">
              {relativeTimeBR(a.data)}
            </time>
          </div>
          <div className="flex items-center gap-2">
            {creditText(a) && <span className="text-xs text-muted-foreground">{creditText(a)}</span>}
            <Badge variant={statusVariant[a.status]}>{statusLabel(a)}</Badge>
          </div>
        </li>
      ))}
    </ul>
  );
}
