import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { authClient } from '../../lib/auth-client';
import { translateAuthError } from '../../lib/auth-errors';
import { GoogleButton } from './google-button';
import { useFinishSignIn } from './use-finish-sign-in';

type Props = { next: string; busy: boolean; setBusy: (busy: boolean) => void };

export function LoginForm({ next, busy, setBusy }: Props) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const finish = useFinishSignIn();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    try {
      const { error } = await authClient.signIn.email({ email: email.trim(), password });
      if (error) {
        toast.error('Erro ao fazer login', { description: translateAuthError(error) });
        return;
      }
      toast.success('Login realizado com sucesso!', { description: 'Você está autenticado.' });
      await finish(next);
    } catch {
      toast.error('Erro ao fazer login', { description: translateAuthError({ status: 0 }) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={onSubmit} className="space-y-4">
      <div className="space-y-2">
        <Label htmlFor="login-email">E-mail</Label>
        <Input
          id="login-email"
          type="email"
          autoComplete="email"
          placeholder="seu@escritorio.com.br"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
      </div>
      <div className="space-y-2">
        <div className="flex items-center justify-between">
          <Label htmlFor="login-senha">Senha</Label>
          <Link to="/recuperar-senha" className="text-sm text-primary hover:underline">
            Esqueceu a senha?
          </Link>
        </div>
        <Input
          id="login-senha"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </div>
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? 'Entrando...' : 'Entrar'}
      </Button>
      <Divider />
      <GoogleButton label="Entrar com Google" next={next} busy={busy} setBusy={setBusy} />
    </form>
  );
}

export function Divider() {
  return (
    <div className="relative py-1 text-center text-xs uppercase text-muted-foreground">
      <span className="absolute inset-x-0 top-1/2 h-px bg-border" aria-hidden="true" />
      <span className="relative bg-card px-2">ou</span>
    </div>
  );
}
