import { Badge } from '../../components/ui/badge';
import { cn } from '../../lib/cn';
import { formatBRL } from '../../lib/format';
import type { FindingColumn } from './findings-table';
import { PIS_COFINS_CODE_LABEL, type PisCofinsFinding } from './pis-cofins-types';

function context(f: PisCofinsFinding): string {
  // A SPED document label already names its kind ("NF-e 1001 série 1 — CLIENTE").
  const doc = f.documento && (f.registro ? f.documento : `NF ${f.documento}`);
  return [doc, f.produto, f.ncm && `NCM ${f.ncm}`, f.cfop && `CFOP ${f.cfop}`].filter(Boolean).join(' · ');
}

/** Columns of the findings table; for an EFD-Contribuições the line is the file's, with its register ("C170 · 30"). */
export function pisCofinsColumnsFor(sped: boolean): FindingColumn<PisCofinsFinding>[] {
  return [
    sped
      ? { header: 'Linha do SPED', cell: (f) => (f.registro ? `${f.registro} · ${f.line}` : f.line), className: 'w-24 tabular-nums whitespace-nowrap' }
      : { header: 'Linha', cell: (f) => f.line, className: 'w-16 tabular-nums' },
    ...pisCofinsColumns.slice(1),
  ];
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

export const pisCofinsSubject = (f: PisCofinsFinding) => `${f.registro ? `${f.registro} · linha ${f.line}` : `Linha ${f.line}`} · ${PIS_COFINS_CODE_LABEL[f.code] ?? f.code}`;
