import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { useAdminLogs } from './admin-api';
import { LogsTable } from './logs-table';

/** Spec §2/§9: the tab shows the last 5 records; 'Ver todos os logs' opens the full, filterable log. */
export function LogsTab() {
  const logs = useAdminLogs({ pagina: 1, porPagina: 5 });
  return (
    <Card>
      <CardHeader>
        <CardTitle>Logs de atividade</CardTitle>
        <CardDescription>Registro permanente de acessos, envios, conferências, créditos e ações administrativas.</CardDescription>
      </CardHeader>
      <CardContent>
        {logs.isError ? <p className="text-sm text-destructive">{logs.error.message}</p> : !logs.data ? <Skeleton className="h-48 w-full" /> : <LogsTable logs={logs.data.itens} />}
      </CardContent>
      <CardFooter className="flex flex-wrap items-center justify-between gap-2 text-sm text-muted-foreground">
        <span>Mostrando os últimos 5 registros</span>
        <Button asChild variant="outline">
          <Link to="/admin/logs/todos">
            Ver todos os logs <ArrowRight />
          </Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
