import { Badge } from '../../components/ui/badge';
import type { FindingColumn } from './findings-table';
import { REFORMA_CODE_LABEL, type ReformaFinding } from './reforma-types';

const onde = (f: ReformaFinding): string => (f.line !== undefined ? String(f.line) : `NF-e …${(f.chave ?? '').slice(-9)} item ${f.nItem ?? ''}`);

export const reformaColumns: FindingColumn<ReformaFinding>[] = [
  { header: 'Linha / item', cell: (f) => onde(f), className: 'w-24 tabular-nums' },
  {
    header: 'Problema',
    cell: (f) => (
      <span className="flex flex-col items-start gap-1">
        {f.type === 'error' ? <Badge variant="destructive">Erro</Badge> : <Badge variant="warning">Aviso</Badge>}
        <span className="text-xs">{REFORMA_CODE_LABEL[f.code] ?? f.code}</span>
      </span>
    ),
  },
  { header: 'Descrição', cell: (f) => <span className="block break-words md:min-w-64">{f.message}</span> },
  {
    header: 'Sugestão',
    className: 'whitespace-nowrap',
    cell: (f) => (f.sugestao?.cClassTrib ? <span className="tabular-nums">CST {f.sugestao.cst} / {f.sugestao.cClassTrib}</span> : <span className="text-muted-foreground">—</span>),
  },
];

export const reformaSubject = (f: ReformaFinding) => `${f.line !== undefined ? `Linha ${f.line}` : onde(f)} · ${REFORMA_CODE_LABEL[f.code] ?? f.code}`;
