import { useEffect, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Badge } from '../../components/ui/badge';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/select';
import { Skeleton } from '../../components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table';
import { apiFetch } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { formatBRL, formatInteger } from '../../lib/format';
import { Pager } from '../../components/pager';
import { RECON_STATUS, spedDate, type ReconPage, type ReconRow, type ReconStatus } from './escrituracao-types';

const ALL = 'todos';
const SIZE = 25;
const KEYS = ['total', 'icms', 'ipi', 'pis', 'cofins'] as const;
const KEY_LABEL: Record<(typeof KEYS)[number], string> = { total: 'Total', icms: 'ICMS', ipi: 'IPI', pis: 'PIS', cofins: 'COFINS' };

/** XML vs SPED values; only the total always, the taxes when one side differs (keeps the row readable). */
/** `heading`: name the two value columns (phone cards have no table header saying 'XML · SPED'). */
function Values({ r, heading = false }: { r: ReconRow; heading?: boolean }) {
  const shown = KEYS.filter((k) => k === 'total' || (r.sped && Math.abs(r.xml[k] - r.sped[k]) >= 0.01));
  return (
    <dl className="grid grid-cols-[auto_auto_auto] gap-x-3 text-xs tabular-nums">
      <dt className="sr-only">Valor</dt>
      {heading && (
        <div className="contents text-muted-foreground" aria-hidden>
          <span />
          <span>XML</span>
          <span>SPED</span>
        </div>
      )}
      {shown.map((k) => {
        const differs = r.sped !== null && Math.abs(r.xml[k] - r.sped[k]) >= 0.01;
        return (
          <div key={k} className="contents">
            <span className="text-muted-foreground">{KEY_LABEL[k]}</span>
            <span title="Valor no XML">{formatBRL(r.xml[k])}</span>
            <span title="Valor no SPED" className={cn(differs && 'font-semibold text-destructive')}>
              {r.sped ? formatBRL(r.sped[k]) : '—'}
            </span>
          </div>
        );
      })}
    </dl>
  );
}

/** 'Conciliação XML × SPED', paged on the server (GET …/conciliacao). */
export function ReconciliationTable({ taskId, counts }: { taskId: string; counts: Partial<Record<ReconStatus, number>> }) {
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<string>(ALL);
  useEffect(() => setPage(1), [taskId, status]);
  const q = useQuery({
    queryKey: ['checks', '/api/escrituracao', 'conciliacao', taskId, page, status],
    queryFn: () =>
      apiFetch<ReconPage>(
        `/api/escrituracao/tarefas/${encodeURIComponent(taskId)}/conciliacao?pagina=${page}&tamanho=${SIZE}${status === ALL ? '' : `&status=${status}`}`,
      ),
    placeholderData: keepPreviousData,
    staleTime: Infinity,
  });
  const data = q.data;

  return (
    <div className="space-y-3" data-testid="tabela-conciliacao">
      <Select value={status} onValueChange={setStatus}>
        <SelectTrigger aria-label="Filtrar por situação" className="sm:w-72">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ALL}>Todas as situações</SelectItem>
          {(Object.keys(RECON_STATUS) as ReconStatus[]).map((s) => (
            <SelectItem key={s} value={s}>
              {RECON_STATUS[s].label} ({formatInteger(counts[s] ?? 0)})
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      {q.isError && <p className="text-sm text-destructive">{q.error.message}</p>}
      {!data && !q.isError && <Skeleton className="h-32" />}
      {data && (
        <>
          {/* Phones: one card per note (a 44-digit key and five value pairs do not fit a table row). */}
          <ul className={cn('space-y-2 md:hidden', q.isFetching && 'opacity-70')} aria-label="Notas da conciliação">
            {data.itens.length === 0 && <li className="py-6 text-center text-sm text-muted-foreground">Nenhuma nota nesta situação.</li>}
            {data.itens.map((r) => (
              <li key={r.chave} className="space-y-2 rounded-lg border p-3 text-sm">
                <div className="flex items-start justify-between gap-2">
                  <span className="min-w-0 break-words font-medium">{r.emitente || '—'}</span>
                  <Badge variant={RECON_STATUS[r.status].variant}>{RECON_STATUS[r.status].label}</Badge>
                </div>
                <p className="break-all font-mono text-xs text-muted-foreground">{r.chave}</p>
                <p className="text-xs">
                  {spedDate(r.data)}
                  {r.sped && ` · C100 linha ${formatInteger(r.sped.line)}`}
                </p>
                <Values r={r} heading />
              </li>
            ))}
          </ul>
          <div className="hidden md:block">
          <Table className={q.isFetching ? 'opacity-70' : undefined}>
            <TableHeader>
              <TableRow>
                <TableHead>Chave de acesso</TableHead>
                <TableHead>Emitente</TableHead>
                <TableHead>Data</TableHead>
                <TableHead>
                  Valores <span className="font-normal">(XML · SPED)</span>
                </TableHead>
                <TableHead>Situação</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {data.itens.length === 0 && (
                <TableRow>
                  <TableCell colSpan={5} className="py-6 text-center text-muted-foreground">
                    Nenhuma nota nesta situação.
                  </TableCell>
                </TableRow>
              )}
              {data.itens.map((r) => (
                <TableRow key={r.chave}>
                  <TableCell className="max-w-48 break-all font-mono text-xs">{r.chave}</TableCell>
                  <TableCell className="min-w-40 break-words">{r.emitente || '—'}</TableCell>
                  <TableCell className="whitespace-nowrap">{spedDate(r.data)}</TableCell>
                  <TableCell>
                    <Values r={r} />
                  </TableCell>
                  <TableCell>
                    <Badge variant={RECON_STATUS[r.status].variant}>{RECON_STATUS[r.status].label}</Badge>
                    {r.sped && <span className="mt-1 block text-xs text-muted-foreground">C100 linha {formatInteger(r.sped.line)}</span>}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          </div>
          <Pager
            label="Paginação da conciliação"
            testId="conciliacao-total"
            pagina={data.pagina}
            paginas={data.paginas}
            total={data.total}
            noun={['nota', 'notas']}
            onChange={setPage}
          />
        </>
      )}
    </div>
  );
}
