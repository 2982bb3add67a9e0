import { useState } from 'react';
import { Plus } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { ClientFormDialog, selectClass } from './client-form-dialog';
import { useClients, type Client } from './clients-api';

export type ClientChoiceValue = { clientId: string; competencia: string };

/** mm/aaaa as typed: the digits, with the slash put in after the month. */
function maskCompetencia(v: string): string {
  const d = v.replace(/\D/g, '').slice(0, 6);
  return d.length > 2 ? `${d.slice(0, 2)}/${d.slice(2)}` : d;
}

export function competenciaError(v: string): string | null {
  if (!v) return null;
  const m = /^(\d{2})\/(\d{4})$/.exec(v);
  if (!m || Number(m[1]) < 1 || Number(m[1]) > 12) return 'Use mm/aaaa (por exemplo, 03/2026).';
  return null;
}

/** The form fields the server reads (cliente_id, competencia), omitting what was left empty. */
export function choiceFields(v: ClientChoiceValue): Record<string, string | undefined> {
  return { cliente_id: v.clientId || undefined, competencia: v.competencia || undefined };
}

/**
 * Client and competência of an upload. A SPED or an NF-e XML names its company and month, and those win;
 * a spreadsheet does not, so they are asked here. "Novo cliente" registers one without leaving the page.
 */
export function ClientChoice({ value, onChange, disabled, onClient }: { value: ClientChoiceValue; onChange(v: ClientChoiceValue): void; disabled?: boolean; onClient?(c: Client | null): void }) {
  const clients = useClients();
  const [adding, setAdding] = useState(false);
  const err = competenciaError(value.competencia);
  const pick = (id: string) => {
    onChange({ ...value, clientId: id });
    onClient?.(clients.data?.find((c) => c.id === id) ?? null);
  };
  return (
    <div className="grid gap-3 sm:grid-cols-[2fr_1fr]">
      <div className="min-w-0 space-y-1.5">
        <Label htmlFor="envio-cliente">Cliente</Label>
        <div className="flex gap-2">
          <select id="envio-cliente" className={`${selectClass} min-w-0`} value={value.clientId} disabled={disabled} onChange={(e) => pick(e.target.value)}>
            <option value="">Do arquivo (SPED/XML) ou sem cliente</option>
            {(clients.data ?? []).map((c) => (
              <option key={c.id} value={c.id}>
                {c.razao_social} — {c.cnpj_formatado}
              </option>
            ))}
          </select>
          <Button type="button" variant="outline" disabled={disabled} onClick={() => setAdding(true)} aria-label="Novo cliente" title="Novo cliente">
            <Plus /> <span className="hidden sm:inline">Novo cliente</span>
          </Button>
        </div>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="envio-competencia">Competência</Label>
        <Input
          id="envio-competencia"
          inputMode="numeric"
          placeholder="mm/aaaa"
          value={value.competencia}
          disabled={disabled}
          aria-invalid={err !== null}
          aria-describedby={err ? 'envio-competencia-erro' : undefined}
          onChange={(e) => onChange({ ...value, competencia: maskCompetencia(e.target.value) })}
        />
        {err ? <p id="envio-competencia-erro" className="text-xs text-destructive">{err}</p> : null}
      </div>
      <p className="text-xs text-muted-foreground sm:col-span-2">O SPED (registro 0000) e o XML da NF-e já dizem a empresa e o mês: nesse caso, estes campos podem ficar em branco.</p>
      {adding && (
        <ClientFormDialog
          client={null}
          open
          onClose={() => setAdding(false)}
          onSaved={(c) => {
            onChange({ ...value, clientId: c.id });
            onClient?.(c);
          }}
        />
      )}
    </div>
  );
}
