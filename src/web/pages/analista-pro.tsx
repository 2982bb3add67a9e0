import { useState } from 'react';
import { Link } from 'react-router';
import { Building2, HelpCircle, Play, Wand2 } from 'lucide-react';
import { Alert, AlertDescription } from '../components/ui/alert';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { apiFetch } from '../lib/api-client';
import { keys, useInvalidate } from '../features/analista-pro/analista-api';
import { RunHistory } from '../features/analista-pro/run-history';

/** Spec §2 'Analista PRO simple page': Dúvidas, Executar Tarefas, plus the run history. */
export function AnalistaProPage() {
  const [notice, setNotice] = useState<{ text: string; error: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const invalidate = useInvalidate();
  const executar = async () => {
    setBusy(true);
    try {
      const r = await apiFetch<{ mensagem: string }>('/api/executar-tarefas', { method: 'POST' });
      setNotice({ text: r.mensagem, error: false });
      await invalidate(keys.execucoes);
    } catch {
      setNotice({ text: 'Erro ao executar tarefas!', error: true });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">Analista PRO</h1>
          <p className="text-muted-foreground">Automação no sistema contábil com as credenciais guardadas do escritório.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => setNotice({ text: 'Em breve: Central de Dúvidas!', error: false })}>
            <HelpCircle /> Dúvidas
          </Button>
          <Button disabled={busy} onClick={() => void executar()}>
            <Play /> {busy ? 'Executando...' : 'Executar Tarefas'}
          </Button>
        </div>
      </div>
      {notice ? (
        <Alert variant={notice.error ? 'destructive' : 'default'} role="alert">
          <AlertDescription>{notice.text}</AlertDescription>
        </Alert>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-3">
        <Card>
          <CardHeader>
            <CardTitle className="text-base">Módulo Fiscal</CardTitle>
            <CardDescription>Acessar Domínio, Cadastro de Empresas.</CardDescription>
          </CardHeader>
          <CardContent>
            <Button asChild variant="outline" size="sm">
              <Link to="/dashboard/analista-pro/fiscal">Abrir</Link>
            </Button>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle className="text-base">Empresas Cadastradas</CardTitle>
            <CardDescription>Cadastro de clientes, XMLs e conferência de NCM.</CardDescription>
          </CardHeader>
          <CardContent>
            <Button asChild variant="outline" size="sm">
              <Link to="/dashboard/analista-pro/empresas">
                <Building2 /> Abrir
              </Link>
            </Button>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle className="text-base">Credenciais</CardTitle>
            <CardDescription>Cadastre, edite ou exclua o acesso aos sistemas.</CardDescription>
          </CardHeader>
          <CardContent>
            <Button asChild variant="outline" size="sm">
              <Link to="/dashboard/analista-pro/wizard">
                <Wand2 /> Conectar sistema
              </Link>
            </Button>
          </CardContent>
        </Card>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>Histórico de execuções</CardTitle>
          <CardDescription>Cada tarefa com seu status, duração e registro passo a passo.</CardDescription>
        </CardHeader>
        <CardContent>
          <RunHistory />
        </CardContent>
      </Card>
    </div>
  );
}
