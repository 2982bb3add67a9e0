import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { apiFetch } from '../../lib/api-client';
import { REGIME_LABEL, keys, useInvalidate, type Regime } from './analista-api';
import { cnpjError } from '../../lib/cnpj';

export const selectClass = 'h-10 w-full rounded-md border border-input bg-background px-3 text-sm';

/** Manual registration of a client company (CNPJ check digits validated before sending). */
export function CompanyForm({ onDone }: { onDone: () => void }) {
  const [cnpj, setCnpj] = useState('');
  const [razao, setRazao] = useState('');
  const [regime, setRegime] = useState<Regime | ''>('');
  const [busy, setBusy] = useState(false);
  const invalidate = useInvalidate();
  const err = cnpj ? cnpjError(cnpj) : null;
  const save = async () => {
    setBusy(true);
    try {
      await apiFetch('/api/analista-pro/empresas', { method: 'POST', json: { cnpj, razao_social: razao, regime: regime || null } });
      toast.success('Empresa cadastrada.');
      await invalidate(keys.empresas);
      onDone();
    } catch (e) {
      toast.error('Não foi possível cadastrar', { description: (e as Error).message });
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      className="grid gap-3 rounded-md border p-4 md:grid-cols-[1fr_2fr_1fr_auto] md:items-end"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <div className="space-y-1.5">
        <Label htmlFor="nova-cnpj">CNPJ</Label>
        <Input id="nova-cnpj" inputMode="numeric" value={cnpj} onChange={(e) => setCnpj(e.target.value)} aria-invalid={err !== null} />
        {err ? <p className="text-xs text-destructive">{err}</p> : null}
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="nova-razao">Razão social</Label>
        <Input id="nova-razao" value={razao} onChange={(e) => setRazao(e.target.value)} />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="nova-regime">Regime</Label>
        <select id="nova-regime" className={selectClass} value={regime} onChange={(e) => setRegime(e.target.value as Regime | '')}>
          <option value="">Não informado</option>
          {Object.entries(REGIME_LABEL).map(([k, l]) => (
            <option key={k} value={k}>
              {l}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" disabled={busy || err !== null || !cnpj || razao.trim().length < 2}>
        {busy ? 'Salvando...' : 'Cadastrar'}
      </Button>
    </form>
  );
}
