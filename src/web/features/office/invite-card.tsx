import { useState, type FormEvent } from 'react';
import { MailPlus, X } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { formatDateBR } from '../../lib/format';
import { ROLE_LABEL, useCancelInvite, useInvite, type Office } from './office-api';
import { NativeSelect } from './native-select';

/** The titular invites by e-mail and sees the invitations still waiting. */
export function InviteCard({ office }: { office: Office }) {
  const [email, setEmail] = useState('');
  const [papel, setPapel] = useState<'contador' | 'leitura'>('contador');
  const [error, setError] = useState<string | null>(null);
  const invite = useInvite();
  const cancel = useCancelInvite();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    invite.mutate(
      { email: email.trim(), papel },
      {
        onSuccess: () => {
          toast.success(`Convite enviado para ${email.trim()}.`);
          setEmail('');
        },
        onError: (err) => setError(err.message),
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Convidar pessoa</CardTitle>
        <CardDescription>A pessoa recebe um e-mail com o link do convite, válido por 7 dias.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <form onSubmit={submit} className="grid gap-3 sm:grid-cols-[1fr_10rem_auto] sm:items-end" noValidate>
          <div className="space-y-2">
            <Label htmlFor="convite-email">E-mail</Label>
            <Input id="convite-email" type="email" autoComplete="off" value={email} onChange={(e) => setEmail(e.target.value)} placeholder="nome@escritorio.com.br" required />
          </div>
          <div className="space-y-2">
            <Label htmlFor="convite-papel">Papel</Label>
            <NativeSelect id="convite-papel" value={papel} onChange={(e) => setPapel(e.target.value as 'contador' | 'leitura')}>
              <option value="contador">Contador</option>
              <option value="leitura">Leitura</option>
            </NativeSelect>
          </div>
          <Button type="submit" disabled={invite.isPending || !email.trim()}>
            <MailPlus /> {invite.isPending ? 'Enviando…' : 'Enviar convite'}
          </Button>
          {error && (
            <p role="alert" className="text-sm text-destructive sm:col-span-3">
              {error}
            </p>
          )}
        </form>
        <div>
          <h3 className="mb-2 text-sm font-semibold">Convites pendentes</h3>
          {office.convites.length === 0 ? (
            <p className="text-sm text-muted-foreground">Nenhum convite aguardando resposta.</p>
          ) : (
            <ul className="divide-y rounded-md border" aria-label="Convites pendentes">
              {office.convites.map((c) => (
                <li key={c.id} className="flex flex-wrap items-center gap-2 px-3 py-2 text-sm" data-testid="convite">
                  <span className="min-w-0 flex-1 truncate font-medium">{c.email}</span>
                  <span className="text-muted-foreground">
                    {ROLE_LABEL[c.papel]} · vale até {formatDateBR(c.expiraEm)}
                  </span>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Cancelar convite de ${c.email}`}
                    disabled={cancel.isPending}
                    onClick={() => cancel.mutate(c.id, { onSuccess: () => toast.success('Convite cancelado.'), onError: (err) => toast.error(err.message) })}
                  >
                    <X className="size-4" />
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
