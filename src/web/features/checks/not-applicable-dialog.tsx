import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { Label } from '../../components/ui/label';

const textareaClass =
  'flex min-h-24 w-full rounded-md border border-input bg-background px-3 py-2 text-sm shadow-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

type Props = {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** What the finding is about, e.g. 'Linha 12 · Descrição não corresponde ao NCM'. */
  subject: string;
  /** NCM description findings: the answer also goes to the office catalogue as "NCM está correto". */
  ncmCorrect: boolean;
  pending: boolean;
  error: string | null;
  onSubmit(note: string): void;
};

/** "Não se aplica" needs a note: the next person (and the auditor) must know why the finding was set aside. */
export function NotApplicableDialog({ open, onOpenChange, subject, ncmCorrect, pending, error, onSubmit }: Props) {
  const [note, setNote] = useState('');
  const [localError, setLocalError] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (note.trim().length < 3) return setLocalError('Escreva na nota por que o achado não se aplica.');
    setLocalError(null);
    onSubmit(note.trim());
  };
  const shown = localError ?? error;
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        onOpenChange(o);
        if (!o) {
          setNote('');
          setLocalError(null);
        }
      }}
    >
      <DialogContent>
        <form onSubmit={submit} noValidate className="space-y-4">
          <DialogHeader>
            <DialogTitle>Marcar como "Não se aplica"</DialogTitle>
            <DialogDescription>
              {subject}
              {ncmCorrect && ' — o catálogo do escritório registra também "NCM está correto" para este produto.'}
            </DialogDescription>
          </DialogHeader>
          <div className="space-y-2">
            <Label htmlFor="nota-nao-se-aplica">Nota (obrigatória)</Label>
            <textarea
              id="nota-nao-se-aplica"
              className={textareaClass}
              value={note}
              maxLength={500}
              autoFocus
              aria-invalid={Boolean(shown)}
              aria-describedby={shown ? 'nota-nao-se-aplica-erro' : undefined}
              onChange={(e) => setNote(e.target.value)}
            />
            {shown && (
              <p id="nota-nao-se-aplica-erro" role="alert" className="text-sm text-destructive">
                {shown}
              </p>
            )}
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancelar
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? 'Salvando…' : 'Salvar'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
