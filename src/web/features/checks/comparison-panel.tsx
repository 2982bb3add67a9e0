import { useState } from 'react';
import { GitCompareArrows } from 'lucide-react';
import { Pager } from '../../components/pager';
import { Badge } from '../../components/ui/badge';
import { Skeleton } from '../../components/ui/skeleton';
import { Tabs, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { formatDateTimeBR, formatInteger } from '../../lib/format';
import { competenciaBR, useComparison, type ComparisonGroup } from './conferencias-api';
import { ResolutionBadge } from './resolution-cell';

const GROUPS: { id: ComparisonGroup; label: string; empty: string }[] = [
  { id: 'novos', label: 'Novos', empty: 'Nenhum achado novo: tudo o que aparece agora já aparecia no mês anterior.' },
  { id: 'persistentes', label: 'Persistentes', empty: 'Nenhum achado do mês anterior continua em aberto.' },
  { id: 'resolvidos', label: 'Resolvidos', empty: 'Nenhum achado do mês anterior foi resolvido ainda.' },
];

/** The findings of this check against the previous competência of the same client and module (issue 18, item 4). */
export function ComparisonList({ taskId, codeLabels = {} }: { taskId: string; codeLabels?: Record<string, string> }) {
  const [grupo, setGrupo] = useState<ComparisonGroup>('novos');
  const [page, setPage] = useState(1);
  const q = useComparison(taskId, grupo, page);
  const d = q.data;
  if (q.isError) return <p className="text-sm text-destructive">{q.error.message}</p>;
  if (!d) return <Skeleton className="h-32" />;
  if (!d.anterior) return <p className="text-sm text-muted-foreground" data-testid="comparacao-motivo">{d.motivo}</p>;
  const group = GROUPS.find((g) => g.id === grupo)!;
  return (
    <div className="space-y-3" data-testid="comparacao">
      <p className="text-sm text-muted-foreground">
        Comparada com a conferência de {competenciaBR(d.anterior.competencia)} ({d.anterior.arquivo}, {formatDateTimeBR(d.anterior.criado_em)}).
      </p>
      <Tabs
        value={grupo}
        onValueChange={(v) => {
          setGrupo(v as ComparisonGroup);
          setPage(1);
        }}
      >
        <TabsList className="h-auto flex-wrap">
          {GROUPS.map((g) => (
            <TabsTrigger key={g.id} value={g.id} data-testid={`comparacao-${g.id}`}>
              {g.label} ({formatInteger(d.contagem[g.id])})
            </TabsTrigger>
          ))}
        </TabsList>
      </Tabs>
      {d.itens.length === 0 ? (
        <p className="py-4 text-center text-sm text-muted-foreground">{group.empty}</p>
      ) : (
        <ul className={q.isFetching ? 'divide-y opacity-70' : 'divide-y'} aria-label={`Achados ${group.label.toLowerCase()}`}>
          {d.itens.map((i) => (
            <li key={i.chave} className="flex flex-col gap-1 py-2 text-sm sm:flex-row sm:items-start sm:justify-between sm:gap-4">
              <span className="min-w-0 break-words">
                {i.texto}
                <span className="block text-xs text-muted-foreground">
                  {[i.codigo && (codeLabels[i.codigo] ?? i.codigo), i.onde && (i.motivo === 'ausente' ? `era ${i.onde} no mês anterior` : i.onde)].filter(Boolean).join(' · ')}
                </span>
              </span>
              <span className="flex shrink-0 flex-wrap gap-1">
                {i.motivo === 'ausente' && <Badge variant="outline">Não aparece mais</Badge>}
                {i.resolucao && <ResolutionBadge r={i.resolucao} />}
              </span>
            </li>
          ))}
        </ul>
      )}
      <Pager label="Paginação da comparação" pagina={d.pagina} paginas={d.paginas} total={d.total} noun={['achado', 'achados']} onChange={setPage} />
    </div>
  );
}

/** The comparison as a section under a result's findings table. */
export function ComparisonSection({ taskId, codeLabels }: { taskId: string; codeLabels?: Record<string, string> }) {
  return (
    <section aria-labelledby={`comparacao-${taskId}`} className="space-y-2 border-t pt-4">
      <h3 id={`comparacao-${taskId}`} className="flex items-center gap-2 text-sm font-semibold">
        <GitCompareArrows className="size-4 text-primary" /> Comparação com a competência anterior
      </h3>
      <ComparisonList taskId={taskId} codeLabels={codeLabels} />
    </section>
  );
}
