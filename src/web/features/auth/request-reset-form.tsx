import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { MailCheck } from 'lucide-react';
import { toast } from 'sonner';
import { Alert, AlertDescription } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { authClient } from '../../lib/auth-client';
import { translateAuthError } from '../../lib/auth-errors';

const SENT = 'E-mail de recuperação enviado! Verifique sua caixa de entrada.';
const FAILED = 'Erro ao enviar e-mail de recuperação. Verifique o e-mail informado.';

export function RequestResetForm() {
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSending(true);
    try {
      const { error } = await authClient.requestPasswordReset({ email: email.trim(), redirectTo: '/redefinir-senha' });
      if (error) {
        toast.error(FAILED, { description: translateAuthError(error) });
        return;
      }
      setSent(true);
      toast.success(SENT);
    } catch {
      toast.error(FAILED, { description: translateAuthError({ status: 0 }) });
    } finally {
      setSending(false);
    }
  }

  return (
    <form onSubmit={onSubmit} className="space-y-4">
      {sent && (
        <Alert variant="success">
          <MailCheck />
          <AlertDescription>{SENT} Se não encontrar a mensagem, confira a pasta de spam.</AlertDescription>
        </Alert>
      )}
      <div className="space-y-2">
        <Label htmlFor="recuperar-email">E-mail</Label>
        <Input
          id="recuperar-email"
          type="email"
          autoComplete="email"
          placeholder="seu@escritorio.com.br"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
      </div>
      <Button type="submit" className="w-full" disabled={sending}>
        {sending ? 'Enviando...' : 'Enviar e-mail de recuperação'}
      </Button>
      <p className="text-center text-sm">
        <Link to="/login" className="text-primary underline underline-offset-2 hover:no-underline">Voltar para o login</Link>
      </p>
    </form>
  );
}
