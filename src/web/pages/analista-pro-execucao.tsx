import { useCallback } from 'react';
import { Link, useParams } from 'react-router';
import { ArrowLeft, ListChecks, RotateCcw } from 'lucide-react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../components/ui/card';
import { keys, useInvalidate, useStartRun, type Execucao } from '../features/analista-pro/analista-api';
import { RunLog, useRunStream } from '../features/analista-pro/run-log';

/** One run: live step-by-step log, duration, retry, and a link to the NCM findings when it was a product check. */
export function AnalistaProExecucaoPage() {
  const { id = '' } = useParams();
  const { run } = useRunStream(id);
  const start = useStartRun();
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const onFinished = useCallback(
    (r: Execucao) => {
      void invalidate(keys.execucoes);
      // An NCM check of ERP products debits credits like an upload: refresh the balance shown in the shell.
      if (r.acao === 'conferir-ncm') {
        void invalidate(['me']);
        void invalidate(['credits']);
      }
    },
    [invalidate],
  );
  const checkId = typeof run?.resultado?.checkId === 'string' ? run.resultado.checkId : null;
  const done = run && (run.status === 'concluido' || run.status === 'erro');
  return (
    <div className="space-y-6">
      <Button asChild variant="ghost" size="sm">
        <Link to="/dashboard/analista-pro">
          <ArrowLeft /> Voltar ao Analista PRO
        </Link>
      </Button>
      <Card>
        <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-3">
          <CardTitle>{run?.titulo ?? 'Execução'}</CardTitle>
          <div className="flex flex-wrap gap-2">
            {checkId && run?.status === 'concluido' ? (
              <Button asChild size="sm">
                <Link to={`/dashboard/analista-pro/ncm/${checkId}`}>
                  <ListChecks /> Ver achados e corrigir
                </Link>
              </Button>
            ) : null}
            {done ? (
              <Button
                variant="outline"
                size="sm"
                disabled={start.isPending}
                onClick={() =>
                  start.mutate(
                    { path: `/api/analista-pro/execucoes/${id}/repetir` },
                    { onSuccess: (r) => void navigate(`/dashboard/analista-pro/execucoes/${r.execucao.id}`), onError: (e) => toast.error('Não foi possível repetir', { description: e.message }) },
                  )
                }
              >
                <RotateCcw /> Repetir
              </Button>
            ) : null}
          </div>
        </CardHeader>
        <CardContent className="space-y-3">
          <RunLog key={id} id={id} onFinished={onFinished} />
          {run?.status === 'concluido' && run.resultado?.resumo ? <p className="text-sm font-medium">{String(run.resultado.resumo)}</p> : null}
          {run?.erro ? <p className="text-sm text-destructive">{run.erro}</p> : null}
        </CardContent>
      </Card>
    </div>
  );
}
