import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { apiFetch } from '../../lib/api-client';
import { cnpjError } from '../../lib/cnpj';
import { REGIME_LABEL, UFS, useInvalidateClients, useMembers, type Client, type ClientInput, type ClientRegime } from './clients-api';

export const selectClass = 'h-10 w-full rounded-md border border-input bg-background px-3 text-sm';

/** Create or edit a client (CNPJ check digits validated here and again on the server). */
export function ClientFormDialog({ client, open, onClose, onSaved }: { client: Client | null; open: boolean; onClose(): void; onSaved?(c: Client): void }) {
  const [cnpj, setCnpj] = useState(client?.cnpj_formatado ?? '');
  const [razao, setRazao] = useState(client?.razao_social ?? '');
  const [regime, setRegime] = useState<ClientRegime | ''>(client?.regime ?? '');
  const [uf, setUf] = useState(client?.uf ?? '');
  const [resp, setResp] = useState(client?.responsavel_id ?? '');
  const [busy, setBusy] = useState(false);
  const members = useMembers();
  const invalidate = useInvalidateClients();
  const err = cnpj ? cnpjError(cnpj) : null;
  const save = async () => {
    setBusy(true);
    const json: ClientInput = { cnpj, razao_social: razao, regime: regime || null, uf: uf || null, responsavel_id: resp || null };
    try {
      const r = await apiFetch<{ cliente: Client }>(client ? `/api/clientes/${client.id}` : '/api/clientes', { method: client ? 'PUT' : 'POST', json });
      toast.success(client ? 'Cliente atualizado.' : 'Cliente cadastrado.');
      await invalidate();
      onSaved?.(r.cliente);
      onClose();
    } catch (e) {
      toast.error(client ? 'Não foi possível salvar' : 'Não foi possível cadastrar', { description: (e as Error).message });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} onOpenChange={(o) => !o && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{client ? 'Editar cliente' : 'Novo cliente'}</DialogTitle>
          <DialogDescription>Empresa atendida pelo escritório. O CNPJ é conferido pelos dígitos verificadores.</DialogDescription>
        </DialogHeader>
        <form
          id="cliente-form"
          className="grid gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
        >
          <div className="space-y-1.5">
            <Label htmlFor="cliente-cnpj">CNPJ</Label>
            <Input id="cliente-cnpj" inputMode="numeric" value={cnpj} onChange={(e) => setCnpj(e.target.value)} aria-invalid={err !== null} aria-describedby={err ? 'cliente-cnpj-erro' : undefined} />
            {err ? <p id="cliente-cnpj-erro" className="text-xs text-destructive">{err}</p> : null}
          </div>
          <div className="space-y-1.5">
            <Label htmlFor="cliente-razao">Razão social</Label>
            <Input id="cliente-razao" value={razao} onChange={(e) => setRazao(e.target.value)} maxLength={200} />
          </div>
          <div className="grid gap-3 sm:grid-cols-2">
            <div className="space-y-1.5">
              <Label htmlFor="cliente-regime">Regime</Label>
              <select id="cliente-regime" className={selectClass} value={regime} onChange={(e) => setRegime(e.target.value as ClientRegime | '')}>
                <option value="">Não informado</option>
                {(Object.keys(REGIME_LABEL) as ClientRegime[]).map((k) => (
                  <option key={k} value={k}>{REGIME_LABEL[k]}</option>
                ))}
              </select>
            </div>
            <div className="space-y-1.5">
              <Label htmlFor="cliente-uf">UF</Label>
              <select id="cliente-uf" className={selectClass} value={uf} onChange={(e) => setUf(e.target.value)}>
                <option value="">Não informada</option>
                {UFS.map((u) => <option key={u} value={u}>{u}</option>)}
              </select>
            </div>
          </div>
          <div className="space-y-1.5">
            <Label htmlFor="cliente-resp">Responsável</Label>
            <select id="cliente-resp" className={selectClass} value={resp} onChange={(e) => setResp(e.target.value)}>
              <option value="">Ninguém</option>
              {(members.data ?? []).map((m) => <option key={m.id} value={m.id}>{m.nome}</option>)}
            </select>
          </div>
        </form>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>Cancelar</Button>
          <Button type="submit" form="cliente-form" disabled={busy || err !== null || !cnpj || razao.trim().length < 2}>
            {busy ? 'Salvando...' : 'Salvar'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
