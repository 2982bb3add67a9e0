import { useState } from 'react';
import { Link } from 'react-router';
import { CheckCircle2, Loader2, Plus, Stethoscope } from 'lucide-react';
import { Alert, AlertDescription } from '../components/ui/alert';
import { Button } from '../components/ui/button';
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from '../components/ui/card';
import { useMe } from '../lib/queries';
import { useCredenciais } from '../features/analista-pro/analista-api';
import { CredentialWizard } from '../features/analista-pro/credential-wizard';
import { CredentialsList } from '../features/analista-pro/credentials-list';

function FiscalModuleCard() {
  return (
    <Card className="max-w-md">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Stethoscope className="size-5 text-primary" /> Módulo Fiscal
        </CardTitle>
        <CardDescription>Acessar Domínio, Cadastro de Empresas e Empresas Cadastradas.</CardDescription>
      </CardHeader>
      <CardFooter>
        <Button asChild>
          <Link to="/dashboard/analista-pro/fiscal">Acessar</Link>
        </Button>
      </CardFooter>
    </Card>
  );
}

/** Spec §2 wizard: spinner while credentials load; the 'Módulo Fiscal' card when they exist; else the 3 steps. */
export function AnalistaProWizardPage() {
  const me = useMe();
  const creds = useCredenciais();
  const [adding, setAdding] = useState(false);
  const [saved, setSaved] = useState(false);
  const items = creds.data ?? [];
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">Conectar sistema</h1>
        <p className="text-muted-foreground">Acesso do escritório aos sistemas contábeis dos clientes.</p>
      </div>
      {creds.isLoading || me.isLoading ? (
        <div className="flex items-center gap-2 text-muted-foreground" role="status">
          <Loader2 className="size-5 animate-spin" /> Carregando credenciais...
        </div>
      ) : creds.isError ? (
        <Alert variant="destructive">
          <AlertDescription>{creds.error.message}</AlertDescription>
        </Alert>
      ) : (
        <>
          {saved ? (
            <Alert variant="success" role="status">
              <CheckCircle2 />
              <AlertDescription>Credenciais salvas com sucesso!</AlertDescription>
            </Alert>
          ) : null}
          {items.length > 0 && !adding ? (
            <>
              <FiscalModuleCard />
              <CredentialsList items={items} />
              <Button variant="outline" onClick={() => { setSaved(false); setAdding(true); }}>
                <Plus /> Adicionar outro sistema
              </Button>
            </>
          ) : (
            <CredentialWizard
              email={me.data?.email ?? ''}
              onSaved={() => {
                setSaved(true);
                setAdding(false);
              }}
              onCancel={items.length > 0 ? () => setAdding(false) : undefined}
            />
          )}
        </>
      )}
    </div>
  );
}
