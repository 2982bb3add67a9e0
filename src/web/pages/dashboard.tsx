import { Link } from 'react-router';
import { ArrowRight, Coins } from 'lucide-react';
import { Badge } from '../components/ui/badge';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { Skeleton } from '../components/ui/skeleton';
import { formatInteger } from '../lib/format';
import { useMe, useModules, type ModuleInfo } from '../lib/queries';
import { modulePath } from '../nav';

// Minimal, honest /dashboard: only real data (the user, the balance, the modules they may use).
// The account engineer replaces this page with the full stats dashboard of spec §2.

const statusLabel: Record<ModuleInfo['status'], string> = {
  active: 'Disponível',
  development: 'Em breve',
  inactive: 'Indisponível',
};

function firstName(name: string | undefined): string {
  return (name ?? '').trim().split(/\s+/)[0] || 'Usuário';
}

function ModuleCard({ module }: { module: ModuleInfo }) {
  const path = module.status === 'active' ? modulePath(module.id) : null;
  return (
    <Card className="flex flex-col">
      <CardHeader>
        <div className="flex items-start justify-between gap-2">
          <CardTitle className="text-base">{module.name}</CardTitle>
          {path && (
            <Badge variant="secondary" className="shrink-0 whitespace-nowrap">
              {statusLabel.active}
            </Badge>
          )}
        </div>
        <CardDescription>{module.description}</CardDescription>
      </CardHeader>
      <CardContent className="mt-auto flex items-center justify-between gap-2">
        <span className="text-xs text-muted-foreground">Versão {module.version}</span>
        {path ? (
          <Button asChild size="sm">
            <Link to={path}>
              Acessar <ArrowRight />
            </Link>
          </Button>
        ) : (
          <Button size="sm" variant="outline" disabled>
            {module.status === 'inactive' ? statusLabel.inactive : statusLabel.development}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}

export function DashboardPage() {
  const { data: me } = useMe();
  const { data: modules, isPending, isError, error } = useModules();

  return (
    <div className="space-y-8">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">Olá, {firstName(me?.name)}!</h1>
        <p className="text-muted-foreground">{me?.company ? `${me.company} · ` : ''}Escolha uma conferência para começar.</p>
      </div>

      <Card className="max-w-xs">
        <CardHeader className="pb-2">
          <CardDescription className="flex items-center gap-2">
            <Coins className="size-4" /> Créditos Disponíveis
          </CardDescription>
          <CardTitle className="text-3xl">{formatInteger(me?.credits ?? 0)}</CardTitle>
        </CardHeader>
      </Card>

      <section className="space-y-4">
        <h2 className="text-lg font-semibold">Módulos</h2>
        {isPending && (
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} className="h-40" />
            ))}
          </div>
        )}
        {isError && <p className="text-sm text-destructive">{error.message}</p>}
        {modules && modules.length === 0 && (
          <p className="text-sm text-muted-foreground">Nenhum módulo liberado para a sua conta. Fale com o administrador.</p>
        )}
        {modules && modules.length > 0 && (
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
            {modules.map((m) => (
              <ModuleCard key={m.id} module={m} />
            ))}
          </div>
        )}
      </section>
    </div>
  );
}
