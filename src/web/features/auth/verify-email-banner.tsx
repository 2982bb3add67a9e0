import { useState } from 'react';
import { MailWarning } from 'lucide-react';
import { toast } from 'sonner';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { authClient } from '../../lib/auth-client';
import { translateAuthError } from '../../lib/auth-errors';

/** Dashboard banner while the account's e-mail is unverified; "Reenviar" is rate-limited on the server. */
export function VerifyEmailBanner({ email }: { email: string }) {
  const [sending, setSending] = useState(false);

  async function resend() {
    setSending(true);
    try {
      const { error } = await authClient.sendVerificationEmail({ email, callbackURL: '/verificar-email' });
      if (error) {
        toast.error('Não foi possível reenviar o e-mail', { description: translateAuthError(error) });
        return;
      }
      toast.success('Link reenviado', { description: `Enviamos um novo link de confirmação para ${email}.` });
    } catch {
      toast.error('Não foi possível reenviar o e-mail', { description: translateAuthError({ status: 0 }) });
    } finally {
      setSending(false);
    }
  }

  return (
    <Alert className="mb-6 border-amber-300 bg-amber-50 text-amber-950 [&>svg]:text-amber-700">
      <MailWarning />
      <AlertTitle>Confirme seu e-mail</AlertTitle>
      <AlertDescription>
        <p>
          Enviamos um link de confirmação para <strong>{email}</strong>. Abra-o para confirmar que o e-mail é seu (o link vale por 24 horas).
        </p>
        <Button size="sm" variant="outline" className="mt-2" disabled={sending} onClick={resend}>
          {sending ? 'Reenviando...' : 'Reenviar'}
        </Button>
      </AlertDescription>
    </Alert>
  );
}
