import { Badge } from '../../components/ui/badge';
import { cn } from '../../lib/cn';
import { formatBRL } from '../../lib/format';
import type { FindingColumn } from './findings-table';
import { PIS_COFINS_CODE_LABEL, type PisCofinsFinding } from './pis-cofins-types';

function context(f: PisCofinsFinding): string {
  return [f.documento && `NF ${f.documento}`, f.produto, f.ncm && `NCM ${f.ncm}`, f.cfop && `CFOP ${f.cfop}`].filter(Boolean).join(' · ');
}

export const pisCofinsColumns: FindingColumn<PisCofinsFinding>[] = [
  { header: 'Linha', cell: (f) => f.line, className: 'w-16 tabular-nums' },
  {
    header: 'Problema',
    cell: (f) => (
      <span className="flex flex-col items-start gap-1">
        {f.type === 'error' ? <Badge variant="destructive">Erro</Badge> : <Badge variant="warning">Aviso</Badge>}
        <span className="text-xs">{PIS_COFINS_CODE_LABEL[f.code] ?? f.code}</span>
      </span>
    ),
  },
  {
    header: 'Descrição',
    cell: (f) => (
      <span className="block break-words md:min-w-64">
        {f.message}
        {context(f) && <span className="mt-1 block text-xs text-muted-foreground">{context(f)}</span>}
      </span>
    ),
  },
  {
    header: 'Impacto',
    className: 'text-right whitespace-nowrap',
    // Positive = paid in excess (recoverable), negative = paid short (a risk).
    cell: (f) =>
      f.impacto === null ? (
        <span className="text-muted-foreground">—</span>
      ) : (
        <span className={cn('tabular-nums font-medium', f.impacto < 0 ? 'text-destructive' : 'text-emerald-700')}>{formatBRL(f.impacto)}</span>
      ),
  },
];
