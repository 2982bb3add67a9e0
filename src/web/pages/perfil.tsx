import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { Skeleton } from '../components/ui/skeleton';
import { AvatarPicker } from '../features/account/avatar-picker';
import { ProfileForm } from '../features/account/profile-form';
import { useMe } from '../lib/queries';

export function PerfilPage() {
  const { data: me } = useMe();
  return (
    <div className="max-w-2xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">Perfil</h1>
        <p className="text-muted-foreground">Seus dados de contato e a foto que aparece no topo do painel.</p>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>Dados pessoais</CardTitle>
          <CardDescription>O nome completo é obrigatório.</CardDescription>
        </CardHeader>
        <CardContent className="space-y-6">
          {me ? (
            <>
              <AvatarPicker me={me} />
              {/* key: the form starts from the saved values again when the account data changes */}
              <ProfileForm key={me.id} me={me} />
            </>
          ) : (
            <Skeleton className="h-72" />
          )}
        </CardContent>
      </Card>
    </div>
  );
}
