import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { formatInteger } from '../../lib/format';

/** 'Página 2 de 7 · 134 registros' with previous/next buttons. */
export function Pagination({ pagina, porPagina, total, onChange }: { pagina: number; porPagina: number; total: number; onChange: (p: number) => void }) {
  const pages = Math.max(1, Math.ceil(total / porPagina));
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 pt-4 text-sm text-muted-foreground">
      <span>
        Página {pagina} de {pages} · {formatInteger(total)} {total === 1 ? 'registro' : 'registros'}
      </span>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" disabled={pagina <= 1} onClick={() => onChange(pagina - 1)}>
          <ChevronLeft /> Anterior
        </Button>
        <Button variant="outline" size="sm" disabled={pagina >= pages} onClick={() => onChange(pagina + 1)}>
          Próxima <ChevronRight />
        </Button>
      </div>
    </div>
  );
}
