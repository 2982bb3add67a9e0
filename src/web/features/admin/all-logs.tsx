import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { Skeleton } from '../../components/ui/skeleton';
import { qs, useAdminLogs, useLogFacets, type LogFilter } from './admin-api';
import { ExportMenu } from './export-menu';
import { Field, selectClass } from './field';
import { LogsTable } from './logs-table';
import { Pager, pageCount } from '../../components/pager';
import { moduleLabel } from './module-label';

const PER_PAGE = 25;

/** The full audit log: filters (user, action, module, period), pages and export of what is filtered. */
export function AllLogs() {
  const [draft, setDraft] = useState<LogFilter>({});
  const [filter, setFilter] = useState<LogFilter>({});
  const [pagina, setPagina] = useState(1);
  const logs = useAdminLogs({ ...filter, pagina, porPagina: PER_PAGE });
  const facets = useLogFacets();
  const set = (k: keyof LogFilter) => (v: string) => setDraft((d) => ({ ...d, [k]: v || undefined }));

  function apply(e: FormEvent) {
    e.preventDefault();
    setFilter({ ...draft, usuario: draft.usuario?.trim() || undefined });
    setPagina(1);
  }
  function clear() {
    setDraft({});
    setFilter({});
    setPagina(1);
  }

  return (
    <div className="space-y-6">
      <Button asChild variant="ghost" className="-ml-2">
        <Link to="/admin/logs">
          <ArrowLeft /> Voltar aos últimos registros
        </Link>
      </Button>
      <Card>
        <CardHeader className="gap-4 sm:flex-row sm:items-start sm:justify-between">
          <div className="space-y-1.5">
            <CardTitle>Todos os logs</CardTitle>
            <CardDescription>Os registros não podem ser editados nem apagados.</CardDescription>
          </div>
          <ExportMenu label="Exportar" href={(formato) => `/api/admin/logs/exportar${qs({ formato, ...filter })}`} />
        </CardHeader>
        <CardContent>
          <form onSubmit={apply} className="mb-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
            <Field id="filtro-usuario" label="Usuário">
              <Input id="filtro-usuario" placeholder="Nome ou e-mail" value={draft.usuario ?? ''} onChange={(e) => set('usuario')(e.target.value)} />
            </Field>
            <Field id="filtro-acao" label="Ação">
              <select id="filtro-acao" className={selectClass} value={draft.acao ?? ''} onChange={(e) => set('acao')(e.target.value)}>
                <option value="">Todas</option>
                {(facets.data?.acoes ?? []).map((a) => (
                  <option key={a.codigo} value={a.codigo}>
                    {a.rotulo}
                  </option>
                ))}
              </select>
            </Field>
            <Field id="filtro-modulo" label="Módulo">
              <select id="filtro-modulo" className={selectClass} value={draft.modulo ?? ''} onChange={(e) => set('modulo')(e.target.value)}>
                <option value="">Todos</option>
                {(facets.data?.modulos ?? []).map((m) => (
                  <option key={m} value={m}>
                    {moduleLabel(m)}
                  </option>
                ))}
              </select>
            </Field>
            <Field id="filtro-de" label="De">
              <Input id="filtro-de" type="date" value={draft.de ?? ''} onChange={(e) => set('de')(e.target.value)} />
            </Field>
            <Field id="filtro-ate" label="Até">
              <Input id="filtro-ate" type="date" value={draft.ate ?? ''} onChange={(e) => set('ate')(e.target.value)} />
            </Field>
            <div className="flex gap-2 sm:col-span-2 lg:col-span-5">
              <Button type="submit">Filtrar</Button>
              <Button variant="outline" onClick={clear}>
                Limpar filtros
              </Button>
            </div>
          </form>
          {logs.isError ? (
            <p className="text-sm text-destructive">{logs.error.message}</p>
          ) : !logs.data ? (
            <Skeleton className="h-64 w-full" />
          ) : (
            <>
              <LogsTable logs={logs.data.itens} />
              <Pager className="pt-4" pagina={pagina} paginas={pageCount(logs.data.total, PER_PAGE)} total={logs.data.total} onChange={setPagina} />
            </>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
