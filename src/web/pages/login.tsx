import { useEffect, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../components/ui/tabs';
import { translateAuthError } from '../lib/auth-errors';
import { useMe } from '../lib/queries';
import { LoginForm } from '../features/auth/login-form';
import { SignupForm } from '../features/auth/signup-form';
import { GOOGLE_PENDING_KEY } from '../features/auth/google-button';
import { safeNext } from '../features/auth/safe-next';

export function LoginPage() {
  const [params, setParams] = useSearchParams();
  const next = safeNext(params.get('next'));
  const tab = params.get('aba') === 'cadastro' ? 'cadastro' : 'login';
  // One busy flag for the whole screen (spec §4): any attempt disables every submit/Google button.
  const [busy, setBusy] = useState(false);
  const { data: me } = useMe();
  const oauthError = params.get('error');

  useEffect(() => {
    // better-auth sends failed Google attempts back here as ?error=<code>.
    if (!oauthError) return;
    sessionStorage.removeItem(GOOGLE_PENDING_KEY);
    toast.error('Erro ao fazer login com Google', { description: translateAuthError({ code: oauthError }) });
    const rest = new URLSearchParams(params);
    rest.delete('error');
    rest.delete('error_description');
    setParams(rest, { replace: true });
  }, [oauthError, params, setParams]);

  // Someone already signed in who opens /login goes straight on (not while a form is submitting,
  // so the success toast and navigation of the form win).
  if (me && !busy) return <Navigate to={next} replace />;

  function changeTab(value: string) {
    const nextParams = new URLSearchParams(params);
    if (value === 'cadastro') nextParams.set('aba', 'cadastro');
    else nextParams.delete('aba');
    setParams(nextParams, { replace: true });
  }

  return (
    <div className="flex justify-center bg-gradient-to-b from-teal-50 to-white px-4 py-12 sm:py-16">
      <Card className="w-full max-w-md shadow-md">
        <CardHeader className="text-center">
          <CardTitle className="text-2xl">Bem-vindo à Apura</CardTitle>
          <CardDescription>Entre na sua conta ou crie uma conta gratuita.</CardDescription>
        </CardHeader>
        <CardContent>
          <Tabs value={tab} onValueChange={changeTab}>
            <TabsList className="grid w-full grid-cols-2">
              <TabsTrigger value="login">Login</TabsTrigger>
              <TabsTrigger value="cadastro">Cadastro</TabsTrigger>
            </TabsList>
            <TabsContent value="login">
              <LoginForm next={next} busy={busy} setBusy={setBusy} />
            </TabsContent>
            <TabsContent value="cadastro">
              <SignupForm next={next} busy={busy} setBusy={setBusy} />
            </TabsContent>
          </Tabs>
        </CardContent>
      </Card>
    </div>
  );
}
