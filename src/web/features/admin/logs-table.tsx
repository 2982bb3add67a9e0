import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table';
import { formatDateTimeBR } from '../../lib/format';
import type { AdminLog } from './admin-api';

/** Spec columns: Usuário, Ação, Módulo, Detalhes, Data/Hora (dd/mm/aaaa hh:mm). */
export function LogsTable({ logs }: { logs: AdminLog[] }) {
  return (
    <Table>
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
              <TableCell>
                <div className="font-medium">{l.userName ?? l.userEmail ?? 'Desconhecido'}</div>
                {l.userName && l.userEmail && <div className="text-xs text-muted-foreground">{l.userEmail}</div>}
              </TableCell>
              <TableCell className="whitespace-nowrap" title={l.action}>
                {l.actionLabel}
              </TableCell>
              <TableCell>{l.module ?? '—'}</TableCell>
              <TableCell className="min-w-56 max-w-md break-words">{l.details || '—'}</TableCell>
              <TableCell className="whitespace-nowrap tabular-nums">{formatDateTimeBR(l.createdAt)}</TableCell>
            </TableRow>
          ))
        )}
      </TableBody>
    </Table>
  );
}
