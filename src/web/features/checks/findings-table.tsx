import { Fragment, useEffect, useState, type ReactNode } from 'react';
import { ChevronDown, ChevronUp } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/select';
import { Skeleton } from '../../components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table';
import { cn } from '../../lib/cn';
import { formatInteger } from '../../lib/format';
import { useFindings } from './check-queries';
import { Pager } from '../../components/pager';
import type { FindingsFilter } from './check-types';

export type FindingColumn<F> = { header: string; cell(f: F): ReactNode; className?: string };

type Props<F> = {
  base: string;
  taskId: string;
  columns: FindingColumn<F>[];
  /** Severity filter options, e.g. [{ value: 'error', label: 'Erros' }]. */
  types: { value: string; label: string }[];
  /** pt-BR label of each finding code (shown in the code filter). */
  codeLabels: Record<string, string>;
  /** Adds a 'Registro' text filter (SPED). */
  registerFilter?: boolean;
  /** Extra detail under a row (NCM: the suggestions); rows get an expand button when it returns content. */
  detail?(f: F): ReactNode | null;
  pageSize?: number;
  emptyText?: string;
};

const ALL = 'todos';

function useDebounced<T>(value: T, ms: number): T {
  const [v, setV] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setV(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return v;
}

/** Findings paged, filtered and searched on the server: a result may hold 100k findings. */
export function FindingsTable<F>({ base, taskId, columns, types, codeLabels, registerFilter, detail, pageSize = 25, emptyText }: Props<F>) {
  const [page, setPage] = useState(1);
  const [tipo, setTipo] = useState(ALL);
  const [codigo, setCodigo] = useState(ALL);
  const [registroRaw, setRegistro] = useState('');
  const [buscaRaw, setBusca] = useState('');
  const [situacao, setSituacao] = useState(ALL);
  const [open, setOpen] = useState<Set<number>>(new Set());
  const busca = useDebounced(buscaRaw.trim(), 350);
  const registro = useDebounced(registroRaw.trim().toUpperCase(), 350);
  const filter: FindingsFilter = {
    tipo: tipo === ALL ? undefined : tipo,
    codigo: codigo === ALL ? undefined : codigo,
    registro: registro || undefined,
    busca: busca || undefined,
    situacao: situacao === ALL ? undefined : situacao,
  };
  const q = useFindings<F>(base, taskId, page, pageSize, filter);
  const data = q.data;

  useEffect(() => {
    setPage(1);
    setOpen(new Set());
  }, [taskId, tipo, codigo, registro, busca, situacao]);

  const codes = Object.entries(data?.porCodigo ?? {}).sort((a, b) => b[1] - a[1]);
  const colSpan = columns.length + (detail ? 1 : 0);
  const filtered = Boolean(filter.tipo || filter.codigo || filter.busca || filter.registro || filter.situacao);
  const empty = data && data.total === 0 && !filtered ? (emptyText ?? 'Nenhum problema encontrado.') : 'Nenhum achado com esses filtros.';

  return (
    <div className="space-y-3" data-testid="tabela-achados">
      <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
        <Select value={situacao} onValueChange={setSituacao}>
          <SelectTrigger aria-label="Filtrar achados abertos ou resolvidos">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>Todos os achados</SelectItem>
            <SelectItem value="abertos">Abertos</SelectItem>
            <SelectItem value="resolvidos">Resolvidos</SelectItem>
          </SelectContent>
        </Select>
        <Select value={tipo} onValueChange={setTipo}>
          <SelectTrigger aria-label="Filtrar por tipo">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>Todos os tipos</SelectItem>
            {types.map((t) => (
              <SelectItem key={t.value} value={t.value}>
                {t.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <Select value={codigo} onValueChange={setCodigo}>
          <SelectTrigger aria-label="Filtrar por problema">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>Todos os problemas</SelectItem>
            {codes.map(([code, n]) => (
              <SelectItem key={code} value={code}>
                {codeLabels[code] ?? code} ({formatInteger(n)})
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        {registerFilter && (
          <Input aria-label="Filtrar por registro" placeholder="Registro (ex.: C100)" value={registroRaw} maxLength={10} onChange={(e) => setRegistro(e.target.value)} />
        )}
        <Input aria-label="Buscar nos achados" placeholder="Buscar nos achados…" title="Busca no produto, no código e na mensagem" value={buscaRaw} maxLength={100} onChange={(e) => setBusca(e.target.value)} />
      </div>

      {q.isError && <p className="text-sm text-destructive">{q.error.message}</p>}
      {!data && !q.isError && <Skeleton className="h-40" />}
      {data && (
        <>
          {/* Phones: one card per finding; the table below needs more width than a phone has. */}
          <ul className={cn('space-y-2 md:hidden', q.isFetching && 'opacity-70')} aria-label="Achados">
            {data.itens.length === 0 && <li className="py-6 text-center text-sm text-muted-foreground">{empty}</li>}
            {data.itens.map((f, i) => {
              const extra = detail?.(f) ?? null;
              return (
                <li key={`${page}-${i}`} className="rounded-lg border p-3 text-sm">
                  <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1">
                    {columns.map((c) => (
                      <Fragment key={c.header}>
                        <dt className="text-xs font-medium text-muted-foreground">{c.header}</dt>
                        <dd className="min-w-0 break-words">{c.cell(f)}</dd>
                      </Fragment>
                    ))}
                  </dl>
                  {extra && (
                    <details className="mt-2">
                      <summary className="cursor-pointer text-xs font-medium text-primary">Ver detalhes</summary>
                      <div className="mt-2">{extra}</div>
                    </details>
                  )}
                </li>
              );
            })}
          </ul>
          <div className="hidden md:block">
          <Table className={q.isFetching ? 'opacity-70' : undefined}>
            <TableHeader>
              <TableRow>
                {detail && <TableHead className="w-8" />}
                {columns.map((c) => (
                  <TableHead key={c.header} className={c.className}>
                    {c.header}
                  </TableHead>
                ))}
              </TableRow>
            </TableHeader>
            <TableBody>
              {data.itens.length === 0 && (
                <TableRow>
                  <TableCell colSpan={colSpan} className="py-6 text-center text-muted-foreground">
                    {empty}
                  </TableCell>
                </TableRow>
              )}
              {data.itens.map((f, i) => {
                const extra = detail?.(f) ?? null;
                const isOpen = open.has(i);
                return (
                  <Fragment key={`${page}-${i}`}>
                    <TableRow>
                      {detail && (
                        <TableCell className="p-1">
                          {extra && (
                            <Button
                              variant="ghost"
                              size="icon"
                              className="size-7"
                              aria-expanded={isOpen}
                              aria-label={isOpen ? 'Recolher detalhes' : 'Ver detalhes'}
                              onClick={() =>
                                setOpen((s) => {
                                  const n = new Set(s);
                                  if (n.has(i)) n.delete(i);
                                  else n.add(i);
                                  return n;
                                })
                              }
                            >
                              {isOpen ? <ChevronUp /> : <ChevronDown />}
                            </Button>
                          )}
                        </TableCell>
                      )}
                      {columns.map((c) => (
                        <TableCell key={c.header} className={c.className}>
                          {c.cell(f)}
                        </TableCell>
                      ))}
                    </TableRow>
                    {extra && isOpen && (
                      <TableRow className="bg-muted/30 hover:bg-muted/30">
                        <TableCell colSpan={colSpan}>{extra}</TableCell>
                      </TableRow>
                    )}
                  </Fragment>
                );
              })}
            </TableBody>
          </Table>
          </div>
          <Pager
            label="Paginação dos achados"
            testId="achados-total"
            pagina={data.pagina}
            paginas={data.paginas}
            total={data.total}
            noun={['achado', 'achados']}
            onChange={setPage}
          />
        </>
      )}
    </div>
  );
}
