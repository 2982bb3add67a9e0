import { Coins } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { Skeleton } from '../components/ui/skeleton';
import { ApiTokensCard } from '../features/account/api-tokens-card';
import { DeleteAccountDialog } from '../features/account/delete-account-dialog';
import { NotificationsCard } from '../features/account/notifications-card';
import { PasswordCard } from '../features/account/password-card';
import { BuyCreditsButton } from '../features/credits/buy-credits-button';
import { formatInteger } from '../lib/format';
import { useMe } from '../lib/queries';

export function ConfiguracoesPage() {
  const { data: me } = useMe();
  if (!me) return <Skeleton className="h-96 max-w-3xl" />;
  return (
    <div className="max-w-3xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">Configurações</h1>
        <p className="text-muted-foreground">Senha, notificações, integrações, créditos e a sua conta.</p>
      </div>
      <PasswordCard email={me.email} />
      <NotificationsCard me={me} />
      <ApiTokensCard />
      <Card>
        <CardHeader>
          <CardTitle>Créditos</CardTitle>
          <CardDescription>Cada conferência consome créditos do seu saldo.</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-wrap items-center justify-between gap-3">
          <p className="flex items-center gap-2 text-2xl font-bold" data-testid="configuracoes-saldo">
            <Coins className="size-5 text-muted-foreground" /> {formatInteger(me.credits)} <span className="text-sm font-normal text-muted-foreground">disponíveis</span>
          </p>
          <BuyCreditsButton label="Adicionar créditos" />
        </CardContent>
      </Card>
      <Card className="border-destructive/40">
        <CardHeader>
          <CardTitle>Excluir conta</CardTitle>
          <CardDescription>Apaga seus dados e arquivos e encerra o acesso. Você verá exatamente o que é apagado antes de confirmar.</CardDescription>
        </CardHeader>
        <CardContent>
          <DeleteAccountDialog />
        </CardContent>
      </Card>
    </div>
  );
}
