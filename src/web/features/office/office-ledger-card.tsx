import { useState } from 'react';
import { Pager } from '../../components/pager';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Label } from '../../components/ui/label';
import { Skeleton } from '../../components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table';
import { cn } from '../../lib/cn';
import { formatDateTimeBR, formatInteger } from '../../lib/format';
import { useOfficeLedger, type Office } from './office-api';
import { NativeSelect } from './native-select';

/** The titular's view of the shared balance: every entry with the member it is about, filterable by member. */
export function OfficeLedgerCard({ office }: { office: Office }) {
  const [page, setPage] = useState(1);
  const [membro, setMembro] = useState('');
  const ledger = useOfficeLedger(page, membro, office.papel === 'titular');
  const l = ledger.data;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Uso de créditos por membro</CardTitle>
        <CardDescription>Os créditos são do escritório; cada lançamento mostra quem gastou ou para quem entrou.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="max-w-xs space-y-2">
          <Label htmlFor="extrato-membro">Membro</Label>
          <NativeSelect
            id="extrato-membro"
            value={membro}
            onChange={(e) => {
              setMembro(e.target.value);
              setPage(1);
            }}
          >
            <option value="">Todos os membros</option>
            {office.membros.map((m) => (
              <option key={m.usuarioId} value={m.usuarioId}>
                {m.nome}
              </option>
            ))}
          </NativeSelect>
        </div>
        {ledger.isError && (
          <p role="alert" className="text-sm text-destructive">
            {ledger.error.message}
          </p>
        )}
        {!l && !ledger.isError && <Skeleton className="h-48" />}
        {l && (
          <>
            <Table data-testid="extrato-escritorio">
              <TableHeader>
                <TableRow>
                  <TableHead className="sm:w-40">Data</TableHead>
                  <TableHead className="hidden sm:table-cell">Membro</TableHead>
                  <TableHead>Descrição</TableHead>
                  <TableHead className="text-right sm:w-24">Créditos</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {l.itens.length === 0 && (
                  <TableRow>
                    <TableCell colSpan={4} className="py-6 text-center text-muted-foreground">
                      {membro ? 'Nenhum lançamento deste membro.' : 'Nenhum lançamento ainda.'}
                    </TableCell>
                  </TableRow>
                )}
                {l.itens.map((e) => (
                  <TableRow key={e.id}>
                    <TableCell className="whitespace-nowrap">
                      {formatDateTimeBR(e.data).split(' ')[0]}
                      <span className="block text-muted-foreground sm:inline sm:pl-1">{formatDateTimeBR(e.data).split(' ')[1]}</span>
                    </TableCell>
                    <TableCell className="hidden wrap-anywhere sm:table-cell">{e.membro.nome}</TableCell>
                    <TableCell className="wrap-anywhere">
                      {e.descricao}
                      {/* On phones the member goes under the description, so the credits column stays in view. */}
                      <span className="block text-xs text-muted-foreground sm:hidden">{e.membro.nome}</span>
                    </TableCell>
                    <TableCell className={cn('text-right font-medium tabular-nums', e.creditos < 0 ? 'text-destructive' : 'text-emerald-700')}>
                      {e.creditos > 0 ? '+' : ''}
                      {formatInteger(e.creditos)}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            {l.totalPaginas > 1 && <Pager pagina={l.pagina} paginas={l.totalPaginas} total={l.total} noun={['lançamento', 'lançamentos']} onChange={setPage} />}
          </>
        )}
      </CardContent>
    </Card>
  );
}
