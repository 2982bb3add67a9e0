import { useEffect, useRef, useState, type FormEvent } from 'react';
import { CheckCircle2 } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import type { Me } from '../../lib/queries';
import { useUpdateProfile } from './account-api';
import { maskPhoneBR } from './phone-mask';

const SAVED_MS = 2000;

/** Spec §2 Perfil: name (required), phone (Brazilian mask), company, e-mail read-only; saved notice for 2 s. */
export function ProfileForm({ me }: { me: Me }) {
  const [name, setName] = useState(me.name);
  const [phone, setPhone] = useState(maskPhoneBR(me.phone ?? ''));
  const [company, setCompany] = useState(me.company ?? '');
  const [saved, setSaved] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const update = useUpdateProfile();

  useEffect(() => () => window.clearTimeout(timer.current), []);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setSaved(false);
    try {
      const out = await update.mutateAsync({ name: name.trim(), phone, company: company.trim() });
      setName(out.name);
      setPhone(out.phone);
      setSaved(true);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => setSaved(false), SAVED_MS);
    } catch (err) {
      toast.error('Erro ao salvar o perfil', { description: (err as Error).message });
    }
  }

  return (
    <form onSubmit={onSubmit} className="space-y-4">
      <div className="space-y-2">
        <Label htmlFor="perfil-nome">Nome completo</Label>
        <Input id="perfil-nome" required maxLength={120} autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-2">
          <Label htmlFor="perfil-telefone">Telefone</Label>
          <Input
            id="perfil-telefone"
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            placeholder="(11) 98765-4321"
            value={phone}
            onChange={(e) => setPhone(maskPhoneBR(e.target.value))}
          />
        </div>
        <div className="space-y-2">
          <Label htmlFor="perfil-empresa">Empresa / escritório</Label>
          <Input id="perfil-empresa" maxLength={160} autoComplete="organization" value={company} onChange={(e) => setCompany(e.target.value)} />
        </div>
      </div>
      <div className="space-y-2">
        <Label htmlFor="perfil-email">E-mail</Label>
        <Input id="perfil-email" type="email" value={me.email} readOnly disabled aria-describedby="perfil-email-ajuda" />
        <p id="perfil-email-ajuda" className="text-xs text-muted-foreground">O e-mail identifica a sua conta e não pode ser alterado aqui.</p>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Salvando...' : 'Salvar'}
        </Button>
        {saved && (
          <p role="status" className="flex items-center gap-1.5 text-sm font-medium text-emerald-700">
            <CheckCircle2 className="size-4" /> Perfil atualizado com sucesso!
          </p>
        )}
      </div>
    </form>
  );
}
