import { useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Skeleton } from '../../components/ui/skeleton';
import { apiFetch } from '../../lib/api-client';
import { formatBRL } from '../../lib/format';
import { creditKeys, type CreditPackage } from '../credits/credits-api';
import { useAdminMutation } from './admin-api';
import { parsePriceCents } from './price-input';

const KEY = ['admin', 'pacotes'] as const;

/** A row being edited: the texts as typed, so "39,9" is not reformatted under the cursor. */
type Draft = { key: number; creditos: string; preco: string };

const toDraft = (p: CreditPackage, key: number): Draft => ({ key, creditos: String(p.creditos), preco: (p.precoCentavos / 100).toFixed(2).replace('.', ',') });

/** /admin/site: the price list users see in 'Comprar créditos'. */
export function CreditPackagesCard() {
  const q = useQuery({ queryKey: KEY, queryFn: () => apiFetch<CreditPackage[]>('/api/admin/pacotes') });
  if (q.isError) return <p className="text-sm text-destructive">{q.error.message}</p>;
  if (!q.data) return <Skeleton className="h-64 w-full" />;
  return <Loaded initial={q.data} />;
}

function Loaded({ initial }: { initial: CreditPackage[] }) {
  const [rows, setRows] = useState<Draft[]>(() => initial.map(toDraft));
  const [nextKey, setNextKey] = useState(initial.length);
  const qc = useQueryClient();
  const save = useAdminMutation((pacotes: { creditos: number; precoCentavos: number }[]) =>
    apiFetch<CreditPackage[]>('/api/admin/pacotes', { method: 'PUT', json: { pacotes } }),
  );

  const set = (key: number, patch: Partial<Draft>) => setRows((rs) => rs.map((r) => (r.key === key ? { ...r, ...patch } : r)));

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    const pacotes: { creditos: number; precoCentavos: number }[] = [];
    for (const [i, r] of rows.entries()) {
      const creditos = Number(r.creditos);
      const preco = parsePriceCents(r.preco);
      if (!Number.isInteger(creditos) || creditos < 1) return void toast.error(`Pacote ${i + 1}: informe a quantidade de créditos (número inteiro).`);
      if (preco === null) return void toast.error(`Pacote ${i + 1}: preço inválido. Use o formato 39,90.`);
      pacotes.push({ creditos, precoCentavos: preco });
    }
    save.mutate(pacotes, {
      onSuccess: async (saved) => {
        setRows(saved.map(toDraft));
        setNextKey(saved.length);
        await Promise.all([qc.invalidateQueries({ queryKey: KEY }), qc.invalidateQueries({ queryKey: creditKeys.packages })]);
        toast.success('Pacotes salvos', { description: 'Os usuários já veem os novos pacotes em “Comprar créditos”.' });
      },
      onError: (err) => toast.error('Não foi possível salvar os pacotes', { description: err.message }),
    });
  }

  return (
    <form onSubmit={onSubmit}>
      <Card data-testid="admin-pacotes">
        <CardHeader>
          <CardTitle>Pacotes de créditos</CardTitle>
          <CardDescription>
            O que os usuários podem pedir em “Comprar créditos”. Não há pagamento on-line: o pedido chega para aprovação depois que o pagamento é combinado com o escritório.
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-3">
          <div className="hidden grid-cols-[1fr_1fr_auto_auto] gap-3 text-xs font-medium text-muted-foreground sm:grid">
            <span>Créditos</span>
            <span>Preço (R$)</span>
            <span className="w-28 text-right">Por crédito</span>
            <span className="w-9" />
          </div>
          {rows.map((r, i) => {
            const cents = parsePriceCents(r.preco);
            const n = Number(r.creditos);
            const unit = cents !== null && Number.isInteger(n) && n > 0 ? formatBRL(cents / 100 / n) : '—';
            return (
              <div key={r.key} className="grid grid-cols-[1fr_1fr_auto_auto] items-center gap-3">
                <Label htmlFor={`pacote-${r.key}-creditos`} className="sr-only">Créditos do pacote {i + 1}</Label>
                <Input id={`pacote-${r.key}-creditos`} inputMode="numeric" value={r.creditos} onChange={(e) => set(r.key, { creditos: e.target.value })} />
                <Label htmlFor={`pacote-${r.key}-preco`} className="sr-only">Preço do pacote {i + 1}</Label>
                <Input id={`pacote-${r.key}-preco`} inputMode="decimal" value={r.preco} onChange={(e) => set(r.key, { preco: e.target.value })} />
                <span className="w-28 text-right text-sm tabular-nums text-muted-foreground">{unit}</span>
                <Button type="button" variant="ghost" size="icon" aria-label={`Remover o pacote ${i + 1}`} disabled={rows.length === 1}
                  onClick={() => setRows((rs) => rs.filter((x) => x.key !== r.key))}>
                  <Trash2 className="h-4 w-4" />
                </Button>
              </div>
            );
          })}
        </CardContent>
        <CardFooter className="justify-between">
          <Button type="button" variant="outline" disabled={rows.length >= 8}
            onClick={() => { setRows((rs) => [...rs, { key: nextKey, creditos: '', preco: '' }]); setNextKey((k) => k + 1); }}>
            <Plus className="mr-1 h-4 w-4" /> Adicionar pacote
          </Button>
          <Button type="submit" disabled={save.isPending}>{save.isPending ? 'Salvando...' : 'Salvar pacotes'}</Button>
        </CardFooter>
      </Card>
    </form>
  );
}
