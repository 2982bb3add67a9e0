import { useEffect } from 'react';
import { Link } from 'react-router';
import { SearchX } from 'lucide-react';
import { Button } from '../components/ui/button';
import { FullPageMessage } from '../components/full-page-state';
import { NOT_FOUND_TITLE } from '../lib/page-titles';

/** The 404: `home` is where 'Voltar' leads (the panel inside the signed-in shell, the site outside it). */
export function NotFoundPage({ home = '/' }: { home?: string }) {
  useEffect(() => {
    document.title = `${NOT_FOUND_TITLE} · Apura`;
  }, []);
  return (
    <FullPageMessage title={NOT_FOUND_TITLE} icon={<SearchX className="size-12 text-muted-foreground" aria-hidden="true" />}>
      <p className="text-muted-foreground">O endereço que você acessou não existe ou foi removido.</p>
      <Button asChild>
        <Link to={home}>{home === '/' ? 'Voltar ao início' : 'Voltar ao painel'}</Link>
      </Button>
    </FullPageMessage>
  );
}
