import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { AlertTriangle } from 'lucide-react';
import { Button } from '../components/ui/button';
import { FullPageMessage } from '../components/full-page-state';

/** Router-level error boundary: a pt-BR message instead of React Router's English default screen. */
export function RouteErrorPage() {
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <FullPageMessage title="Algo deu errado" icon={<AlertTriangle className="size-12 text-destructive" />}>
      <p className="text-muted-foreground">
        Não foi possível exibir esta página. Recarregue e, se o problema continuar, fale com o suporte.
        {detail && <span className="block text-xs">({detail})</span>}
      </p>
      <div className="flex gap-2">
        <Button onClick={() => window.location.reload()}>Recarregar</Button>
        <Button asChild variant="outline">
          <Link to="/">Voltar ao início</Link>
        </Button>
      </div>
    </FullPageMessage>
  );
}
