import { Badge } from '../../components/ui/badge';
import { formatDateTimeBR } from '../../lib/format';
import type { FindingColumn } from './findings-table';
import { NcmDecisionCell, VALIDITY_CODES } from './ncm-decision-cell';
import { ResolutionCell } from './resolution-cell';
import type { Marked } from './resolution-api';
import { NCM_CODE_LABEL, dottedNcm, type NcmFinding, type NcmSuggestion, type NcmTaxInfo } from './ncm-types';

const pct = new Intl.NumberFormat('pt-BR', { style: 'percent', maximumFractionDigits: 0 });

function TypeBadge({ type }: { type: NcmFinding['type'] }) {
  if (type === 'error') return <Badge variant="destructive">Erro</Badge>;
  if (type === 'suggestion') return <Badge variant="warning">Sugestão</Badge>;
  return <Badge variant="outline">Aviso</Badge>;
}

/** "aprendido do seu escritório" on a suggestion that came from the office's catalogue, with who and when. */
function LearnedBadge({ s }: { s: NcmSuggestion | undefined }) {
  if (!s?.learned) return null;
  return (
    <Badge variant="outline" className="whitespace-normal border-emerald-300 text-emerald-800" title={`Decidido por ${s.learned.by} em ${formatDateTimeBR(s.learned.at)}`}>
      aprendido do seu escritório ({s.learned.by}, {formatDateTimeBR(s.learned.at)})
    </Badge>
  );
}

/** Code and description, whichever the sheet has (a list without codes still names its products). */
function productLabel(f: NcmFinding): string {
  const code = (f.product ?? '').trim(), desc = (f.description ?? '').trim();
  return (code && desc && code !== desc ? `${code} — ${desc}` : code || desc) || '—';
}

export const ncmColumns: FindingColumn<NcmFinding>[] = [
  { header: 'Linha', cell: (f) => f.line, className: 'w-16 tabular-nums' },
  { header: 'Produto', cell: (f) => <span className="line-clamp-2 break-words md:min-w-40">{productLabel(f)}</span> },
  { header: 'NCM atual', cell: (f) => <span className="font-mono whitespace-nowrap">{f.currentNCM ?? '(vazio)'}</span> },
  {
    header: 'Problema',
    cell: (f) => (
      <span className="flex flex-col items-start gap-1">
        <TypeBadge type={f.type} />
        <span className="text-xs">{NCM_CODE_LABEL[f.code] ?? f.code}</span>
      </span>
    ),
  },
  {
    header: 'Sugestão',
    cell: (f) =>
      f.suggestion ? (
        <span className="flex flex-col items-start gap-1">
          <span className="font-mono whitespace-nowrap">{dottedNcm(f.suggestion)}</span>
          {f.suggestions[0]?.code === f.suggestion && <LearnedBadge s={f.suggestions[0]} />}
        </span>
      ) : (
        <span className="text-muted-foreground">—</span>
      ),
  },
  {
    header: 'Motivo',
    // Reasons are long (official text + table version): clamped here, whole in the row's details.
    cell: (f) => (
      <span className="line-clamp-3 max-w-md break-words text-xs md:min-w-56" title={f.reason}>
        {f.reason}
      </span>
    ),
  },
];

/**
 * The office's answer under the suggestion: Aceitar sugestão / Resolvido / Não se aplica (the first and the
 * last also go to the office catalogue, server side), and "Informar NCM" while the finding is open.
 */
function NcmAnswer({ taskId, f }: { taskId: string; f: NcmFinding & Marked }) {
  const described = Boolean((f.description ?? '').trim());
  return (
    <>
      <ResolutionCell
        taskId={taskId}
        finding={f}
        subject={`Linha ${f.line} · ${NCM_CODE_LABEL[f.code] ?? f.code}`}
        canAccept={Boolean(f.suggestion) && described}
        ncmCorrect={described && Boolean(f.currentNCM) && !VALIDITY_CODES.has(f.code)}
      />
      {!f.resolucao && <NcmDecisionCell taskId={taskId} finding={f} onlyTyped />}
    </>
  );
}

/** The NCM columns plus the office's answer to each finding (accept, resolved, not applicable, type a code, undo). */
export function ncmColumnsWithDecision(taskId: string): FindingColumn<NcmFinding>[] {
  // The actions sit under the suggested code they act on: one column less keeps the table within 1366 px.
  return ncmColumns.map((c) =>
    c.header === 'Sugestão'
      ? {
          header: 'Sugestão e decisão',
          cell: (f: NcmFinding) => (
            <div className="flex flex-col items-start gap-2">
              {c.cell(f)}
              <NcmAnswer taskId={taskId} f={f} />
            </div>
          ),
        }
      : c,
  );
}

function taxLine(info: NcmTaxInfo | undefined): string | null {
  if (!info) return null;
  const parts = [
    info.ipi ? `IPI: ${[info.ipi.label, ...info.ipi.ex.map((e) => e.label)].join('; ')}` : null,
    info.pisCofins ? `PIS/COFINS: ${info.pisCofins.label}` : null,
    info.cest.length ? `CEST: ${info.cest.map((c) => c.code).join(', ')}` : null,
  ].filter(Boolean);
  return parts.length ? parts.join(' · ') : null;
}

/** The up-to-3 alternative codes with official text, score and (when loaded) their taxes. */
export function ncmDetail(taxInfo: Record<string, NcmTaxInfo> | undefined) {
  return (f: NcmFinding) => {
    const list = f.suggestions.slice(0, 3);
    return (
      <div className="space-y-2 whitespace-normal">
        <p className="max-w-3xl break-words text-xs">
          <span className="font-medium">Motivo: </span>
          {f.reason}
        </p>
        {list.length > 0 && <p className="text-xs font-medium text-muted-foreground">Códigos sugeridos</p>}
        <ol className="space-y-2">
          {list.map((s) => {
            const taxes = taxLine(taxInfo?.[s.code]);
            return (
              <li key={s.code} className="rounded-md border bg-background p-2 text-sm">
                <span className="font-mono font-medium">{dottedNcm(s.code)}</span>{' '}
                {s.learned ? (
                  <LearnedBadge s={s} />
                ) : (
                  <Badge variant="outline" title="Quanto a descrição do produto combina com o texto oficial do código">
                    aderência {pct.format(s.score)}
                  </Badge>
                )}
                <p className="mt-1 break-words text-xs text-muted-foreground">{s.description}</p>
                {taxes && <p className="mt-1 text-xs">{taxes}</p>}
              </li>
            );
          })}
        </ol>
      </div>
    );
  };
}
