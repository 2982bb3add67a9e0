import { Link, useSearchParams } from 'react-router';
import { AlertTriangle, MailCheck } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '../components/ui/alert';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../components/ui/card';
import { useMe } from '../lib/queries';

/** Where better-auth sends the e-mail verification link back: ?error=TOKEN_EXPIRED|INVALID_TOKEN|… or nothing on success. */
export function VerificarEmailPage() {
  const [params] = useSearchParams();
  const error = params.get('error');
  const { data: me, isLoading } = useMe();
  const signedIn = Boolean(me);

  return (
    <div className="flex justify-center bg-gradient-to-b from-teal-50 to-white px-4 py-12 sm:py-16">
      <Card className="w-full max-w-md shadow-md">
        <CardHeader className="text-center">
          <CardTitle className="text-2xl">Confirmação de e-mail</CardTitle>
        </CardHeader>
        <CardContent className="space-y-4">
          {error ? <LinkProblem expired={error.toUpperCase() === 'TOKEN_EXPIRED'} signedIn={signedIn} /> : <Confirmed />}
          {!isLoading &&
            (signedIn ? (
              <Button asChild className="w-full">
                <Link to="/dashboard">Ir para o painel</Link>
              </Button>
            ) : (
              <Button asChild className="w-full">
                <Link to="/login">Entrar</Link>
              </Button>
            ))}
        </CardContent>
      </Card>
    </div>
  );
}

function Confirmed() {
  return (
    <Alert variant="success">
      <MailCheck />
      <AlertTitle>E-mail confirmado!</AlertTitle>
      <AlertDescription>Obrigado por confirmar seu e-mail. Sua conta está pronta para uso.</AlertDescription>
    </Alert>
  );
}

function LinkProblem({ expired, signedIn }: { expired: boolean; signedIn: boolean }) {
  const next = signedIn
    ? 'No painel, use "Reenviar" no aviso "Confirme seu e-mail" para receber um novo link.'
    : 'Entre na sua conta e use "Reenviar" no aviso "Confirme seu e-mail" para receber um novo link.';
  return (
    <Alert variant="destructive">
      <AlertTriangle />
      <AlertTitle>{expired ? 'Link expirado' : 'Link inválido'}</AlertTitle>
      <AlertDescription>
        {expired ? 'Este link de confirmação passou do prazo de 24 horas.' : 'Este link de confirmação não é válido. Confira se copiou o endereço inteiro.'} {next}
      </AlertDescription>
    </Alert>
  );
}
