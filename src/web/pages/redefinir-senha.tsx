import { Link, useSearchParams } from 'react-router';
import { AlertTriangle } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '../components/ui/alert';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { translateAuthError } from '../lib/auth-errors';
import { ResetPasswordForm } from '../features/auth/reset-password-form';

export function RedefinirSenhaPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  // better-auth redirects an expired/used link here with ?error=INVALID_TOKEN instead of a token.
  const linkError = params.get('error');

  return (
    <div className="flex justify-center bg-gradient-to-b from-teal-50 to-white px-4 py-12 sm:py-16">
      <Card className="w-full max-w-md shadow-md">
        <CardHeader className="text-center">
          <CardTitle className="text-2xl">Criar nova senha</CardTitle>
          <CardDescription>Escolha uma nova senha para a sua conta.</CardDescription>
        </CardHeader>
        <CardContent>
          {token && !linkError ? (
            <ResetPasswordForm token={token} />
          ) : (
            <div className="space-y-4">
              <Alert variant="destructive">
                <AlertTriangle />
                <AlertTitle>Link inválido</AlertTitle>
                <AlertDescription>
                  {linkError
                    ? translateAuthError({ code: linkError })
                    : 'Este endereço não tem o código de redefinição. Abra o link do e-mail novamente ou peça um novo.'}
                </AlertDescription>
              </Alert>
              <Button asChild className="w-full">
                <Link to="/recuperar-senha">Pedir novo e-mail</Link>
              </Button>
            </div>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
