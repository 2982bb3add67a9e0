import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { authClient } from '../../lib/auth-client';
import { translateAuthError } from '../../lib/auth-errors';

/** Change the password (current + new) or get a reset link by e-mail. */
export function PasswordCard({ email }: { email: string }) {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [busy, setBusy] = useState(false);
  const [sending, setSending] = useState(false);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (next.length < 8) {
      toast.error('Senha muito curta', { description: 'A nova senha precisa ter pelo menos 8 caracteres.' });
      return;
    }
    setBusy(true);
    try {
      const { error } = await authClient.changePassword({ currentPassword: current, newPassword: next, revokeOtherSessions: true });
      if (error) {
        const wrong = error.code === 'INVALID_PASSWORD';
        toast.error('Erro ao alterar a senha', { description: wrong ? 'A senha atual está incorreta.' : translateAuthError(error) });
        return;
      }
      setCurrent('');
      setNext('');
      toast.success('Senha alterada com sucesso!', { description: 'As outras sessões abertas foram encerradas.' });
    } finally {
      setBusy(false);
    }
  }

  async function sendReset() {
    setSending(true);
    try {
      const { error } = await authClient.requestPasswordReset({ email, redirectTo: '/redefinir-senha' });
      if (error) toast.error('Erro ao enviar e-mail de recuperação. Verifique o e-mail informado.', { description: translateAuthError(error) });
      else toast.success('E-mail de recuperação enviado! Verifique sua caixa de entrada.');
    } finally {
      setSending(false);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Senha</CardTitle>
        <CardDescription>Troque a senha informando a atual, ou receba um link de redefinição por e-mail.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <form onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2">
          <div className="space-y-2">
            <Label htmlFor="senha-atual">Senha atual</Label>
            <Input id="senha-atual" type="password" autoComplete="current-password" required value={current} onChange={(e) => setCurrent(e.target.value)} />
          </div>
          <div className="space-y-2">
            <Label htmlFor="senha-nova">Nova senha</Label>
            <Input id="senha-nova" type="password" autoComplete="new-password" required minLength={8} maxLength={128} value={next} onChange={(e) => setNext(e.target.value)} />
          </div>
          <div className="flex flex-wrap gap-2 sm:col-span-2">
            <Button type="submit" disabled={busy}>
              {busy ? 'Alterando...' : 'Alterar senha'}
            </Button>
            <Button type="button" variant="outline" disabled={sending} onClick={sendReset}>
              {sending ? 'Enviando...' : 'Redefinir senha'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
