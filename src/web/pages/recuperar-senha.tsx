import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { RequestResetForm } from '../features/auth/request-reset-form';

export function RecuperarSenhaPage() {
  return (
    <div className="flex justify-center bg-gradient-to-b from-teal-50 to-white px-4 py-12 sm:py-16">
      <Card className="w-full max-w-md shadow-md">
        <CardHeader className="text-center">
          <CardTitle className="text-2xl">Recuperar senha</CardTitle>
          <CardDescription>Informe o e-mail da sua conta e enviaremos um link para criar uma nova senha.</CardDescription>
        </CardHeader>
        <CardContent>
          <RequestResetForm />
        </CardContent>
      </Card>
    </div>
  );
}
