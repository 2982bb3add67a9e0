import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { FileDown, FileSpreadsheet, FolderOpen, GitCompareArrows } from 'lucide-react';
import { Pager } from '../components/pager';
import { Badge } from '../components/ui/badge';
import { Button } from '../components/ui/button';
import { Card, CardContent } from '../components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../components/ui/dialog';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../components/ui/select';
import { Skeleton } from '../components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../components/ui/table';
import { ComparisonList } from '../features/checks/comparison-panel';
import { MODULO, competenciaBR, useConferencias, useConferenciasFiltros, type Conferencia, type ConferenciasFilter } from '../features/checks/conferencias-api';
import { reportUrl } from '../features/checks/download-file';
import { SPED_CODE_LABEL } from '../features/checks/escrituracao-types';
import { NCM_CODE_LABEL } from '../features/checks/ncm-types';
import { PIS_COFINS_CODE_LABEL } from '../features/checks/pis-cofins-types';
import { REFORMA_CODE_LABEL } from '../features/checks/reforma-types';
import { formatDateTimeBR } from '../lib/format';

const ALL = 'todos';
const STATUS: Record<Conferencia['status'], { label: string; variant: 'secondary' | 'warning' | 'destructive' | 'outline' }> = {
  aguardando: { label: 'Aguardando', variant: 'outline' },
  processando: { label: 'Processando', variant: 'warning' },
  concluido: { label: 'Concluída', variant: 'secondary' },
  erro: { label: 'Erro', variant: 'destructive' },
};
/** The finding codes in plain pt-BR, per module (the same labels as the result pages). */
const CODE_LABELS: Record<Conferencia['modulo'], Record<string, string>> = { ncm: NCM_CODE_LABEL, 'pis-cofins': PIS_COFINS_CODE_LABEL, escrituracao: SPED_CODE_LABEL, reforma: REFORMA_CODE_LABEL };
const FILTER_KEYS = ['cliente', 'modulo', 'competencia', 'status', 'membro'] as const;

