import { useState, type ReactNode } from 'react';
import { Ban, Check, CheckCircle2, Undo2 } from 'lucide-react';
import { toast } from 'sonner';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { formatDateTimeBR } from '../../lib/format';
import { NotApplicableDialog } from './not-applicable-dialog';
import { useMarkFinding, useUnmarkFinding, type FindingResolution, type Marked } from './resolution-api';

const BADGE: Record<FindingResolution['situacao'], string> = {
  resolvido: 'border-emerald-300 bg-emerald-50 text-emerald-900',
  aceito: 'border-sky-300 bg-sky-50 text-sky-900',
  'nao-se-aplica': 'border-slate-300 bg-slate-100 text-slate-900',
};

export function ResolutionBadge({ r }: { r: FindingResolution }) {
  return (
    <Badge variant="outline" className={BADGE[r.situacao]} data-testid="situacao-achado">
      {r.rotulo}
    </Badge>
  );
}

type Props = {
  taskId: string;
  finding: Marked;
  /** e.g. 'Linha 12 · NCM inexistente': said in the note dialog and the toasts. */
  subject: string;
  /** NCM findings with a suggested code: "Aceitar sugestão" (recorded in the office catalogue). */
  canAccept?: boolean;
  /** NCM description findings: "Não se aplica" records "NCM está correto" in the catalogue. */
  ncmCorrect?: boolean;
};

/** The office's answer to one finding: Resolvido, Não se aplica (with a note), Aceito (NCM); or the mark and Desfazer. */
export function ResolutionCell({ taskId, finding, subject, canAccept, ncmCorrect = false }: Props) {
  const mark = useMarkFinding(taskId);
  const unmark = useUnmarkFinding(taskId);
  const [dialog, setDialog] = useState(false);
  const busy = mark.isPending || unmark.isPending;
  const key = finding.chaveAchado;
  if (!key) return null;

  const r = finding.resolucao;
  if (r) {
    return (
      <div className="flex flex-col items-start gap-1" data-testid="resolucao">
        <ResolutionBadge r={r} />
        {r.nota && <span className="max-w-56 break-words text-xs">“{r.nota}”</span>}
        <span className="text-xs text-muted-foreground">
          por {r.por} em {formatDateTimeBR(r.em)}
        </span>
        <Button
          variant="outline"
          size="sm"
          disabled={busy}
          onClick={() =>
            unmark.mutate(r.id, {
              onSuccess: () => toast.success('Marcação desfeita', { description: `${subject} volta a ficar em aberto.` }),
              onError: (e) => toast.error('Não foi possível desfazer', { description: e.message }),
            })
          }
        >
          <Undo2 /> {unmark.isPending ? 'Desfazendo…' : 'Desfazer'}
        </Button>
      </div>
    );
  }

  const send = (situacao: FindingResolution['situacao'], nota?: string) =>
    mark.mutate(
      { chave: key, situacao, ...(nota ? { nota } : {}) },
      {
        onSuccess: (saved) => {
          setDialog(false);
          toast.success(`Achado marcado: ${saved.rotulo}`, { description: subject });
        },
        onError: (e) => {
          if (!dialog) toast.error('Não foi possível marcar o achado', { description: e.message });
        },
      },
    );

  return (
    <div className="flex flex-col items-start gap-1.5">
      {canAccept && (
        <Button variant="outline" size="sm" disabled={busy} onClick={() => send('aceito')}>
          <Check /> Aceitar sugestão
        </Button>
      )}
      <Button variant="outline" size="sm" disabled={busy} onClick={() => send('resolvido')}>
        <CheckCircle2 /> Resolvido
      </Button>
      <Button variant="ghost" size="sm" disabled={busy} onClick={() => { mark.reset(); setDialog(true); }}>
        <Ban /> Não se aplica
      </Button>
      <NotApplicableDialog
        open={dialog}
        onOpenChange={setDialog}
        subject={subject}
        ncmCorrect={ncmCorrect}
        pending={mark.isPending}
        error={dialog && mark.isError ? mark.error.message : null}
        onSubmit={(nota) => send('nao-se-aplica', nota)}
      />
    </div>
  );
}

/** The 'Situação' column of a findings table (PIS/COFINS, Escrituração, Reforma; NCM puts the cell under its suggestion). */
export function resolutionColumn<F>(taskId: string, subject: (f: F) => string): { header: string; cell(f: F): ReactNode; className?: string } {
  // Every findings page item carries `chaveAchado` and `resolucao` (server: findings-page.ts), whatever its kind.
  return { header: 'Situação', className: 'w-36', cell: (f) => <ResolutionCell taskId={taskId} finding={f as F & Marked} subject={subject(f)} /> };
}
