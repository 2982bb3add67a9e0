import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from '../lib/cn';
import { formatInteger } from '../lib/format';
import { Button } from './ui/button';

type Props = {
  /** aria-label of the nav, e.g. 'Paginação dos achados'. */
  label?: string;
  /** data-testid of the 'Página x de y · n itens' text (the e2e tests read it). */
  testId?: string;
  /** The page the server answered (not the one requested: with keepPreviousData they differ while loading). */
  pagina: number;
  paginas: number;
  total: number;
  /** Singular and plural noun of the counted items: ['achado', 'achados']. */
  noun?: readonly [string, string];
  onChange(page: number): void;
  className?: string;
};

/**
 * 'Página 2 de 7 · 134 achados' with Anterior / Próxima: the one pager of every server-paged list
 * (results, admin lists, credit history), so the words and the keyboard behaviour are the same everywhere.
 */
export function Pager({ label = 'Paginação', testId, pagina, paginas, total, noun = ['registro', 'registros'], onChange, className }: Props) {
  return (
    <nav aria-label={label} className={cn('flex flex-wrap items-center justify-between gap-2 text-sm text-muted-foreground', className)}>
      <span data-testid={testId}>
        Página {pagina} de {paginas} · {formatInteger(total)} {total === 1 ? noun[0] : noun[1]}
      </span>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" disabled={pagina <= 1} onClick={() => onChange(pagina - 1)}>
          <ChevronLeft /> Anterior
        </Button>
        <Button variant="outline" size="sm" disabled={pagina >= paginas} onClick={() => onChange(pagina + 1)}>
          Próxima <ChevronRight />
        </Button>
      </div>
    </nav>
  );
}

/** Pages needed for `total` items shown `porPagina` at a time (at least 1, so an empty list reads 'Página 1 de 1'). */
export const pageCount = (total: number, porPagina: number) => Math.max(1, Math.ceil(total / porPagina));
