import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Button } from '../../components/ui/button';
import { FullPageLoading, FullPageMessage } from '../../components/full-page-state';
import { useMe, type Me } from '../../lib/queries';
import { loginUrlFor } from './safe-next';

/**
 * Renders its children only with a session; otherwise sends the visitor to /login?next=<here>.
 * UX only — the server enforces the same rule on every /api call.
 */
export function RequireSession({ children }: { children: (me: Me) => ReactNode }) {
  const location = useLocation();
  const { data: me, isPending, isError, error, refetch } = useMe();

  if (isPending) return <FullPageLoading />;
  if (isError) {
    return (
      <FullPageMessage title="Não foi possível carregar sua conta">
        <p className="text-muted-foreground">{error.message}</p>
        <Button onClick={() => void refetch()}>Tentar novamente</Button>
      </FullPageMessage>
    );
  }
  if (!me) return <Navigate to={loginUrlFor(location.pathname + location.search)} replace />;
  return <>{children(me)}</>;
}
