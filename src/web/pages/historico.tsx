import { useState } from 'react';
import { Coins, TrendingDown } from 'lucide-react';
import { Pager } from '../components/pager';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { Skeleton } from '../components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../components/ui/table';
import { BuyCreditsButton } from '../features/credits/buy-credits-button';
import { useCreditsSummary, useLedger } from '../features/credits/credits-api';
import { cn } from '../lib/cn';
import { formatDateTimeBR, formatInteger } from '../lib/format';

export function HistoricoPage() {
  const [page, setPage] = useState(1);
  const summary = useCreditsSummary();
  const ledger = useLedger(page);
  const l = ledger.data;

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">Histórico de créditos</h1>
          <p className="text-muted-foreground">Cada crédito concedido, comprado, usado ou devolvido.</p>
        </div>
        <BuyCreditsButton label="Adicionar créditos" />
      </div>

      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Card>
          <CardHeader className="pb-2">
            <CardDescription className="flex items-center gap-2">
              <Coins className="size-4" /> Créditos disponíveis
            </CardDescription>
            <CardTitle className="text-3xl" data-testid="historico-saldo">
              {summary.data ? formatInteger(summary.data.saldo) : '…'}
            </CardTitle>
          </CardHeader>
        </Card>
        <Card>
          <CardHeader className="pb-2">
            <CardDescription className="flex items-center gap-2">
              <TrendingDown className="size-4" /> Créditos gastos
            </CardDescription>
            <CardTitle className="text-3xl" data-testid="historico-gasto">
              {summary.data ? formatInteger(summary.data.gasto) : '…'}
            </CardTitle>
          </CardHeader>
          <CardContent className="text-xs text-muted-foreground">Conferências cobradas, já descontados os estornos.</CardContent>
        </Card>
      </div>

      <Card>
        <CardHeader>
          <CardTitle>Uso de créditos</CardTitle>
          <CardDescription>Mais recentes primeiro.</CardDescription>
        </CardHeader>
        <CardContent>
          {ledger.isError && <p className="text-sm text-destructive">{ledger.error.message}</p>}
          {!l && !ledger.isError && <Skeleton className="h-48" />}
          {l && (
            <>
              <Table>
                <TableHeader>
                  <TableRow>
                    <TableHead className="sm:w-40">Data</TableHead>
                    <TableHead>Descrição</TableHead>
                    <TableHead className="text-right sm:w-24">Créditos</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {l.itens.length === 0 && (
                    <TableRow>
                      <TableCell colSpan={3} className="py-6 text-center text-muted-foreground">
                        Nenhum lançamento ainda.
                      </TableCell>
                    </TableRow>
                  )}
                  {l.itens.map((e) => (
                    <TableRow key={e.id}>
                      <TableCell className="whitespace-nowrap">
                        {/* dd/mm/aaaa hh:mm, the time under the date on phones so the description keeps its room */}
                        {formatDateTimeBR(e.data).split(' ')[0]}
                        <span className="block text-muted-foreground sm:inline sm:pl-1">{formatDateTimeBR(e.data).split(' ')[1]}</span>
                      </TableCell>
                      <TableCell className="wrap-anywhere">{e.descricao}</TableCell>
                      <TableCell className={cn('text-right font-medium tabular-nums', e.creditos < 0 ? 'text-destructive' : 'text-emerald-700')}>
                        {e.creditos > 0 ? '+' : ''}
                        {formatInteger(e.creditos)}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
              {l.totalPaginas > 1 && (
                <Pager className="mt-4" pagina={l.pagina} paginas={l.totalPaginas} total={l.total} noun={['lançamento', 'lançamentos']} onChange={setPage} />
              )}
            </>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
