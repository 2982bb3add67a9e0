import { useRef } from 'react';
import { Copy, MailCheck, MailWarning } from 'lucide-react';
import { toast } from 'sonner';
import { Alert, AlertDescription } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { formatDateTimeBR } from '../../lib/format';
import type { InviteLink } from './admin-api';

/**
 * The invitation link an admin can hand over (WhatsApp, chat) when the e-mail did not arrive.
 * It is a credential for the account until the person sets a password: shown once, after creating it.
 */
export function InviteLinkBox({ email, convite }: { email: string; convite: InviteLink }) {
  const input = useRef<HTMLInputElement>(null);

  async function copy() {
    try {
      // Undefined outside a secure context (http:// other than localhost): falls to the catch.
      await navigator.clipboard.writeText(convite.link);
      toast.success('Link copiado', { description: `Envie-o para ${email} pelo canal que preferir.` });
    } catch {
      input.current?.select();
      toast.error('Não foi possível copiar automaticamente', { description: 'O link está selecionado: use Ctrl+C (ou ⌘+C) para copiar.' });
    }
  }

  return (
    <div className="min-w-0 space-y-3" data-testid="convite-link">
      <Alert variant={convite.emailEnviado ? 'success' : 'destructive'}>
        {convite.emailEnviado ? <MailCheck /> : <MailWarning />}
        <AlertDescription className="[overflow-wrap:anywhere]">
          {convite.emailEnviado ? (
            <p>
              Convite enviado por e-mail para <strong>{email}</strong>. Se a mensagem não chegar, copie o link abaixo e envie por outro meio.
            </p>
          ) : (
            <p>
              <strong>O e-mail para {email} não pôde ser enviado.</strong> O convite vale mesmo assim: copie o link abaixo e envie por outro meio.
            </p>
          )}
        </AlertDescription>
      </Alert>
      <div className="space-y-1.5">
        <label htmlFor="convite-link" className="text-sm font-medium">
          Link do convite
        </label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input id="convite-link" ref={input} readOnly value={convite.link} onFocus={(e) => e.currentTarget.select()} className="min-w-0 font-mono text-xs" />
          <Button type="button" variant="secondary" onClick={copy}>
            <Copy /> Copiar link
          </Button>
        </div>
        <p className="text-xs text-muted-foreground">
          Válido até {formatDateTimeBR(convite.expiraEm)} e só uma vez. Quem tiver o link cria a senha desta conta: envie apenas para a própria pessoa.
        </p>
      </div>
    </div>
  );
}
