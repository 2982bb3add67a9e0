import { Link } from 'react-router';
import { RotateCcw } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table';
import { formatDateTimeBR } from '../../lib/format';
import { formatDuration, useExecucoes, useStartRun, type Execucao } from './analista-api';
import { StatusBadge } from './run-log';

function RetryButton({ run }: { run: Execucao }) {
  const start = useStartRun();
  if (run.status === 'aguardando' || run.status === 'executando') return null;
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={start.isPending}
      onClick={() => start.mutate({ path: `/api/analista-pro/execucoes/${run.id}/repetir` }, { onSuccess: () => toast.success('Tarefa reenviada.'), onError: (e) => toast.error('Não foi possível repetir', { description: e.message }) })}
    >
      <RotateCcw /> Repetir
    </Button>
  );
}

/** History of runs: status, start, duration, a link to the live log, retry. */
export function RunHistory() {
  const q = useExecucoes();
  const list = q.data ?? [];
  if (q.isLoading) return <p className="text-sm text-muted-foreground">Carregando execuções...</p>;
  if (list.length === 0) return <p className="text-sm text-muted-foreground">Nenhuma execução ainda.</p>;
  return (
    <>
      <div className="hidden md:block">
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>Tarefa</TableHead>
              <TableHead>Status</TableHead>
              <TableHead>Início</TableHead>
              <TableHead>Duração</TableHead>
              <TableHead>Resultado</TableHead>
              <TableHead className="text-right">Ações</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {list.map((r) => (
              <TableRow key={r.id}>
                <TableCell className="font-medium">{r.titulo}</TableCell>
                <TableCell>
                  <StatusBadge status={r.status} />
                </TableCell>
                <TableCell>{formatDateTimeBR(r.criado_em)}</TableCell>
                <TableCell>{formatDuration(r.duracao_ms)}</TableCell>
                <TableCell className="max-w-xs truncate text-sm text-muted-foreground" title={r.erro ?? String(r.resultado?.resumo ?? '')}>
                  {r.erro ?? String(r.resultado?.resumo ?? '—')}
                </TableCell>
                <TableCell>
                  <div className="flex justify-end gap-2">
                    <Button asChild variant="outline" size="sm">
                      <Link to={`/dashboard/analista-pro/execucoes/${r.id}`}>Ver registro</Link>
                    </Button>
                    <RetryButton run={r} />
                  </div>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      <ul className="space-y-3 md:hidden">
        {list.map((r) => (
          <li key={r.id} className="space-y-2 rounded-md border p-3">
            <div className="flex items-center justify-between gap-2">
              <span className="font-medium">{r.titulo}</span>
              <StatusBadge status={r.status} />
            </div>
            <p className="text-xs text-muted-foreground">
              {formatDateTimeBR(r.criado_em)} · {formatDuration(r.duracao_ms)}
            </p>
            <p className="text-sm text-muted-foreground">{r.erro ?? String(r.resultado?.resumo ?? '')}</p>
            <div className="flex gap-2">
              <Button asChild variant="outline" size="sm">
                <Link to={`/dashboard/analista-pro/execucoes/${r.id}`}>Ver registro</Link>
              </Button>
              <RetryButton run={r} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
