import { useState } from 'react';
import { Building2, Check, Globe, Monitor } from 'lucide-react';
import { toast } from 'sonner';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../components/ui/card';
import { apiFetch } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { SISTEMA_LABEL, keys, useInvalidate, type Sistema, type Tipo } from './analista-api';
import { TIPOS } from './access-types';
import { CredentialFields, canFinish, emptyValues, toBody, type CredentialValues } from './credential-fields';

const STEPS = ['Sistema Contábil', 'Tipo', 'Credenciais'] as const;

const SISTEMAS: { id: Sistema; hint: string }[] = [
  { id: 'dominio', hint: 'Thomson Reuters — envio de XML pelo Onvio' },
  { id: 'omie', hint: 'Empresas e produtos pela API do Omie' },
  { id: 'contimatic', hint: 'Automação ainda não disponível' },
];

function Choice(p: { selected: boolean; onClick: () => void; title: string; hint: string; icon: React.ReactNode }) {
  return (
    <button
      type="button"
      role="radio"
      aria-checked={p.selected}
      onClick={p.onClick}
      className={cn('flex w-full items-start gap-3 rounded-lg border p-4 text-left transition-colors hover:bg-accent', p.selected && 'border-primary ring-2 ring-primary/30')}
    >
      <span className="mt-0.5 text-primary">{p.icon}</span>
      <span className="flex-1">
        <span className="block font-medium">{p.title}</span>
        <span className="block text-sm text-muted-foreground">{p.hint}</span>
      </span>
      {p.selected ? <Check className="size-4 text-primary" /> : null}
    </button>
  );
}

/** The 3-step wizard of spec §2/§5 ('Primeiro acesso?'). */
export function CredentialWizard({ email, onSaved, onCancel }: { email: string; onSaved: () => void; onCancel?: () => void }) {
  const [step, setStep] = useState(0);
  const [sistema, setSistema] = useState<Sistema | null>(null);
  const [tipo, setTipo] = useState<Tipo | null>(null);
  const [values, setValues] = useState<CredentialValues>(() => emptyValues(email));
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const invalidate = useInvalidate();
  // A system with one usable access type has it chosen already; changing the system resets the choice.
  const choose = (s: Sistema) => {
    setSistema(s);
    const tipos = TIPOS[s];
    setTipo(tipos.length === 1 ? tipos[0]!.id : null);
  };

  const next = step === 0 ? sistema !== null : step === 1 ? tipo !== null : sistema !== null && tipo !== null && canFinish(sistema, tipo, values);

  const finish = async () => {
    if (!sistema || !tipo) return;
    setSaving(true);
    setFailure(null);
    try {
      await apiFetch('/api/analista-pro/credenciais', { method: 'POST', json: toBody(sistema, tipo, values) });
      toast.success('Credenciais salvas com sucesso!');
      await invalidate(keys.credenciais);
      onSaved();
    } catch (e) {
      setFailure((e as Error).message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card className="max-w-2xl">
      <CardHeader>
        <CardTitle>Primeiro acesso?</CardTitle>
        <CardDescription>Cadastre o acesso ao sistema contábil. As credenciais são guardadas com criptografia e nunca são exibidas de volta.</CardDescription>
        <ol className="mt-2 flex flex-wrap gap-2 text-sm" aria-label="Etapas">
          {STEPS.map((s, i) => (
            <li key={s} aria-current={i === step ? 'step' : undefined} className={cn('flex items-center gap-2 rounded-full border px-3 py-1', i === step ? 'border-primary bg-primary text-primary-foreground' : i < step ? 'border-primary text-primary' : 'text-muted-foreground')}>
              <span className="font-semibold">{i + 1}</span> {s}
            </li>
          ))}
        </ol>
      </CardHeader>
      <CardContent className="space-y-4">
        {step === 0 ? (
          <div role="radiogroup" aria-label="Sistema Contábil" className="grid gap-3">
            {SISTEMAS.map((s) => (
              <Choice key={s.id} selected={sistema === s.id} onClick={() => choose(s.id)} title={SISTEMA_LABEL[s.id]} hint={s.hint} icon={<Building2 className="size-5" />} />
            ))}
          </div>
        ) : null}
        {step === 1 ? (
          <div role="radiogroup" aria-label="Tipo" className="grid gap-3 sm:grid-cols-2">
            {(sistema ? TIPOS[sistema] : []).map((t) => (
              <Choice key={t.id} selected={tipo === t.id} onClick={() => setTipo(t.id)} title={t.title} hint={t.hint} icon={t.icon === 'web' ? <Globe className="size-5" /> : <Monitor className="size-5" />} />
            ))}
          </div>
        ) : null}
        {step === 2 && sistema && tipo ? <CredentialFields sistema={sistema} tipo={tipo} values={values} onChange={setValues} /> : null}
        {failure ? (
          <Alert variant="destructive" role="alert">
            <AlertTitle>Erro ao salvar credenciais. Tente novamente.</AlertTitle>
            <AlertDescription>{failure}</AlertDescription>
          </Alert>
        ) : null}
      </CardContent>
      <CardFooter className="flex justify-between gap-2">
        <div className="flex gap-2">
          <Button type="button" variant="outline" disabled={step === 0 || saving} onClick={() => setStep((s) => s - 1)}>
            Voltar
          </Button>
          {onCancel ? (
            <Button type="button" variant="ghost" onClick={onCancel}>
              Cancelar
            </Button>
          ) : null}
        </div>
        {step < 2 ? (
          <Button type="button" disabled={!next} onClick={() => setStep((s) => s + 1)}>
            Próximo
          </Button>
        ) : (
          <Button type="button" disabled={!next || saving} onClick={() => void finish()}>
            {saving ? 'Salvando...' : 'Finalizar'}
          </Button>
        )}
      </CardFooter>
    </Card>
  );
}
