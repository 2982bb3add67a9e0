import { useState, type FormEvent } from 'react';
import { Check, CheckCheck, PencilLine, Undo2 } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { formatDateTimeBR } from '../../lib/format';
import { useCheckDecisions, useDecide, useUndoDecision, type NcmDecision } from './ncm-decisions-api';
import { dottedNcm, type NcmFinding } from './ncm-types';
import { typedCodeError } from './typed-ncm';

/** Facts of the official table: "NCM está correto" does not apply to them (same list as the engine). */
export const VALIDITY_CODES = new Set(['NCM_AUSENTE', 'NCM_FORMATO', 'NCM_ZERO_ESQUERDA', 'NCM_INEXISTENTE', 'NCM_EXTINTO']);

function decidedText(d: NcmDecision): string {
  const who = `por ${d.decididoPor} em ${formatDateTimeBR(d.decididoEm)}`;
  if (d.decisao === 'correto') return `NCM está correto — marcado ${who}`;
  const code = d.codigo ? ` ${dottedNcm(d.codigo)}` : '';
  return d.decisao === 'aceito' ? `Aceito${code} ${who}` : `Informado${code} ${who}`;
}

/**
 * The office's answer to one finding (issue 14): accept the suggestion, say the NCM is correct, or type
 * the right code. Once decided, who/when and "Desfazer". The answer feeds the office's next checks.
 */
export function NcmDecisionCell({ taskId, finding: f, onlyTyped = false }: { taskId: string; finding: NcmFinding; onlyTyped?: boolean }) {
  const decisions = useCheckDecisions(taskId);
  const decide = useDecide(taskId);
  const undo = useUndoDecision();
  const [typing, setTyping] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const busy = decide.isPending || undo.isPending;
  const formId = `ncm-informar-${f.line}-${f.code}`;

  if (!(f.description ?? '').trim()) return onlyTyped ? null : <span className="text-xs text-muted-foreground">Sem descrição do produto: nada a registrar no catálogo.</span>;
  if (decisions.isPending) return <span className="text-xs text-muted-foreground">Carregando…</span>;
  if (decisions.isError) return <span className="text-xs text-destructive">Não foi possível carregar as decisões.</span>;

  const done = decisions.data.itens.find((d) => d.linha === f.line && d.achado === f.code);
  if (done) {
    return (
      <div className="flex flex-col items-start gap-1" data-testid="ncm-decisao">
        <span className="max-w-52 text-xs text-emerald-800">{decidedText(done)}</span>
        <Button
          variant="outline"
          size="sm"
          disabled={busy}
          onClick={() =>
            undo.mutate(done.id, {
              onSuccess: () => toast.success('Decisão desfeita', { description: 'O achado volta a valer nas próximas conferências.' }),
              onError: (e) => toast.error('Não foi possível desfazer', { description: e.message }),
            })
          }
        >
          <Undo2 /> {undo.isPending ? 'Desfazendo…' : 'Desfazer'}
        </Button>
      </div>
    );
  }

  const send = (decisao: NcmDecision['decisao'], ncm?: string) => {
    setError(null);
    decide.mutate(
      { linha: f.line, achado: f.code, decisao, ...(ncm ? { ncm } : {}) },
      {
        onSuccess: () => {
          setTyping(false);
          setCode('');
          toast.success('Decisão registrada no catálogo do escritório', { description: 'As próximas conferências do escritório seguem esta decisão.' });
        },
        onError: (e) => setError(e.message),
      },
    );
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const err = typedCodeError(code);
    if (err) return setError(err);
    send('informado', code.trim());
  };

  return (
    <div className="flex flex-col items-start gap-1.5">
      {/* onlyTyped: accepting and "NCM está correto" are the findings workflow's "Aceitar sugestão" and "Não se aplica". */}
      {!onlyTyped && f.suggestion && (
        <Button variant="outline" size="sm" disabled={busy} onClick={() => send('aceito', f.suggestion!)} title={`Aceitar ${dottedNcm(f.suggestion)} para este produto`}>
          <Check /> Aceitar sugestão
        </Button>
      )}
      {!onlyTyped && !VALIDITY_CODES.has(f.code) && f.currentNCM && (
        <Button variant="outline" size="sm" disabled={busy} onClick={() => send('correto')}>
          <CheckCheck /> NCM está correto
        </Button>
      )}
      {!typing ? (
        <Button variant="ghost" size="sm" disabled={busy} onClick={() => setTyping(true)}>
          <PencilLine /> Informar NCM
        </Button>
      ) : (
        <form
          id={formId}
          noValidate
          onSubmit={submit}
          onKeyDown={(e) => {
            if (e.key === 'Escape') {
              setTyping(false);
              setError(null);
            }
          }}
          className="flex w-full flex-col gap-1.5"
        >
          <label htmlFor={`${formId}-campo`} className="text-xs font-medium">
            NCM correto
          </label>
          <Input
            id={`${formId}-campo`}
            autoFocus
            inputMode="numeric"
            placeholder="0000.00.00"
            maxLength={12}
            className="h-8 w-36 font-mono"
            value={code}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? `${formId}-erro` : undefined}
            onChange={(e) => setCode(e.target.value)}
          />
          <div className="flex gap-1.5">
            <Button type="submit" size="sm" disabled={busy}>
              {decide.isPending ? 'Salvando…' : 'Salvar'}
            </Button>
            <Button
              type="button"
              size="sm"
              variant="ghost"
              onClick={() => {
                setTyping(false);
                setError(null);
              }}
            >
              Cancelar
            </Button>
          </div>
        </form>
      )}
      {decide.isPending && !typing && <span className="text-xs text-muted-foreground">Salvando…</span>}
      {error && (
        <p id={`${formId}-erro`} role="alert" className="max-w-56 text-xs text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
