import { CheckCircle2, Loader2, XCircle } from 'lucide-react';
import { Progress } from '../../components/ui/progress';
import type { CheckStatus } from './check-types';
import type { RunPhase } from './use-check-run';

type Props = {
  phase: RunPhase;
  uploadPercent: number;
  status: CheckStatus | null;
};

/**
 * Spec §4: 'Enviando...' → 'Aguardando processamento...' → what the server is doing, with its percentage,
 * on one line → done or error. No time estimate: the old one (file size × 30 s) said "5 min" for a 16 s
 * check, and the server's stage already says honestly which step is running.
 */
export function CheckProgress({ phase, uploadPercent, status }: Props) {
  if (phase === 'idle') return null;
  const pct = phase === 'enviando' ? uploadPercent : phase === 'concluido' ? 100 : (status?.progress ?? 0);
  let text: string;
  if (phase === 'enviando') text = `Enviando... ${uploadPercent}%`;
  else if (phase === 'aguardando') text = 'Aguardando processamento...';
  else if (phase === 'processando') text = processingLine(status);
  else if (phase === 'concluido') text = 'Processamento concluído.';
  else text = status?.error_message || 'Ocorreu um erro no processamento.';

  return (
    <div className="space-y-2 rounded-lg border p-4" role="status" aria-live="polite" data-testid="status-verificacao" data-fase={phase}>
      <p className="flex items-center gap-2 text-sm font-medium">
        {phase === 'concluido' ? (
          <CheckCircle2 className="size-4 text-emerald-600" />
        ) : phase === 'erro' ? (
          <XCircle className="size-4 text-destructive" />
        ) : (
          <Loader2 className="size-4 animate-spin text-primary" />
        )}
        <span className={phase === 'erro' ? 'text-destructive' : undefined}>{text}</span>
      </p>
      {phase !== 'erro' && <Progress value={pct} aria-label="Progresso da conferência" />}
    </div>
  );
}

/** The server's stage with the percentage once ('Conferindo as linhas... 40%'); stages that carry their own number keep it. */
export function processingLine(status: CheckStatus | null): string {
  const pct = status?.progress ?? 0;
  const stage = status?.stage?.trim();
  if (!stage) return `Processando... ${pct}%`;
  return /\d+\s*%/.test(stage) ? stage : `${stage} ${pct}%`;
}
