import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { authClient } from '../../lib/auth-client';
import { translateAuthError } from '../../lib/auth-errors';
import { GoogleButton } from './google-button';
import { Divider } from './login-form';
import { useFinishSignIn } from './use-finish-sign-in';

type Props = { next: string; busy: boolean; setBusy: (busy: boolean) => void };

export function SignupForm({ next, busy, setBusy }: Props) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [company, setCompany] = useState('');
  const finish = useFinishSignIn();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    try {
      const { error } = await authClient.signUp.email({
        name: name.trim(),
        email: email.trim(),
        password,
        company: company.trim(),
      });
      if (error) {
        toast.error('Erro ao cadastrar', { description: translateAuthError(error) });
        return;
      }
      toast.success('Cadastro realizado com sucesso!', { description: 'Sua conta foi criada.' });
      await finish(next);
    } catch {
      toast.error('Erro ao cadastrar', { description: translateAuthError({ status: 0 }) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={onSubmit} className="space-y-4">
      <div className="space-y-2">
        <Label htmlFor="cadastro-nome">Nome completo</Label>
        <Input id="cadastro-nome" autoComplete="name" required value={name} onChange={(e) => setName(e.target.value)} />
      </div>
      <div className="space-y-2">
        <Label htmlFor="cadastro-email">E-mail</Label>
        <Input
          id="cadastro-email"
          type="email"
          autoComplete="email"
          placeholder="seu@escritorio.com.br"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
      </div>
      <div className="space-y-2">
        <Label htmlFor="cadastro-senha">Senha</Label>
        <Input
          id="cadastro-senha"
          type="password"
          autoComplete="new-password"
          required
          aria-describedby="cadastro-senha-ajuda"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <p id="cadastro-senha-ajuda" className="text-xs text-muted-foreground">Mínimo de 8 caracteres.</p>
      </div>
      <div className="space-y-2">
        <Label htmlFor="cadastro-empresa">Escritório / empresa</Label>
        <Input
          id="cadastro-empresa"
          autoComplete="organization"
          required
          value={company}
          onChange={(e) => setCompany(e.target.value)}
        />
      </div>
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? 'Registrando...' : 'Criar conta'}
      </Button>
      <Divider />
      <GoogleButton label="Cadastrar com Google" next={next} busy={busy} setBusy={setBusy} />
      <p className="text-center text-xs text-muted-foreground">
        Ao criar a conta você concorda com os{' '}
        <Link to="/termos" className="text-primary underline-offset-2 hover:underline">Termos de Serviço</Link> e a{' '}
        <Link to="/privacidade" className="text-primary underline-offset-2 hover:underline">Política de Privacidade</Link>.
      </p>
    </form>
  );
}
