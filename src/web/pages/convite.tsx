import { Link, useNavigate, useParams } from 'react-router';
import { Building2 } from 'lucide-react';
import { toast } from 'sonner';
import { Alert, AlertDescription } from '../components/ui/alert';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { Skeleton } from '../components/ui/skeleton';
import { ROLE_HINT, ROLE_LABEL, useAcceptInvitation, useInvitation, type InvitationView } from '../features/office/office-api';
import { formatDateBR } from '../lib/format';
import { useMe, type Me } from '../lib/queries';

const STATUS_TEXT: Record<Exclude<InvitationView['status'], 'pendente'>, string> = {
  aceito: 'Este convite já foi aceito.',
  recusado: 'Este convite foi recusado.',
  cancelado: 'Este convite foi cancelado pelo titular do escritório.',
  expirado: 'Este convite expirou. Peça um novo ao titular do escritório.',
};

/** Where the invitation e-mail leads: who invites, to which office and role; accept when signed in with that e-mail. */
export function ConvitePage() {
  const { id = '' } = useParams();
  const inv = useInvitation(id);
  const me = useMe();
  return (
    <div className="flex justify-center bg-gradient-to-b from-teal-50 to-white px-4 py-12 sm:py-16">
      <Card className="w-full max-w-md shadow-md">
        <CardHeader className="text-center">
          <Building2 className="mx-auto size-8 text-primary" aria-hidden="true" />
          <CardTitle className="text-2xl">Convite para o escritório</CardTitle>
          {inv.data && <CardDescription>{inv.data.escritorio}</CardDescription>}
        </CardHeader>
        {/* wrap-anywhere: a long e-mail address must not widen the card past a phone's screen */}
        <CardContent className="space-y-4 wrap-anywhere">
          {inv.isError && (
            <Alert variant="destructive">
              <AlertDescription>{inv.error.message === 'Convite não encontrado.' ? 'Convite não encontrado. Confira o link do e-mail ou peça um novo convite.' : inv.error.message}</AlertDescription>
            </Alert>
          )}
          {(inv.isLoading || me.isLoading) && <Skeleton className="h-32" />}
          {inv.data && !me.isLoading && <InvitationBody inv={inv.data} me={me.data ?? null} />}
        </CardContent>
      </Card>
    </div>
  );
}

function InvitationBody({ inv, me }: { inv: InvitationView; me: Me | null }) {
  const accept = useAcceptInvitation();
  const navigate = useNavigate();
  const here = `/convite/${encodeURIComponent(inv.id)}`;
  if (inv.status !== 'pendente') {
    return (
      <>
        <p className="text-center">{STATUS_TEXT[inv.status]}</p>
        <Button asChild className="w-full">
          <Link to={me ? '/dashboard' : '/login'}>{me ? 'Ir para o painel' : 'Entrar'}</Link>
        </Button>
      </>
    );
  }
  return (
    <>
      <p>
        {inv.convidadoPor ? `${inv.convidadoPor} convidou` : 'Você foi convidado'} <strong>{inv.email}</strong> para a equipe de <strong>{inv.escritorio}</strong> com o papel{' '}
        <strong>{ROLE_LABEL[inv.papel]}</strong>.
      </p>
      <p className="text-sm text-muted-foreground">{ROLE_HINT[inv.papel]}</p>
      <p className="text-sm text-muted-foreground">Válido até {formatDateBR(inv.expiraEm)}.</p>
      {!me && (
        <div className="space-y-2">
          <p className="text-sm">Entre com a conta de {inv.email} para aceitar. Se ainda não tem conta, crie uma com este e-mail, confirme-o pelo link que enviaremos e volte a este convite.</p>
          <Button asChild className="w-full">
            <Link to={`/login?next=${encodeURIComponent(here)}`}>Entrar e aceitar</Link>
          </Button>
          <Button asChild variant="outline" className="w-full">
            <Link to={`/login?aba=cadastro&next=${encodeURIComponent(here)}`}>Criar conta</Link>
          </Button>
        </div>
      )}
      {me && me.email.toLowerCase() !== inv.email.toLowerCase() && (
        <Alert>
          <AlertDescription>
            Você entrou como {me.email}, mas o convite é para {inv.email}. Saia e entre com a conta do e-mail convidado.
          </AlertDescription>
        </Alert>
      )}
      {me && me.email.toLowerCase() === inv.email.toLowerCase() && (
        <Button
          className="w-full"
          disabled={accept.isPending}
          onClick={() =>
            accept.mutate(inv.id, {
              onSuccess: () => {
                toast.success(`Você agora faz parte de ${inv.escritorio}.`);
                void navigate('/dashboard/escritorio');
              },
              onError: (err) => toast.error('Convite não aceito', { description: err.message }),
            })
          }
        >
          {accept.isPending ? 'Aceitando…' : 'Aceitar convite'}
        </Button>
      )}
    </>
  );
}
