import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { formatInteger } from '../../lib/format';

type Props = {
  /** aria-label of the nav, e.g. 'Paginação dos achados'. */
  label: string;
  /** data-testid of the 'Página x de y · n itens' text (the e2e tests read it). */
  testId: string;
  /** The page the server answered (not the one requested: with keepPreviousData they differ while loading). */
  pagina: number;
  paginas: number;
  total: number;
  /** Singular and plural noun of the counted items: ['achado', 'achados']. */
  noun: readonly [string, string];
  onChange(page: number): void;
};

/** 'Página 2 de 7 · 134 achados' with Anterior / Próxima, for the server-paged tables of a result. */
export function Pager({ label, testId, pagina, paginas, total, noun, onChange }: Props) {
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-2 text-sm text-muted-foreground">
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
