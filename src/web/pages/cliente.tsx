import { Link, useParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { Badge } from '../components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { Skeleton } from '../components/ui/skeleton';
import { formatBRL, formatCompetencia, formatDateTimeBR, formatInteger } from '../lib/format';
import { REGIME_LABEL, useClientPage, type HistoryCheck } from '../features/clients/clients-api';

const MODULE: Record<HistoryCheck['modulo'], { label: string; path: string }> = {
  ncm: { label: 'NCM', path: '/dashboard/ncm' },
  'pis-cofins': { label: 'PIS/COFINS', path: '/dashboard/pis-cofins' },
  escrituracao: { label: 'Escrituração', path: '/dashboard/escrituracao' },
  reforma: { label: 'Reforma Tributária', path: '/dashboard/reforma' },
};

const STATUS: Record<HistoryCheck['status'], string> = { aguardando: 'Aguardando', processando: 'Processando', concluido: 'Concluído', erro: 'Erro' };

function Figure({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="rounded-md border p-3">
      <p className="text-xs text-muted-foreground">{label}</p>
      <p className="text-lg font-semibold tabular-nums whitespace-nowrap" data-testid={testId}>{value}</p>
    </div>
  );
}

/** One client: its checks by competência, open findings, and R$ recoverable / at risk month by month. */
export function ClientePage() {
  const { id = '' } = useParams();
  const q = useClientPage(id);
  if (q.isPending) return <Skeleton className="h-64" />;
  if (q.isError) return <p className="text-destructive">{q.error.message}</p>;
  const { cliente, competencias, totais } = q.data;
  const months = competencias.filter((g) => g.competencia).slice().reverse();
  const peak = Math.max(1, ...months.map((g) => Math.max(g.recuperar, g.risco)));
  return (
    <div className="space-y-6">
      <div>
        <Link to="/dashboard/clientes" className="inline-flex items-center gap-1 text-sm underline underline-offset-2">
          <ArrowLeft className="size-4" /> Clientes
        </Link>
        <h1 className="mt-2 text-2xl font-bold break-words">{cliente.razao_social}</h1>
        <p className="text-muted-foreground">
          CNPJ {cliente.cnpj_formatado} · {cliente.regime ? REGIME_LABEL[cliente.regime] : 'regime não informado'}
          {cliente.uf ? ` · ${cliente.uf}` : ''}
        </p>
      </div>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Figure label="Conferências" value={formatInteger(totais.verificacoes)} />
        <Figure label="Achados em aberto" value={formatInteger(totais.achados_abertos)} testId="cliente-achados" />
        <Figure label="A recuperar (PIS/COFINS)" value={formatBRL(totais.recuperar)} />
        <Figure label="Em risco (PIS/COFINS)" value={formatBRL(totais.risco)} />
      </div>
      {months.length > 0 && (totais.recuperar > 0 || totais.risco > 0) && (
        <Card>
          <CardHeader>
            <CardTitle>R$ a recuperar e em risco por competência</CardTitle>
            <CardDescription>Da conferência de PIS/COFINS mais recente de cada mês.</CardDescription>
          </CardHeader>
          <CardContent>
            <ul className="space-y-2" aria-label="Valores por competência">
              {months.map((g) => (
                <li key={g.competencia} className="grid grid-cols-[4.5rem_1fr] items-center gap-2 text-sm">
                  <span className="tabular-nums">{formatCompetencia(g.competencia)}</span>
                  <div className="space-y-1">
                    <div className="flex items-center gap-2">
                      <div className="h-2 rounded bg-emerald-600" style={{ width: `${(g.recuperar / peak) * 100}%` }} aria-hidden />
                      <span className="whitespace-nowrap text-xs">A recuperar {formatBRL(g.recuperar)}</span>
                    </div>
                    <div className="flex items-center gap-2">
                      <div className="h-2 rounded bg-red-600" style={{ width: `${(g.risco / peak) * 100}%` }} aria-hidden />
                      <span className="whitespace-nowrap text-xs">Em risco {formatBRL(g.risco)}</span>
                    </div>
                  </div>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      )}
      <Card>
        <CardHeader>
          <CardTitle>Conferências por competência</CardTitle>
          <CardDescription>Os achados em aberto contam a conferência mais recente de cada módulo no mês.</CardDescription>
        </CardHeader>
        <CardContent className="space-y-5">
          {competencias.length === 0 && <p className="text-sm text-muted-foreground">Nenhuma conferência deste cliente ainda.</p>}
          {competencias.map((g) => (
            <section key={g.competencia ?? 'sem'} aria-label={`Competência ${formatCompetencia(g.competencia)}`} data-testid="cliente-competencia">
              <h2 className="text-base font-semibold">
                {g.competencia ? `Competência ${formatCompetencia(g.competencia)}` : 'Sem competência'}
                <span className="ml-2 text-sm font-normal text-muted-foreground">
                  {formatInteger(g.achados)} {g.achados === 1 ? 'achado' : 'achados'}
                  {g.recuperar > 0 ? ` · a recuperar ${formatBRL(g.recuperar)}` : ''}
                  {g.risco > 0 ? ` · em risco ${formatBRL(g.risco)}` : ''}
                </span>
              </h2>
              <ul className="mt-2 divide-y rounded-md border">
                {g.verificacoes.map((v) => (
                  <li key={v.task_id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm">
                    <div className="min-w-0">
                      <Link className="font-medium underline underline-offset-2" to={`${MODULE[v.modulo].path}?tarefa=${v.task_id}`}>
                        {MODULE[v.modulo].label}: {v.arquivo}
                      </Link>
                      <p className="text-xs text-muted-foreground">
                        {formatDateTimeBR(v.criado_em)}
                        {v.status === 'concluido' ? ` · ${formatInteger(v.achados)} ${v.achados === 1 ? 'achado' : 'achados'}` : ''}
                        {v.status === 'concluido' && !v.vigente ? ' · substituída por uma conferência mais recente' : ''}
                      </p>
                    </div>
                    <Badge variant={v.status === 'erro' ? 'destructive' : v.status === 'concluido' ? 'secondary' : 'outline'}>{STATUS[v.status]}</Badge>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </CardContent>
      </Card>
    </div>
  );
}