function FilterSelect({ label, value, all, options, onChange }: { label: string; value: string; all: string; options: { value: string; label: string }[]; onChange(v: string): void }) {
  return (
    <Select value={value || ALL} onValueChange={(v) => onChange(v === ALL ? '' : v)}>
      <SelectTrigger aria-label={label}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value={ALL}>{all}</SelectItem>
        {options.map((o) => (
          <SelectItem key={o.value} value={o.value}>
            {o.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

/** Re-open, re-download and compare: the same actions on a desktop row and a phone card. */
function RowActions({ c, onCompare }: { c: Conferencia; onCompare(c: Conferencia): void }) {
  const m = MODULO[c.modulo];
  const done = c.status === 'concluido';
  return (
    <div className="flex flex-wrap gap-1.5">
      <Button asChild variant="outline" size="sm">
        <Link to={`${m.page}?tarefa=${encodeURIComponent(c.task_id)}`} aria-label={`Abrir ${c.file_name}`}>
          <FolderOpen /> Abrir
        </Link>
      </Button>
      {done && c.has_xlsx && (
        <Button asChild variant="ghost" size="sm">
          <a href={reportUrl(m.base, c.task_id, 'xlsx')} download aria-label={`Baixar Excel de ${c.file_name}`}>
            <FileSpreadsheet /> Excel
          </a>
        </Button>
      )}
      {done && c.has_pdf && (
        <Button asChild variant="ghost" size="sm">
          <a href={reportUrl(m.base, c.task_id, 'pdf')} download aria-label={`Baixar PDF de ${c.file_name}`}>
            <FileDown /> PDF
          </a>
        </Button>
      )}
      {done && c.cliente && c.competencia && (
        <Button variant="ghost" size="sm" onClick={() => onCompare(c)} aria-label={`Comparar ${c.file_name} com a competência anterior`}>
          <GitCompareArrows /> Comparar
        </Button>
      )}
    </div>
  );
}

/** "Conferências" (issue 18, item 4): every check of the office, filtered on the server, filters in the URL. */
export function ConferenciasPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('pagina')) || 1);
  const filter: ConferenciasFilter = Object.fromEntries(FILTER_KEYS.map((k) => [k, params.get(k) ?? undefined]).filter(([, v]) => v));
  const q = useConferencias(page, filter);
  const f = useConferenciasFiltros();
  const [comparing, setComparing] = useState<Conferencia | null>(null);
  const d = q.data;

  const set = (key: string, value: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value) next.set(key, value);
        else next.delete(key);
        if (key !== 'pagina') next.delete('pagina');
        return next;
      },
      { replace: key !== 'pagina' },
    );
  const filtered = FILTER_KEYS.some((k) => params.get(k));

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">Conferências</h1>
        <p className="text-muted-foreground">Todas as conferências do escritório: reabra o resultado, baixe os relatórios e compare com a competência anterior.</p>
      </div>

      <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-5" data-testid="filtros-conferencias">
        <FilterSelect
          label="Filtrar por cliente"
          value={filter.cliente ?? ''}
          all="Todos os clientes"
          options={(f.data?.clientes ?? []).map((c) => ({ value: c.id, label: `${c.razao_social} (${c.cnpj_formatado})` }))}
          onChange={(v) => set('cliente', v)}
        />
        <FilterSelect
          label="Filtrar por módulo"
          value={filter.modulo ?? ''}
          all="Todos os módulos"
          options={Object.entries(MODULO).map(([value, m]) => ({ value, label: m.label }))}
          onChange={(v) => set('modulo', v)}
        />
        <FilterSelect
          label="Filtrar por competência"
          value={filter.competencia ?? ''}
          all="Todas as competências"
          options={(f.data?.competencias ?? []).map((c) => ({ value: c, label: competenciaBR(c) }))}
          onChange={(v) => set('competencia', v)}
        />
        <FilterSelect
          label="Filtrar por situação"
          value={filter.status ?? ''}
          all="Todas as situações"
          options={Object.entries(STATUS).map(([value, s]) => ({ value, label: s.label }))}
          onChange={(v) => set('status', v)}
        />
        <FilterSelect
          label="Filtrar por membro"
          value={filter.membro ?? ''}
          all="Todos os membros"
          options={(f.data?.membros ?? []).map((m) => ({ value: m.id, label: m.nome }))}
          onChange={(v) => set('membro', v)}
        />
      </div>
      {f.isError && <p className="text-sm text-destructive">Não foi possível carregar as opções dos filtros: {f.error.message}</p>}

      <Card>
        <CardContent className="space-y-3 pt-6">
          {q.isError && <p className="text-sm text-destructive">{q.error.message}</p>}
          {!d && !q.isError && <Skeleton className="h-40" />}
          {d && d.itens.length === 0 && (
            <p className="py-8 text-center text-sm text-muted-foreground" data-testid="conferencias-vazio">
              {filtered ? 'Nenhuma conferência com esses filtros.' : 'Nenhuma conferência ainda. Envie um arquivo em um dos módulos para começar.'}
            </p>
          )}
          {d && d.itens.length > 0 && (
            <>
              <ul className="space-y-2 md:hidden" aria-label="Conferências">
                {d.itens.map((c) => (
                  <li key={c.task_id} className="space-y-2 rounded-lg border p-3 text-sm">
                    <div className="flex items-start justify-between gap-2">
                      <span className="min-w-0 break-words font-medium">{c.file_name}</span>
                      <Badge variant={STATUS[c.status].variant}>{STATUS[c.status].label}</Badge>
                    </div>
                    <p className="text-xs text-muted-foreground">
                      {MODULO[c.modulo].label} · {c.cliente?.razao_social ?? 'Sem cliente'} · {competenciaBR(c.competencia)}
                    </p>
                    <p className="text-xs text-muted-foreground">
                      {formatDateTimeBR(c.created_at)} · {c.membro.nome}
                    </p>
                    <RowActions c={c} onCompare={setComparing} />
                  </li>
                ))}
              </ul>
              <div className="hidden md:block">
                <Table className={q.isFetching ? 'opacity-70' : undefined} data-testid="tabela-conferencias">
                  <TableHeader>
                    <TableRow>
                      <TableHead>Arquivo</TableHead>
                      <TableHead>Cliente</TableHead>
                      <TableHead>Módulo</TableHead>
                      <TableHead>Competência</TableHead>
                      <TableHead>Situação</TableHead>
                      <TableHead>Enviada por</TableHead>
                      <TableHead>Ações</TableHead>
                    </TableRow>
                  </TableHeader>
                  <TableBody>
                    {d.itens.map((c) => (
                      <TableRow key={c.task_id}>
                        <TableCell className="max-w-56">
                          <span className="block truncate font-medium" title={c.file_name}>
                            {c.file_name}
                          </span>
                          <span className="block text-xs text-muted-foreground">{formatDateTimeBR(c.created_at)}</span>
                        </TableCell>
                        <TableCell className="max-w-48">
                          {c.cliente ? (
                            <>
                              <span className="block truncate">{c.cliente.razao_social}</span>
                              <span className="block whitespace-nowrap text-xs text-muted-foreground">{c.cliente.cnpj_formatado}</span>
                            </>
                          ) : (
                            <span className="text-muted-foreground">Sem cliente</span>
                          )}
                        </TableCell>
                        <TableCell className="whitespace-nowrap">{MODULO[c.modulo].label}</TableCell>
                        <TableCell className="tabular-nums">{competenciaBR(c.competencia)}</TableCell>
                        <TableCell>
                          <Badge variant={STATUS[c.status].variant}>{STATUS[c.status].label}</Badge>
                        </TableCell>
                        <TableCell>{c.membro.nome}</TableCell>
                        <TableCell>
                          <RowActions c={c} onCompare={setComparing} />
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </div>
            </>
          )}
          {d && <Pager label="Paginação das conferências" testId="conferencias-total" pagina={d.pagina} paginas={d.paginas} total={d.total} noun={['conferência', 'conferências']} onChange={(p) => set('pagina', String(p))} />}
        </CardContent>
      </Card>

      <Dialog open={Boolean(comparing)} onOpenChange={(o) => !o && setComparing(null)}>
        <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-3xl">
          <DialogHeader>
            <DialogTitle>Comparação com a competência anterior</DialogTitle>
            <DialogDescription>
              {comparing && `${comparing.file_name} · ${comparing.cliente?.razao_social ?? ''} · ${MODULO[comparing.modulo].label} · ${competenciaBR(comparing.competencia)}`}
            </DialogDescription>
          </DialogHeader>
          {comparing && <ComparisonList taskId={comparing.task_id} codeLabels={CODE_LABELS[comparing.modulo]} />}
        </DialogContent>
      </Dialog>
    </div>
  );
}
