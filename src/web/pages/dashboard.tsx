import { Link } from 'react-router';
import { Activity as ActivityIcon, ArrowRight, BookOpenCheck, CheckCircle2, Landmark, Coins, FileSpreadsheet, ListChecks, LogIn } from 'lucide-react';
import { Badge } from '../components/ui/badge';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { Skeleton } from '../components/ui/skeleton';
import { useDashboard } from '../features/account/account-api';
import { ActivityList } from '../features/account/activity-list';
import { StatCard } from '../features/account/stat-card';
import { formatDateTimeBR } from '../lib/format';
import { useMe, useModules, type ModuleId, type ModuleInfo } from '../lib/queries';
import { modulePath } from '../nav';

const ALERTAS_HELP =
  'Achados de conferências que o escritório marcou neste mês como "Resolvido", "Aceito" ou "Não se aplica". ' +
  'Uma marcação desfeita deixa de contar.';

const QUICK: { id: ModuleId; label: string; icon: typeof ListChecks }[] = [
  { id: 'ncm', label: 'Nova conferência NCM', icon: ListChecks },
  { id: 'pis-cofins', label: 'Nova conferência PIS/COFINS', icon: FileSpreadsheet },
  { id: 'escrituracao', label: 'Nova conferência de escrituração', icon: BookOpenCheck },
  { id: 'reforma', label: 'Nova conferência da Reforma Tributária', icon: Landmark },
];

function firstName(name: string | undefined): string {
  return (name ?? '').trim().split(/\s+/)[0] || 'Usuário';
}

function ModuleRow({ module }: { module: ModuleInfo }) {
  const path = module.status === 'active' ? modulePath(module.id) : null;
  return (
    <li className="flex items-center justify-between gap-3 py-3">
      <div className="min-w-0">
        <h3 className="text-sm font-medium">{module.name}</h3>
        <p className="text-xs text-muted-foreground">{module.description}</p>
      </div>
      {path ? (
        <Button asChild size="sm">
          <Link to={path}>
            Acessar <ArrowRight />
          </Link>
        </Button>
      ) : (
        <Badge variant="outline">Em breve</Badge>
      )}
    </li>
  );
}

export function DashboardPage() {
  const { data: me } = useMe();
  const dash = useDashboard();
  const modules = useModules();
  const d = dash.data;

  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">Olá, {firstName(me?.name)}!</h1>
          <p className="text-muted-foreground">Resumo de {d?.mes ?? 'este mês'}.</p>
        </div>
        <Button asChild variant="link" className="px-0">
          <Link to="/dashboard/historico">Ver histórico de créditos</Link>
        </Button>
      </div>

      {dash.isError && (
        <div className="flex flex-wrap items-center gap-3 text-sm text-destructive" role="alert">
          <p>Não foi possível carregar o resumo: {dash.error.message}</p>
          <Button variant="outline" size="sm" disabled={dash.isFetching} onClick={() => void dash.refetch()}>
            Tentar novamente
          </Button>
        </div>
      )}
      <section aria-label="Resumo do mês" className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {!d && !dash.isError && [0, 1, 2, 3].map((i) => <Skeleton key={i} className="h-32" />)}
        {d && (
          <>
            <StatCard title="Consultas Realizadas" icon={ActivityIcon} stat={d.consultas} previousLabel={d.mesAnterior}
              help="Conferências concluídas neste mês (NCM, PIS/COFINS e escrituração). Conferências com erro não contam." />
            <StatCard title="Créditos Disponíveis" icon={Coins} stat={d.creditos} previousLabel={d.mesAnterior}
              help="Seu saldo agora, comparado ao saldo no fim do mês anterior." />
            <StatCard title="Últimos Acessos" icon={LogIn} stat={d.acessos} previousLabel={d.mesAnterior}
              help="Quantas vezes você entrou na plataforma neste mês."
              extra={d.acessos.ultimo ? `Último: ${formatDateTimeBR(d.acessos.ultimo)}` : undefined} />
            <StatCard title="Alertas Resolvidos" icon={CheckCircle2} stat={d.alertasResolvidos} previousLabel={d.mesAnterior} help={ALERTAS_HELP} />
          </>
        )}
      </section>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-5">
        <Card className="lg:col-span-3">
          <CardHeader>
            <CardTitle>Atividade recente</CardTitle>
            <CardDescription>Suas conferências, créditos e acessos.</CardDescription>
          </CardHeader>
          <CardContent>
            {/* On a failed load the card says so (the error and retry are above) instead of loading forever. */}
            {d ? (
              <ActivityList items={d.atividades} />
            ) : dash.isError ? (
              <p className="py-6 text-center text-sm text-muted-foreground">Atividades indisponíveis no momento.</p>
            ) : (
              <Skeleton className="h-40" />
            )}
          </CardContent>
        </Card>

        <div className="space-y-6 lg:col-span-2">
          <Card>
            <CardHeader>
              <CardTitle>Ações rápidas</CardTitle>
            </CardHeader>
            <CardContent className="flex flex-col gap-2">
              {QUICK.map(({ id, label, icon: Icon }) => {
                const path = modulePath(id);
                return path ? (
                  <Button key={id} asChild variant="outline" className="h-auto min-h-10 justify-start whitespace-normal text-left">
                    <Link to={path}>
                      <Icon /> {label}
                    </Link>
                  </Button>
                ) : (
                  <Button key={id} variant="outline" className="h-auto min-h-10 justify-start whitespace-normal text-left" disabled>
                    <Icon /> <span className="flex-1">{label}</span> <Badge variant="outline">Em breve</Badge>
                  </Button>
                );
              })}
            </CardContent>
          </Card>

          <Card>
            <CardHeader>
              <CardTitle>Módulos</CardTitle>
            </CardHeader>
            <CardContent>
              {modules.isPending && <Skeleton className="h-32" />}
              {modules.isError && <p className="text-sm text-destructive">{modules.error.message}</p>}
              {modules.data?.length === 0 && <p className="text-sm text-muted-foreground">Nenhum módulo liberado para a sua conta. Fale com o administrador.</p>}
              <ul className="divide-y">
                {modules.data?.map((m) => <ModuleRow key={m.id} module={m} />)}
              </ul>
            </CardContent>
          </Card>
        </div>
      </div>
    </div>
  );
}
