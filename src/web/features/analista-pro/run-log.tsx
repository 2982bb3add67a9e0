import { useEffect, useRef, useState } from 'react';
import { Loader2 } from 'lucide-react';
import { Badge } from '../../components/ui/badge';
import { apiFetch } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { STATUS_LABEL, formatDuration, type Execucao, type LogLine } from './analista-api';

/** Follows one run over SSE: every log line as it is written, and the status until the run ends. */
export function useRunStream(id: string | null) {
  const [lines, setLines] = useState<LogLine[]>([]);
  const [run, setRun] = useState<Execucao | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setLines([]);
    setRun(null);
    setError(null);
    if (!id) return;
    let gone = false;
    const es = new EventSource(`/api/analista-pro/execucoes/${id}/eventos`, { withCredentials: true });
    // A refused stream (404: not this user's run or no such run; 401) is closed for good, not retried:
    // ask once by plain GET, which returns the run or the server's pt-BR reason, instead of waiting forever.
    es.onerror = () => {
      if (es.readyState !== EventSource.CLOSED) return;
      apiFetch<Execucao & { logs: LogLine[] }>(`/api/analista-pro/execucoes/${id}`)
        .then(({ logs, ...r }) => {
          if (gone) return;
          setRun(r);
          setLines(logs);
        })
        .catch((e: unknown) => !gone && setError(e instanceof Error ? e.message : 'Não foi possível carregar esta execução.'));
    };
    es.addEventListener('log', (e) => {
      const l = JSON.parse((e as MessageEvent<string>).data) as LogLine;
      setLines((prev) => (prev.some((p) => p.id === l.id) ? prev : [...prev, l]));
    });
    es.addEventListener('status', (e) => {
      const r = JSON.parse((e as MessageEvent<string>).data) as Execucao;
      setRun(r);
      if (r.status === 'concluido' || r.status === 'erro') es.close();
    });
    // EventSource reconnects by itself (with Last-Event-ID); nothing else to do on a transient error.
    return () => {
      gone = true;
      es.close();
    };
  }, [id]);
  return { lines, run, error };
}

export function StatusBadge({ status }: { status: Execucao['status'] }) {
  const variant = status === 'erro' ? 'destructive' : status === 'concluido' ? 'default' : status === 'executando' ? 'warning' : 'secondary';
  return <Badge variant={variant}>{STATUS_LABEL[status]}</Badge>;
}

export function RunLog({ id, onFinished }: { id: string; onFinished?: (run: Execucao) => void }) {
  const { lines, run, error } = useRunStream(id);
  const box = useRef<HTMLOListElement>(null);
  const notified = useRef(false);
  useEffect(() => {
    box.current?.scrollTo({ top: box.current.scrollHeight });
  }, [lines.length]);
  useEffect(() => {
    if (run && (run.status === 'concluido' || run.status === 'erro') && !notified.current) {
      notified.current = true;
      onFinished?.(run);
    }
  }, [run, onFinished]);
  const running = !error && (!run || run.status === 'aguardando' || run.status === 'executando');
  return (
    <div className="space-y-2" data-testid="run-log">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        {run ? <StatusBadge status={run.status} /> : null}
        {running ? <Loader2 className="size-4 animate-spin text-muted-foreground" aria-label="Executando" /> : null}
        {run?.duracao_ms !== null && run?.duracao_ms !== undefined ? <span className="text-muted-foreground">Duração: {formatDuration(run.duracao_ms)}</span> : null}
      </div>
      <ol ref={box} className="max-h-80 space-y-1 overflow-y-auto rounded-md border bg-muted/40 p-3 font-mono text-xs" aria-live="polite">
        {lines.map((l) => (
          <li key={l.id} className={cn('break-words', l.nivel === 'erro' && 'text-destructive', l.nivel === 'aviso' && 'text-amber-700')}>
            <span className="text-muted-foreground">{new Date(l.em).toLocaleTimeString('pt-BR')}</span> {l.mensagem}
          </li>
        ))}
        {error ? <li className="text-destructive">{error}</li> : null}
        {lines.length === 0 && !error ? <li className="text-muted-foreground">Aguardando o registro da execução...</li> : null}
      </ol>
    </div>
  );
}
