import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, CheckCircle2, Loader2, Upload } from 'lucide-react';
import { toast } from 'sonner';
import { Pager } from '../components/pager';
import { Badge } from '../components/ui/badge';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { apiFetch } from '../lib/api-client';
import { formatDateTimeBR, formatInteger } from '../lib/format';
import type { Execucao } from '../features/analista-pro/analista-api';
import { selectClass } from '../features/analista-pro/company-form';
import { NcmFixDialog, fmtNcm as fmt, type NcmFix } from '../features/analista-pro/ncm-fix-dialog';
import { useRunStream } from '../features/analista-pro/run-log';
import { NCM_CODE_LABEL } from '../features/checks/ncm-types';

type Suggestion = { code: string; description: string; score: number };
type Finding = { line: number; type: 'error' | 'warning'; code: string; product: string | null; currentNCM: string | null; suggestion: string | null; suggestions: Suggestion[]; reason: string };
type Page = { total: number; pagina: number; paginas: number; itens: Finding[] };
type Correcao = { linha: number; codigo: string | null; descricao: string; ncm_anterior: string | null; ncm_novo: string; em: string };

/** Follows a write-back whose dialog was closed, so the row still learns how it ended. */
function FollowRun({ runId, onFinished }: { runId: string; onFinished: (run: Execucao) => void }) {
  const { run } = useRunStream(runId);
  useEffect(() => {
    if (run && (run.status === 'concluido' || run.status === 'erro')) onFinished(run);
  }, [run, onFinished]);
  return null;
}

type RowProps = { f: Finding; done: Correcao | undefined; runId: string | undefined; onApply: (f: Finding, ncm: string) => void; onShowRun: (f: Finding, runId: string) => void };

function FindingRow({ f, done, runId, onApply, onShowRun }: RowProps) {
  const options = f.suggestions.length ? f.suggestions : f.suggestion ? [{ code: f.suggestion, description: '', score: 0 }] : [];
  const [choice, setChoice] = useState(options[0]?.code ?? '');
  return (
    <li className="space-y-2 rounded-md border p-3" data-testid="achado">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-medium">
          {f.product ?? '—'} <span className="text-xs text-muted-foreground">(linha {f.line})</span>
        </span>
        {/* The finding's name, as on the NCM check page (the code NCM_EXTINTO is for the reports and the API). */}
        <Badge variant={f.type === 'error' ? 'destructive' : 'warning'} title={f.code}>
          {NCM_CODE_LABEL[f.code] ?? f.code}
        </Badge>
      </div>
      <p className="text-sm text-muted-foreground">{f.reason}</p>
      <p className="text-sm">
        NCM no Omie: <span className="font-mono">{fmt(f.currentNCM)}</span>
      </p>
      {done ? (
        <p className="flex items-center gap-1 text-sm text-emerald-700">
          <CheckCircle2 className="size-4" /> Gravado no Omie: {fmt(done.ncm_anterior)} → {fmt(done.ncm_novo)} em {formatDateTimeBR(done.em)}
        </p>
      ) : runId ? (
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <Loader2 className="size-4 animate-spin text-muted-foreground" aria-hidden />
          <span>Gravando no Omie...</span>
          <Button variant="link" size="sm" className="h-auto p-0" onClick={() => onShowRun(f, runId)}>
            Ver andamento
          </Button>
        </div>
      ) : options.length ? (
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <select aria-label={`NCM para ${f.product ?? `linha ${f.line}`}`} className={`${selectClass} sm:max-w-md`} value={choice} onChange={(e) => setChoice(e.target.value)}>
            {options.map((s) => (
              <option key={s.code} value={s.code}>
                {fmt(s.code)} {s.description ? `— ${s.description.slice(0, 80)}` : ''}
              </option>
            ))}
          </select>
          <Button size="sm" onClick={() => onApply(f, choice)} disabled={!choice}>
            <Upload /> Corrigir no Omie
          </Button>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">Sem sugestão automática: corrija no Omie manualmente.</p>
      )}
    </li>
  );
}

/**
 * Findings of an NCM check of Omie products; each correction is confirmed by the user, then written back
 * to Omie by a 'corrigir-ncm' run whose log the confirmation dialog follows live.
 */
