import { useState } from 'react';
import { Link } from 'react-router';
import { Building2, FileUp, ListOrdered } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../components/ui/card';
import { keys, useInvalidate, useStartRun } from '../features/analista-pro/analista-api';
import { RunLog } from '../features/analista-pro/run-log';

/** Spec §2 fiscal module: 'Acessar Domínio' and 'Cadastro de Empresas' start runs (live log below); 'Empresas Cadastradas' navigates. */
export function AnalistaProFiscalPage() {
  const start = useStartRun();
  const invalidate = useInvalidate();
  const [runId, setRunId] = useState<string | null>(null);
  const launch = (path: string, body?: unknown) =>
    start.mutate(
      { path, body },
      {
        onSuccess: (r) => {
          setRunId(r.execucao.id);
          toast.success(r.mensagem);
        },
        onError: (e) => toast.error('Não foi possível iniciar', { description: e.message }),
      },
    );
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">Módulo Fiscal</h1>
        <p className="text-muted-foreground">Tarefas executadas no sistema contábil com as credenciais guardadas.</p>
      </div>
      <div className="grid gap-4 md:grid-cols-3">
        <Card className="flex flex-col">
          <CardHeader>
            <CardTitle className="flex items-center gap-2 text-base">
              <FileUp className="size-5 text-primary" /> Acessar Domínio
            </CardTitle>
            <CardDescription>Verifica a integração Onvio de cada empresa e envia os XMLs de NF-e na fila.</CardDescription>
          </CardHeader>
          <CardFooter className="mt-auto">
            <Button disabled={start.isPending} onClick={() => launch('/api/analista-pro/execucao', { autoriza: true })}>
              Executar
            </Button>
          </CardFooter>
        </Card>
        <Card className="flex flex-col">
          <CardHeader>
            <CardTitle className="flex items-center gap-2 text-base">
              <ListOrdered className="size-5 text-primary" /> Cadastro de Empresas
            </CardTitle>
            <CardDescription>Importa as empresas do ERP (Omie) para o cadastro do Apura, com CNPJ e regime.</CardDescription>
          </CardHeader>
          <CardFooter className="mt-auto">
            <Button disabled={start.isPending} onClick={() => launch('/api/rodar-microagente', { tipo: 'web' })}>
              Importar empresas
            </Button>
          </CardFooter>
        </Card>
        <Card className="flex flex-col">
          <CardHeader>
            <CardTitle className="flex items-center gap-2 text-base">
              <Building2 className="size-5 text-primary" /> Empresas Cadastradas
            </CardTitle>
            <CardDescription>Lista de empresas, fila de XMLs e conferência de NCM dos produtos.</CardDescription>
          </CardHeader>
          <CardFooter className="mt-auto">
            <Button asChild variant="outline">
              <Link to="/dashboard/analista-pro/empresas">Abrir</Link>
            </Button>
          </CardFooter>
        </Card>
      </div>
      {runId ? (
        <Card>
          <CardHeader>
            <CardTitle className="text-base">Última execução</CardTitle>
            <CardDescription>
              <Link className="underline" to={`/dashboard/analista-pro/execucoes/${runId}`}>
                Abrir o registro completo
              </Link>
            </CardDescription>
          </CardHeader>
          <CardContent>
            <RunLog key={runId} id={runId} onFinished={() => { void invalidate(keys.empresas); void invalidate(keys.execucoes); }} />
          </CardContent>
        </Card>
      ) : null}
    </div>
  );
}
