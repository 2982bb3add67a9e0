import { Link } from 'react-router';
import { SearchX } from 'lucide-react';
import { Button } from '../components/ui/button';
import { FullPageMessage } from '../components/full-page-state';

export function NotFoundPage() {
  return (
    <FullPageMessage title="Página não encontrada" icon={<SearchX className="size-12 text-muted-foreground" />}>
      <p className="text-muted-foreground">O endereço que você acessou não existe ou foi removido.</p>
      <Button asChild>
        <Link to="/">Voltar ao início</Link>
      </Button>
    </FullPageMessage>
  );
}
