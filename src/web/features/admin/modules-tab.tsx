import { useState } from 'react';
import { History, Plus } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table';
import { formatDateTimeBR } from '../../lib/format';
import { useAdminModules, type AdminModule } from './admin-api';
import { BumpVersionDialog, EditModuleDialog, NewModuleDialog, VersionHistoryDialog } from './module-dialogs';
import { ModuleStatusBadge } from './module-status';
import { TablesCard } from './tables-card';

type Open = { kind: 'edit' | 'bump'; module: AdminModule } | { kind: 'history'; id: string } | { kind: 'new' } | null;

function ModuleActions({ module: m, onOpen }: { module: AdminModule; onOpen(open: Open): void }) {
  return (
    <div className="flex justify-end gap-2">
      <Button variant="outline" size="sm" aria-label={`Editar ${m.name}`} onClick={() => onOpen({ kind: 'edit', module: m })}>
        Editar
      </Button>
      <Button variant="secondary" size="sm" aria-label={`Atualizar ${m.name}`} onClick={() => onOpen({ kind: 'bump', module: m })}>
        Atualizar
      </Button>
    </div>
  );
}

export function ModulesTab() {
  const modules = useAdminModules();
  const [open, setOpen] = useState<Open>(null);
  const list = modules.data ?? [];
  return (
    <div className="space-y-6">
      <Card>
        <CardHeader className="gap-4 sm:flex-row sm:items-start sm:justify-between">
          <div className="space-y-1.5">
            <CardTitle>Módulos</CardTitle>
            <CardDescription>Um módulo inativo some do menu e do dashboard dos usuários, e a API dele recusa novas conferências.</CardDescription>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" disabled={list.length === 0} onClick={() => setOpen({ kind: 'history', id: list[0]!.id })}>
              <History /> Ver histórico de versões
            </Button>
            <Button onClick={() => setOpen({ kind: 'new' })}>
              <Plus /> Adicionar novo módulo
            </Button>
          </div>
        </CardHeader>
        <CardContent>
          {modules.isError ? (
            <p className="text-sm text-destructive">{modules.error.message}</p>
          ) : !modules.data ? (
            <Skeleton className="h-40 w-full" />
          ) : (
            <>
            {/* Phones: one card per module, so status, version and the actions are on screen (the table scrolls sideways). */}
            <ul className="space-y-3 md:hidden" aria-label="Módulos">
              {list.map((m) => (
                <li key={m.id} className="space-y-2 rounded-md border p-3">
                  <div className="flex items-start justify-between gap-2">
                    <p className="font-medium">{m.name}</p>
                    <ModuleStatusBadge status={m.status} />
                  </div>
                  <p className="text-sm text-muted-foreground">{m.description || '—'}</p>
                  <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
                    <dt className="text-muted-foreground">Versão</dt>
                    <dd className="tabular-nums">{m.version}</dd>
                    <dt className="text-muted-foreground">Última atualização</dt>
                    <dd>{formatDateTimeBR(m.updatedAt)}</dd>
                  </dl>
                  <ModuleActions module={m} onOpen={setOpen} />
                </li>
              ))}
            </ul>
            <Table className="hidden md:table">
              <TableHeader>
                <TableRow>
                  <TableHead>Nome</TableHead>
                  <TableHead>Descrição</TableHead>
                  <TableHead>Status</TableHead>
                  <TableHead>Versão</TableHead>
                  <TableHead>Última atualização</TableHead>
                  <TableHead className="text-right">Ações</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {list.map((m) => (
                  <TableRow key={m.id} data-module={m.id}>
                    <TableCell className="font-medium">{m.name}</TableCell>
                    <TableCell className="min-w-56 max-w-md text-muted-foreground">{m.description || '—'}</TableCell>
                    <TableCell>
                      <ModuleStatusBadge status={m.status} />
                    </TableCell>
                    <TableCell className="tabular-nums">{m.version}</TableCell>
                    <TableCell className="whitespace-nowrap">{formatDateTimeBR(m.updatedAt)}</TableCell>
                    <TableCell>
                      <ModuleActions module={m} onOpen={setOpen} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            </>
          )}
        </CardContent>
      </Card>
      <TablesCard />
      {open?.kind === 'edit' && <EditModuleDialog module={open.module} onClose={() => setOpen(null)} />}
      {open?.kind === 'bump' && <BumpVersionDialog module={open.module} onClose={() => setOpen(null)} />}
      {open?.kind === 'history' && <VersionHistoryDialog modules={list} initial={open.id} onClose={() => setOpen(null)} />}
      {open?.kind === 'new' && <NewModuleDialog onClose={() => setOpen(null)} />}
    </div>
  );
}
