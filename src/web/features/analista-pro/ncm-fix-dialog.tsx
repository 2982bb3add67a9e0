import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { keys, useInvalidate, useStartRun, type Execucao } from './analista-api';
import { RunLog } from './run-log';

export type NcmFix = { checkId: string; linha: number; produto: string | null; atual: string | null; ncm: string };

/** 0000.00.00, as Omie shows an NCM. */
export const fmtNcm = (n: string | null) => (n && /^\d{8}$/.test(n) ? `${n.slice(0, 4)}.${n.slice(4, 6)}.${n.slice(6)}` : (n ?? '—'));

type Props = {
  fix: NcmFix;
  /** The run already writing this product (the row's 'Ver andamento'), or null to ask for confirmation first. */
  runId: string | null;
  onStarted: (runId: string) => void;
  onFinished: (run: Execucao) => void;
  onClose: () => void;
};

/**
 * 'Alterar o NCM no Omie?': the user confirms, the server starts a 'corrigir-ncm' run, and the dialog
 * follows its log live; it closes by itself when the NCM is written. Closing it earlier does not stop the
 * write-back (the row keeps following it).
 */
export function NcmFixDialog({ fix, runId, onStarted, onFinished, onClose }: Props) {
  const start = useStartRun();
  const invalidate = useInvalidate();
  const [finished, setFinished] = useState<Execucao | null>(null);
  const finish = useCallback(
    (run: Execucao) => {
      setFinished(run);
      void invalidate(keys.execucoes);
      onFinished(run);
      // Done: the row and a toast say so. A failure stays open with its log, to read what Omie answered.
      if (run.status === 'concluido') onClose();
    },
    [invalidate, onFinished, onClose],
  );

  function confirm() {
    start.mutate(
      { path: `/api/analista-pro/ncm/${encodeURIComponent(fix.checkId)}/correcoes`, body: { linha: fix.linha, ncm: fix.ncm, confirmado: true } },
      {
        onSuccess: (r) => onStarted(r.execucao.id),
        onError: (e) => toast.error('Não foi possível alterar no Omie', { description: e.message }),
      },
    );
  }

  const running = runId !== null && !finished;
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{runId ? 'Gravando o NCM no Omie' : 'Alterar o NCM no Omie?'}</DialogTitle>
          <DialogDescription>
            Produto {fix.produto ?? `da linha ${fix.linha}`}: {fmtNcm(fix.atual)} → {fmtNcm(fix.ncm)}. A alteração é gravada no cadastro do Omie e registrada no log de auditoria.
          </DialogDescription>
        </DialogHeader>
        {runId ? (
          <>
            <RunLog id={runId} onFinished={finish} />
            {running ? <p className="text-xs text-muted-foreground">Você pode fechar esta janela: a gravação continua e fica no histórico de execuções.</p> : null}
            {finished?.status === 'erro' && finished.erro ? <p className="text-sm text-destructive">{finished.erro}</p> : null}
          </>
        ) : null}
        <DialogFooter>
          {runId ? (
            <>
              <Button asChild variant="outline">
                <Link to={`/dashboard/analista-pro/execucoes/${runId}`}>Abrir execução</Link>
              </Button>
              <Button onClick={onClose}>Fechar</Button>
            </>
          ) : (
            <>
              <Button variant="outline" onClick={onClose}>
                Cancelar
              </Button>
              <Button disabled={start.isPending} onClick={confirm}>
                {start.isPending ? 'Enviando...' : 'Confirmar alteração'}
              </Button>
            </>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
