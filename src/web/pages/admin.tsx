import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { useMe } from '../lib/queries';
import { visibleAdminNav } from '../nav';

/** /admin index: who is viewing and the admin sections that already exist. Replaced by the admin engineer. */
export function AdminPage() {
  const { data: me } = useMe();
  const sections = visibleAdminNav().filter((s) => s.to !== '/admin');
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">Painel administrativo</h1>
        <p className="text-muted-foreground">
          Conectado como <span className="font-medium text-foreground">{me?.name}</span> (Administrador).
        </p>
      </div>
      {sections.length > 0 ? (
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {sections.map((s) => (
            <Link key={s.to} to={s.to} className="group">
              <Card className="transition-shadow group-hover:shadow-md">
                <CardHeader>
                  <CardTitle className="flex items-center justify-between text-base">
                    {s.label} <ArrowRight className="size-4 text-muted-foreground" />
                  </CardTitle>
                </CardHeader>
              </Card>
            </Link>
          ))}
        </div>
      ) : (
        <Card>
          <CardHeader>
            <CardTitle className="text-base">Nenhuma seção disponível ainda</CardTitle>
            <CardDescription>
              A gestão de usuários, módulos, logs de atividade e dados do site aparecerá aqui assim que cada seção for liberada.
            </CardDescription>
          </CardHeader>
          <CardContent />
        </Card>
      )}
    </div>
  );
}
