import { useState, type ReactNode } from 'react';
import { Info } from 'lucide-react';
import { toast } from 'sonner';
import { Alert, AlertDescription } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '../../components/ui/dialog';
import { Label } from '../../components/ui/label';
import { Skeleton } from '../../components/ui/skeleton';
import { cn } from '../../lib/cn';
import { formatBRL, formatDateTimeBR, formatInteger } from '../../lib/format';
import {
  requestStatusLabel,
  useCancelPurchaseRequest,
  useCreatePurchaseRequest,
  usePackages,
  usePurchaseRequests,
  type PurchaseRequest,
} from './credits-api';

const statusVariant: Record<PurchaseRequest['status'], 'warning' | 'secondary' | 'destructive' | 'outline'> = {
  pendente: 'warning',
  aprovado: 'secondary',
  rejeitado: 'destructive',
  cancelado: 'outline',
};

/** 'Comprar' / 'Adicionar créditos': choose a package and send a request; an admin approves it once paid. */
export function PurchaseDialog({ trigger }: { trigger: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const packages = usePackages(open);
  const requests = usePurchaseRequests(open);
  const create = useCreatePurchaseRequest();
  const cancel = useCancelPurchaseRequest();

  async function send() {
    if (!chosen) return;
    try {
      await create.mutateAsync({ pacoteId: chosen, observacao: note.trim() || undefined });
      toast.success('Pedido enviado!', { description: 'Os créditos entram no seu saldo assim que o administrador aprovar.' });
      setChosen(null);
      setNote('');
    } catch (e) {
      toast.error('Não foi possível enviar o pedido', { description: (e as Error).message });
    }
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Comprar créditos</DialogTitle>
          <DialogDescription>Escolha um pacote e envie o pedido.</DialogDescription>
        </DialogHeader>
        <Alert>
          <Info />
          <AlertDescription>
            Não há pagamento on-line. O pagamento é combinado diretamente com o escritório (Pix, boleto ou transferência); depois de
            confirmado, o administrador aprova o pedido e os créditos entram no seu saldo.
          </AlertDescription>
        </Alert>

        <div role="radiogroup" aria-label="Pacotes de créditos" className="grid grid-cols-2 gap-3">
          {packages.isPending && [0, 1, 2, 3].map((i) => <Skeleton key={i} className="h-20" />)}
          {packages.data?.map((p) => (
            <button
              key={p.id}
              type="button"
              role="radio"
              aria-checked={chosen === p.id}
              onClick={() => setChosen(p.id)}
              className={cn(
                'rounded-lg border p-3 text-left transition-colors hover:bg-accent',
                chosen === p.id && 'border-primary ring-2 ring-primary/40',
              )}
            >
              <span className="block text-lg font-bold">{formatInteger(p.creditos)} créditos</span>
              <span className="block text-sm text-muted-foreground">{formatBRL(p.precoCentavos / 100)}</span>
              <span className="block text-xs text-muted-foreground">{formatBRL(p.precoCentavos / 100 / p.creditos)} por crédito</span>
            </button>
          ))}
        </div>
        {packages.isError && <p className="text-sm text-destructive">{packages.error.message}</p>}

        <div className="space-y-2">
          <Label htmlFor="pedido-observacao">Observação (opcional)</Label>
          <textarea
            id="pedido-observacao"
            maxLength={500}
            rows={2}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            placeholder="Ex.: pagamento via Pix na sexta-feira"
            className="w-full rounded-md border border-input bg-background px-3 py-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          />
        </div>

        <DialogFooter>
          <Button onClick={send} disabled={!chosen || create.isPending}>
            {create.isPending ? 'Enviando...' : 'Enviar pedido'}
          </Button>
        </DialogFooter>

        <section aria-label="Seus pedidos" className="space-y-2 border-t pt-4">
          <h3 className="text-sm font-semibold">Seus pedidos</h3>
          {requests.data?.length === 0 && <p className="text-sm text-muted-foreground">Nenhum pedido enviado ainda.</p>}
          <ul className="space-y-2">
            {requests.data?.slice(0, 6).map((r) => (
              <li key={r.id} className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-2 text-sm">
                <span>
                  <strong>{formatInteger(r.creditos)} créditos</strong> · {formatBRL(r.precoCentavos / 100)}
                  <span className="block text-xs text-muted-foreground">
                    {formatDateTimeBR(r.criadoEm)}
                    {r.status === 'rejeitado' && r.observacao ? ` · ${r.observacao}` : ''}
                  </span>
                </span>
                <span className="flex items-center gap-2">
                  <Badge variant={statusVariant[r.status]}>{requestStatusLabel[r.status]}</Badge>
                  {r.status === 'pendente' && (
                    <Button size="sm" variant="ghost" disabled={cancel.isPending} onClick={() => cancel.mutate(r.id)}>
                      Cancelar
                    </Button>
                  )}
                </span>
              </li>
            ))}
          </ul>
        </section>
      </DialogContent>
    </Dialog>
  );
}
