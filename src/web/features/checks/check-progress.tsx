import { CheckCircle2, Loader2, XCircle } from 'lucide-react';
import { Progress } from '../../components/ui/progress';
import type { CheckStatus } from './check-types';
import type { RunPhase } from './use-check-run';

type Props = {
  phase: RunPhase;
  uploadPercent: number;
  status: CheckStatus | null;
  /** Text while processing; default 'Processando... N%' (PIS/COFINS shows its time estimate). */
  processingText?: string;
};

/** Spec §4: 'Enviando...' → 'Aguardando processamento...' → processing with a percentage → done or error. */
export function CheckProgress({ phase, uploadPercent, status, processingText }: Props) {
  if (phase === 'idle') return null;
  const pct = phase === 'enviando' ? uploadPercent : phase === 'concluido' ? 100 : (status?.progress ?? 0);
  let text: string;
  if (phase === 'enviando') text = `Enviando... ${uploadPercent}%`;
  else if (phase === 'aguardando') text = 'Aguardando processamento...';
  else if (phase === 'processando') text = processingText ?? `Processando... ${status?.progress ?? 0}%`;
  else if (phase === 'concluido') text = 'Processamento concluído.';
  else text = status?.error_message || 'Ocorreu um erro no processamento.';
  const stage = phase === 'processando' && status?.stage ? status.stage : null;

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
      {phase !== 'erro' && <Progress value={pct} aria-label="Progresso da verificação" />}
      {stage && <p className="text-xs text-muted-foreground">{stage}</p>}
    </div>
  );
}
