import { Link } from 'react-router';
import { ShieldX } from 'lucide-react';
import { Button } from '../components/ui/button';
import { FullPageMessage } from '../components/full-page-state';

/** Shown to a signed-in user without the admin role who opens an /admin route. */
export function AcessoNegadoPage() {
  return (
    <FullPageMessage title="Acesso negado" icon={<ShieldX className="size-12 text-destructive" />}>
      <p className="text-muted-foreground">
        Esta área é exclusiva para administradores. Se você precisa de acesso, fale com o administrador do seu escritório.
      </p>
      <Button asChild>
        <Link to="/dashboard">Voltar ao dashboard</Link>
      </Button>
    </FullPageMessage>
  );
}
