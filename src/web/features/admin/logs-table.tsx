import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table';
import { formatDateTimeBR } from '../../lib/format';
import type { AdminLog } from './admin-api';
import { moduleLabel } from './module-label';

/** Spec columns: Usuário, Ação, Módulo, Detalhes, Data/Hora (dd/mm/aaaa hh:mm). */
export function LogsTable({ logs }: { logs: AdminLog[] }) {
  return (
    <>
      <LogsList logs={logs} />
      <Table className="hidden md:table">
      <TableHeader>
        <TableRow>
          <TableHead>Usuário</TableHead>
          <TableHead>Ação</TableHead>
          <TableHead>Módulo</TableHead>
          <TableHead>Detalhes</TableHead>
          <TableHead>Data/Hora</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {logs.length === 0 ? (
          <TableRow>
            <TableCell colSpan={5} className="py-8 text-center text-muted-foreground">
              Nenhum registro encontrado.
            </TableCell>
          </TableRow>
        ) : (
          logs.map((l) => (
            <TableRow key={l.id}>
              <TableCell className="max-w-52">
                <div className="font-medium">{l.userName ?? l.userEmail ?? 'Desconhecido'}</div>
                {l.userName && l.userEmail && <div className="text-xs text-muted-foreground [overflow-wrap:anywhere]">{l.userEmail}</div>}
              </TableCell>
              <TableCell className="min-w-32" title={l.action}>
                {l.actionLabel}
              </TableCell>
              <TableCell className="whitespace-nowrap" title={l.module ?? undefined}>{l.module ? moduleLabel(l.module) : '—'}</TableCell>
              <TableCell className="min-w-48 max-w-sm break-words">{l.details || '—'}</TableCell>
              <TableCell className="whitespace-nowrap tabular-nums">{formatDateTimeBR(l.createdAt)}</TableCell>
            </TableRow>
          ))
        )}
      </TableBody>
    </Table>
    </>
  );
}

/** Phones: one block per entry instead of a table that scrolls sideways. */
function LogsList({ logs }: { logs: AdminLog[] }) {
  return (
    <ul className="divide-y md:hidden">
      {logs.length === 0 && <li className="py-8 text-center text-sm text-muted-foreground">Nenhum registro encontrado.</li>}
      {logs.map((l) => (
        <li key={l.id} className="space-y-1 py-3 text-sm">
          <div className="flex items-baseline justify-between gap-2">
            <span className="font-medium">{l.actionLabel}</span>
            <span className="shrink-0 text-xs tabular-nums text-muted-foreground">{formatDateTimeBR(l.createdAt)}</span>
          </div>
          <p className="text-muted-foreground wrap-anywhere">
            {l.userName ?? l.userEmail ?? 'Desconhecido'}
            {l.userName && l.userEmail ? ` · ${l.userEmail}` : ''}
            {l.module ? ` · ${moduleLabel(l.module)}` : ''}
          </p>
          {l.details && <p className="break-words">{l.details}</p>}
        </li>
      ))}
    </ul>
  );
}
