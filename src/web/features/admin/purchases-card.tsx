import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table';
import { apiFetch } from '../../lib/api-client';
import { formatBRL, formatDateTimeBR, formatInteger } from '../../lib/format';
import { useAdminMutation, usePendingPurchases, type Purchase } from './admin-api';
import { EmailText } from './email-text';

/** Pending credit purchase requests (account domain's /api/admin/compras); hidden when there are none. */
export function PurchasesCard() {
  const purchases = usePendingPurchases();
  if (purchases.isError) {
    return (
      <Card>
        <CardHeader>
          <CardTitle className="text-base">Pedidos de compra de créditos</CardTitle>
          <CardDescription className="text-destructive">{purchases.error.message}</CardDescription>
        </CardHeader>
      </Card>
    );
  }
  const rows = purchases.data ?? [];
  if (rows.length === 0) return null;
  return (
    <Card className="border-amber-300">
      <CardHeader>
        <CardTitle className="text-base">Pedidos de compra de créditos aguardando aprovação ({rows.length})</CardTitle>
        <CardDescription>Ao aprovar, os créditos entram no saldo do usuário na hora.</CardDescription>
      </CardHeader>
      <CardContent>
        {/* Phones: one card per request, so credits, value and Aprovar/Rejeitar are on screen. */}
        <ul className="space-y-3 md:hidden" aria-label="Pedidos aguardando aprovação">
          {rows.map((p) => (
            <li key={p.id} className="space-y-2 rounded-md border p-3 text-sm">
              <div>
                <p className="font-medium">{p.usuario.nome ?? '—'}</p>
                <p className="text-xs text-muted-foreground wrap-anywhere">{p.usuario.email && <EmailText email={p.usuario.email} />}</p>
              </div>
              <dl className="grid grid-cols-2 gap-x-3 gap-y-1">
                <dt className="text-muted-foreground">Empresa</dt>
                <dd>{p.usuario.empresa || '—'}</dd>
                <dt className="text-muted-foreground">Créditos</dt>
                <dd className="tabular-nums">{formatInteger(p.creditos)}</dd>
                <dt className="text-muted-foreground">Valor</dt>
                <dd className="tabular-nums">{formatBRL(p.precoCentavos / 100)}</dd>
                <dt className="text-muted-foreground">Pedido em</dt>
                <dd>{formatDateTimeBR(p.criadoEm)}</dd>
              </dl>
              <PurchaseActions purchase={p} />
            </li>
          ))}
        </ul>
        <Table className="hidden md:table">
          <TableHeader>
            <TableRow>
              <TableHead>Usuário</TableHead>
              <TableHead>Empresa</TableHead>
              <TableHead className="text-right">Créditos</TableHead>
              <TableHead className="text-right">Valor</TableHead>
              <TableHead>Pedido em</TableHead>
              <TableHead className="text-right">Ações</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((p) => (
              <PurchaseRow key={p.id} purchase={p} />
            ))}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}

function PurchaseActions({ purchase: p }: { purchase: Purchase }) {
  const decide = useAdminMutation((action: 'aprovar' | 'rejeitar') => apiFetch(`/api/admin/compras/${p.id}/${action}`, { method: 'POST', json: {} }));
  const run = (action: 'aprovar' | 'rejeitar') =>
    decide.mutate(action, {
      onSuccess: () => toast.success(action === 'aprovar' ? 'Compra aprovada' : 'Compra rejeitada'),
      onError: (err) => toast.error('Não foi possível concluir', { description: err.message }),
    });
  return (
    <div className="flex justify-end gap-2">
      <Button size="sm" disabled={decide.isPending} onClick={() => run('aprovar')}>
        Aprovar
      </Button>
      <Button size="sm" variant="outline" disabled={decide.isPending} onClick={() => run('rejeitar')}>
        Rejeitar
      </Button>
    </div>
  );
}

function PurchaseRow({ purchase: p }: { purchase: Purchase }) {
  return (
    <TableRow>
      <TableCell>
        <div className="font-medium">{p.usuario.nome ?? '—'}</div>
        <div className="text-xs text-muted-foreground wrap-anywhere">{p.usuario.email && <EmailText email={p.usuario.email} />}</div>
      </TableCell>
      <TableCell>{p.usuario.empresa || '—'}</TableCell>
      <TableCell className="text-right tabular-nums">{formatInteger(p.creditos)}</TableCell>
      <TableCell className="text-right tabular-nums">{formatBRL(p.precoCentavos / 100)}</TableCell>
      <TableCell className="whitespace-nowrap">{formatDateTimeBR(p.criadoEm)}</TableCell>
      <TableCell>
        <PurchaseActions purchase={p} />
      </TableCell>
    </TableRow>
  );
}
