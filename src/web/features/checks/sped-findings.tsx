import { Badge } from '../../components/ui/badge';
import { SPED_CODE_LABEL, type SpedFinding } from './escrituracao-types';
import type { FindingColumn } from './findings-table';

export const spedColumns: FindingColumn<SpedFinding>[] = [
  // Line 0 = about the whole file or about an XML (no line to point at).
  { header: 'Linha', cell: (f) => (f.line ? f.line.toLocaleString('pt-BR') : '—'), className: 'w-20 tabular-nums' },
  { header: 'Registro', cell: (f) => <span className="font-mono">{f.register || '—'}</span>, className: 'w-20' },
  { header: 'Campo', cell: (f) => <span className="font-mono text-xs">{f.field || '—'}</span> },
  {
    header: 'Problema',
    cell: (f) => (
      <span className="flex flex-col items-start gap-1">
        {f.type === 'error' ? <Badge variant="destructive">Erro</Badge> : <Badge variant="warning">Aviso</Badge>}
        <span className="text-xs">{SPED_CODE_LABEL[f.code] ?? f.code}</span>
      </span>
    ),
  },
  { header: 'Mensagem', cell: (f) => <span className="block break-words md:min-w-64">{f.message}</span> },
];

/** 'Linha 1.234 · Chave de acesso' (said in the mark's dialog and toasts). */
export const spedSubject = (f: SpedFinding) => `${f.line ? `Linha ${f.line.toLocaleString('pt-BR')}` : 'Arquivo'} · ${SPED_CODE_LABEL[f.code] ?? f.code}`;
