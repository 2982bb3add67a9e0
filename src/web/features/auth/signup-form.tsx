import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { MailCheck } from 'lucide-react';
import { toast } from 'sonner';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { authClient } from '../../lib/auth-client';
import { translateAuthError } from '../../lib/auth-errors';
import { GoogleButton } from './google-button';
import { Divider } from './login-form';

type Props = { next: string; busy: boolean; setBusy: (busy: boolean) => void };

export function SignupForm({ next, busy, setBusy }: Props) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [company, setCompany] = useState('');
  // Sign-up never signs in: the e-mailed link does. The same screen follows for a new and a taken
  // e-mail, so nobody learns here which addresses have accounts (the owner of a taken one is e-mailed).
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    try {
      const { error } = await authClient.signUp.email({
        name: name.trim(),
        email: email.trim(),
        password,
        company: company.trim(),
        callbackURL: '/verificar-email',
      });
      if (error) {
        toast.error('Erro ao cadastrar', { description: translateAuthError(error) });
        return;
      }
      toast.success('Cadastro recebido!', { description: 'Confira seu e-mail para continuar.' });
      setSentTo(email.trim());
      setPassword('');
    } catch {
      toast.error('Erro ao cadastrar', { description: translateAuthError({ status: 0 }) });
    } finally {
      setBusy(false);
    }
  }

  if (sentTo) {
    return (
      <div className="space-y-4">
        <Alert variant="success">
          <MailCheck />
          <AlertTitle>Confira seu e-mail</AlertTitle>
          <AlertDescription>
            <p>
              Enviamos para <strong>{sentTo}</strong> as instruções para continuar. Abra o link de confirmação do e-mail para entrar na Apura (vale por 24 horas).
            </p>
            <p className="mt-2">Se este e-mail já tinha conta, a mensagem explica como entrar ou redefinir a senha. Não recebeu? Confira a pasta de spam.</p>
          </AlertDescription>
        </Alert>
        <Button type="button" variant="outline" className="w-full" onClick={() => setSentTo(null)}>
          Cadastrar outro e-mail
        </Button>
      </div>
    );
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
        <Link to="/termos" className="text-primary underline underline-offset-2 hover:no-underline">Termos de Serviço</Link> e a{' '}
        <Link to="/privacidade" className="text-primary underline underline-offset-2 hover:no-underline">Política de Privacidade</Link>.
      </p>
    </form>
  );
}