export function AnalistaProNcmPage() {
  const { id = '' } = useParams();
  const qc = useQueryClient();
  const [pagina, setPagina] = useState(1);
  const [dialog, setDialog] = useState<{ fix: NcmFix; runId: string | null } | null>(null);
  // Write-backs still running, by product line (a closed dialog does not stop them).
  const [pending, setPending] = useState<Record<number, { runId: string; fix: NcmFix }>>({});
  const ended = useRef(new Set<string>());
  const page = useQuery({ queryKey: ['analista-pro', 'ncm', id, pagina], queryFn: () => apiFetch<Page>(`/api/ncm/tarefas/${id}/achados?tamanho=25&pagina=${pagina}`) });
  const status = useQuery({ queryKey: ['analista-pro', 'ncm-status', id], queryFn: () => apiFetch<{ summary: Record<string, number> | null; file_name?: string }>(`/api/ncm/tarefas/${id}`) });
  const fixes = useQuery({ queryKey: ['analista-pro', 'ncm-fixes', id], queryFn: () => apiFetch<{ empresa_id: string | null; correcoes: Correcao[] }>(`/api/analista-pro/ncm/${id}/correcoes`) });
  const s = status.data?.summary;

  const toFix = (f: Finding, ncm: string): NcmFix => ({ checkId: id, linha: f.line, produto: f.product, atual: f.currentNCM, ncm });
  const onStarted = (runId: string) => {
    if (!dialog) return;
    setPending((p) => ({ ...p, [dialog.fix.linha]: { runId, fix: dialog.fix } }));
    setDialog({ ...dialog, runId });
  };
  // Called by the dialog's log or by the row's follower, whichever sees the end first: toast once.
  const onFinished = useCallback(
    (run: Execucao) => {
      if (ended.current.has(run.id)) return;
      ended.current.add(run.id);
      setPending((p) => Object.fromEntries(Object.entries(p).filter(([, w]) => w.runId !== run.id)));
      if (run.status === 'concluido') {
        toast.success(String(run.resultado?.resumo ?? 'NCM alterado no Omie.'));
        void qc.invalidateQueries({ queryKey: ['analista-pro', 'ncm-fixes', id] });
      } else {
        toast.error('Não foi possível alterar no Omie', { description: run.erro ?? undefined });
      }
    },
    [qc, id],
  );

  return (
    <div className="space-y-6">
      <Button asChild variant="ghost" size="sm">
        <Link to="/dashboard/analista-pro/empresas">
          <ArrowLeft /> Empresas Cadastradas
        </Link>
      </Button>
      <div>
        <h1 className="text-2xl font-bold tracking-tight">NCM dos produtos do Omie</h1>
        <p className="text-muted-foreground">Confira cada achado e confirme a correção: só então o NCM é alterado no Omie.</p>
      </div>
      {s ? (
        <div className="grid grid-cols-3 gap-3">
          {[
            ['Corretos', s.correct],
            ['Sugestões', s.suggestions],
            ['Erros', s.errors],
          ].map(([label, n]) => (
            <Card key={String(label)}>
              <CardHeader className="p-4">
                <CardDescription>{label}</CardDescription>
                <CardTitle className="text-2xl">{n ?? 0}</CardTitle>
              </CardHeader>
            </Card>
          ))}
        </div>
      ) : null}
      {/* No report links for a check that could not be loaded (they would only answer 404). */}
      {!page.isError ? (
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline" size="sm">
            <a href={`/api/ncm/tarefas/${id}/relatorio.xlsx`}>Planilha corrigida (.xlsx)</a>
          </Button>
          <Button asChild variant="outline" size="sm">
            <a href={`/api/ncm/tarefas/${id}/relatorio.pdf`}>Relatório (.pdf)</a>
          </Button>
        </div>
      ) : null}
      <Card>
        <CardHeader>
          <CardTitle>Achados</CardTitle>
          <CardDescription>{page.data ? `${formatInteger(page.data.total)} ${page.data.total === 1 ? 'achado' : 'achados'}` : page.isError ? 'Não foi possível carregar os achados.' : 'Carregando...'}</CardDescription>
        </CardHeader>
        <CardContent className="space-y-3">
          {page.isError ? <p className="text-sm text-destructive">{page.error.message}</p> : null}
          <ul className="space-y-3">
            {(page.data?.itens ?? []).map((f) => (
              <FindingRow
                key={`${f.line}-${f.code}`}
                f={f}
                done={fixes.data?.correcoes.find((c) => c.linha === f.line)}
                runId={pending[f.line]?.runId}
                onApply={(ff, ncm) => setDialog({ fix: toFix(ff, ncm), runId: null })}
                onShowRun={(ff, runId) => setDialog({ fix: pending[ff.line]?.fix ?? toFix(ff, ''), runId })}
              />
            ))}
          </ul>
          {page.data && page.data.paginas > 1 ? (
            <Pager label="Paginação dos achados" pagina={page.data.pagina} paginas={page.data.paginas} total={page.data.total} noun={['achado', 'achados']} onChange={setPagina} />
          ) : null}
        </CardContent>
      </Card>
      {Object.values(pending)
        .filter((w) => w.runId !== dialog?.runId)
        .map((w) => (
          <FollowRun key={w.runId} runId={w.runId} onFinished={onFinished} />
        ))}
      {dialog ? <NcmFixDialog fix={dialog.fix} runId={dialog.runId} onStarted={onStarted} onFinished={onFinished} onClose={() => setDialog(null)} /> : null}
    </div>
  );
}
