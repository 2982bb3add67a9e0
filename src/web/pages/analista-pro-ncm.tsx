import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, CheckCircle2, ChevronLeft, ChevronRight, Upload } from 'lucide-react';
import { toast } from 'sonner';
import { Badge } from '../components/ui/badge';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../components/ui/dialog';
import { apiFetch } from '../lib/api-client';
import { formatDateTimeBR } from '../lib/format';
import { selectClass } from '../features/analista-pro/company-form';

type Suggestion = { code: string; description: string; score: number };
type Finding = { line: number; type: 'error' | 'warning'; code: string; product: string | null; currentNCM: string | null; suggestion: string | null; suggestions: Suggestion[]; reason: string };
type Page = { total: number; pagina: number; paginas: number; itens: Finding[] };
type Correcao = { linha: number; codigo: string | null; descricao: string; ncm_anterior: string | null; ncm_novo: string; em: string };

const fmt = (n: string | null) => (n && /^\d{8}$/.test(n) ? `${n.slice(0, 4)}.${n.slice(4, 6)}.${n.slice(6)}` : (n ?? '—'));

function FindingRow({ f, done, onApply }: { f: Finding; done: Correcao | undefined; onApply: (f: Finding, ncm: string) => void }) {
  const options = f.suggestions.length ? f.suggestions : f.suggestion ? [{ code: f.suggestion, description: '', score: 0 }] : [];
  const [choice, setChoice] = useState(options[0]?.code ?? '');
  return (
    <li className="space-y-2 rounded-md border p-3" data-testid="achado">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-medium">
          {f.product ?? '—'} <span className="text-xs text-muted-foreground">(linha {f.line})</span>
        </span>
        <Badge variant={f.type === 'error' ? 'destructive' : 'warning'}>{f.code}</Badge>
      </div>
      <p className="text-sm text-muted-foreground">{f.reason}</p>
      <p className="text-sm">
        NCM no Omie: <span className="font-mono">{fmt(f.currentNCM)}</span>
      </p>
      {done ? (
        <p className="flex items-center gap-1 text-sm text-emerald-700">
          <CheckCircle2 className="size-4" /> Gravado no Omie: {fmt(done.ncm_anterior)} → {fmt(done.ncm_novo)} em {formatDateTimeBR(done.em)}
        </p>
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

/** Findings of an NCM check of Omie products; each correction is confirmed by the user, then written back to Omie. */
export function AnalistaProNcmPage() {
  const { id = '' } = useParams();
  const [pagina, setPagina] = useState(1);
  const [confirm, setConfirm] = useState<{ f: Finding; ncm: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const page = useQuery({ queryKey: ['analista-pro', 'ncm', id, pagina], queryFn: () => apiFetch<Page>(`/api/ncm/tarefas/${id}/achados?tamanho=25&pagina=${pagina}`) });
  const status = useQuery({ queryKey: ['analista-pro', 'ncm-status', id], queryFn: () => apiFetch<{ summary: Record<string, number> | null; file_name?: string }>(`/api/ncm/tarefas/${id}`) });
  const fixes = useQuery({ queryKey: ['analista-pro', 'ncm-fixes', id], queryFn: () => apiFetch<{ empresa_id: string | null; correcoes: Correcao[] }>(`/api/analista-pro/ncm/${id}/correcoes`) });
  const s = status.data?.summary;
  const apply = async () => {
    if (!confirm) return;
    setBusy(true);
    try {
      const r = await apiFetch<{ mensagem: string }>(`/api/analista-pro/ncm/${id}/correcoes`, { method: 'POST', json: { linha: confirm.f.line, ncm: confirm.ncm, confirmado: true } });
      toast.success(r.mensagem);
      await fixes.refetch();
    } catch (e) {
      toast.error('Não foi possível alterar no Omie', { description: (e as Error).message });
    } finally {
      setBusy(false);
      setConfirm(null);
    }
  };
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
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="outline" size="sm">
          <a href={`/api/ncm/tarefas/${id}/relatorio.xlsx`}>Planilha corrigida (.xlsx)</a>
        </Button>
        <Button asChild variant="outline" size="sm">
          <a href={`/api/ncm/tarefas/${id}/relatorio.pdf`}>Relatório (.pdf)</a>
        </Button>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>Achados</CardTitle>
          <CardDescription>{page.data ? `${page.data.total} achado(s)` : 'Carregando...'}</CardDescription>
        </CardHeader>
        <CardContent className="space-y-3">
          {page.isError ? <p className="text-sm text-destructive">{page.error.message}</p> : null}
          <ul className="space-y-3">
            {(page.data?.itens ?? []).map((f) => (
              <FindingRow key={`${f.line}-${f.code}`} f={f} done={fixes.data?.correcoes.find((c) => c.linha === f.line)} onApply={(ff, ncm) => setConfirm({ f: ff, ncm })} />
            ))}
          </ul>
          {page.data && page.data.paginas > 1 ? (
            <div className="flex items-center justify-end gap-2 text-sm">
              <Button variant="outline" size="sm" disabled={pagina <= 1} onClick={() => setPagina((p) => p - 1)} aria-label="Página anterior">
                <ChevronLeft />
              </Button>
              Página {page.data.pagina} de {page.data.paginas}
              <Button variant="outline" size="sm" disabled={pagina >= page.data.paginas} onClick={() => setPagina((p) => p + 1)} aria-label="Próxima página">
                <ChevronRight />
              </Button>
            </div>
          ) : null}
        </CardContent>
      </Card>
      <Dialog open={confirm !== null} onOpenChange={(o) => !o && setConfirm(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Alterar o NCM no Omie?</DialogTitle>
            <DialogDescription>
              Produto {confirm?.f.product ?? ''}: {fmt(confirm?.f.currentNCM ?? null)} → {fmt(confirm?.ncm ?? null)}. A alteração é gravada no cadastro do Omie e registrada no log de auditoria.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setConfirm(null)}>
              Cancelar
            </Button>
            <Button disabled={busy} onClick={() => void apply()}>
              {busy ? 'Gravando...' : 'Confirmar alteração'}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}
