import { useState } from 'react';
import { CheckClientLine } from '../features/checks/check-client-line';
import { ClientChoice, choiceFields, competenciaError, type ClientChoiceValue } from '../features/clients/client-choice';
import { Play } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { CheckLayout, revealResults } from '../features/checks/check-layout';
import { CheckProgress } from '../features/checks/check-progress';
import { useCheckConfig, useTaskResult } from '../features/checks/check-queries';
import {
  SPED_CODE_LABEL,
  SPED_NAME,
  SPED_TYPES,
  formatCnpj,
  spedDate,
  type EscrituracaoResult,
  type EscrituracaoSummary,
  type SpedFinding,
} from '../features/checks/escrituracao-types';
import { ExportButtons } from '../features/checks/export-buttons';
import { FilePicker } from '../components/file-picker';
import { ComparisonSection } from '../features/checks/comparison-panel';
import { FindingsTable } from '../features/checks/findings-table';
import { CheckAside } from '../features/checks/check-aside';
import { CHECK_GUIDES } from '../features/checks/check-guides';
import { ReconciliationTable } from '../features/checks/reconciliation-table';
import { spedColumns, spedSubject } from '../features/checks/sped-findings';
import { resolutionColumn } from '../features/checks/resolution-cell';
import { SummaryCounts } from '../features/checks/summary-counts';
import { toastText } from '../features/checks/toast-text';
import { useCheckRun } from '../features/checks/use-check-run';
import { BuyCreditsButton } from '../features/credits/buy-credits-button';
import { formatInteger } from '../lib/format';

const ENDPOINTS = { enqueue: '/api/escrituracao/enfileirar', base: '/api/escrituracao' };
/** The full result also carries every finding and reconciliation row; above this it is not fetched (tables page them). */

export function EscrituracaoPage() {
  const [choice, setChoice] = useState<ClientChoiceValue>({ clientId: '', competencia: '' });
  const config = useCheckConfig();
  const [sped, setSped] = useState<File[]>([]);
  const [xmls, setXmls] = useState<File[]>([]);
  const run = useCheckRun(ENDPOINTS, {
    onDone: (_s, live) => {
      if (!live) return;
      toast.success('Processamento concluído!', { description: 'A conferência da escrituração terminou. Veja os resultados abaixo.' });
      revealResults();
    },
    onFailed: (s, live) => {
      if (live) toast.error('Erro no processamento', { description: s.error_message || 'Ocorreu um erro ao processar o arquivo SPED.' });
    },
    onRejected: (err) => toast.error('Erro no processamento', { description: toastText(err.message) }),
  });

  const summary = (run.status?.summary ?? null) as EscrituracaoSummary | null;
  const done = run.phase === 'concluido' && run.status !== null;
  const recon = summary?.conciliacao;
  const reconTotal = recon ? recon.ok + recon.nao_escriturado + recon.divergente + recon.cancelada : 0;
  const full = useTaskResult<EscrituracaoResult>(ENDPOINTS.base, run.taskId, done);
  const info = full.data?.result?.info;
  const xmlInfo = full.data?.result?.xml;
  const byCode = Object.entries(summary?.byCode ?? {}).sort((a, b) => b[1] - a[1]);
  const hadXmls = reconTotal > 0 || Boolean(xmlInfo);

  const start = () => {
    if (competenciaError(choice.competencia)) {
      toast.error('Erro', { description: 'Competência inválida: use mm/aaaa (por exemplo, 03/2026).' });
      return;
    }
    const file = sped[0];
    if (!file) {
      toast.error('Erro', { description: 'Por favor, selecione um arquivo para processar.' });
      return;
    }
    void run.start({ usuario: file, xmls: xmls.length ? xmls : undefined, ...choiceFields(choice) });
  };
  const onPick = (setter: (f: File[]) => void) => (f: File[]) => {
    setter(f);
    run.clear();
  };

  return (
    <CheckLayout
      title="Conferência de escrituração"
      description="Valide o arquivo SPED EFD antes de transmitir e confira as notas fiscais (XML) contra o que foi escriturado."
      aside={
        <CheckAside
          guide={CHECK_GUIDES['escrituracao']}
          cost={config.data?.custos.escrituracao}
          buy={<BuyCreditsButton variant="outline" size="sm" label="Comprar créditos" />}
          base={ENDPOINTS.base}
          currentId={run.taskId}
          onOpen={run.open}
        />
      }
      results={
        <Card>
          <CardHeader className="flex-row flex-wrap items-start justify-between gap-3 space-y-0">
            <div className="min-w-0 space-y-1.5">
              <CardTitle>Resultado</CardTitle>
              <CheckClientLine status={run.status} />
              <CardDescription className="break-words">
                {done && run.status ? (
                  <>
                    {run.status.file_name}
                    {summary?.sped ? ` · ${SPED_NAME[summary.sped] ?? summary.sped}` : ''}
                    {summary?.periodo ? ` · ${spedDate(summary.periodo.start)} a ${spedDate(summary.periodo.end)}` : ''}
                  </>
                ) : (
                  'Os resultados aparecem aqui quando a conferência terminar.'
                )}
              </CardDescription>
              {info && (
                <p className="text-sm" data-testid="sped-contribuinte">
                  {info.name} · CNPJ {formatCnpj(info.cnpj)} · leiaute {info.codVer} (validado com {info.layoutUsed})
                  {info.signed ? ' · arquivo assinado pelo PVA' : ''}
                </p>
              )}
              {info?.skipped && info.skipped.length > 0 && (
                <div className="text-xs text-muted-foreground" data-testid="sped-verificacoes-nao-feitas">
                  <p className="font-medium">Regras não aplicadas:</p>
                  <ul className="list-disc pl-5">
                    {info.skipped.map((x) => <li key={x} className="break-words">{x}</li>)}
                  </ul>
                </div>
              )}
            </div>
            <ExportButtons base={ENDPOINTS.base} status={run.status} />
          </CardHeader>
          <CardContent className="space-y-6">
            {done && run.status ? (
              <>
                <SummaryCounts
                  items={[
                    { label: 'Linhas lidas', value: summary?.lines ?? 0, testId: 'sped-linhas' },
                    { label: 'Tipos de registro', value: summary?.registers ?? 0 },
                    { label: 'Erros', value: summary?.errors ?? 0, tone: 'error', testId: 'sped-erros' },
                    { label: 'Avisos', value: summary?.warnings ?? 0, tone: 'warning', testId: 'sped-avisos' },
                  ]}
                />
                {byCode.length > 0 && (
                  <section aria-label="Achados por código">
                    <h3 className="mb-2 text-sm font-semibold">Achados por código</h3>
                    <ul className="grid gap-1 text-sm sm:grid-cols-2" data-testid="achados-por-codigo">
                      {byCode.map(([code, n]) => (
                        <li key={code} className="flex justify-between gap-3 rounded-md bg-muted/50 px-3 py-1.5">
                          <span className="min-w-0 truncate" title={code}>
                            {SPED_CODE_LABEL[code] ?? code}
                          </span>
                          <span className="font-medium tabular-nums">{formatInteger(n)}</span>
                        </li>
                      ))}
                    </ul>
                    {(full.data?.result?.summary.omitted ?? 0) > 0 && (
                      <p className="mt-2 text-xs text-muted-foreground">
                        {formatInteger(full.data!.result!.summary.omitted)} ocorrências repetidas foram contadas, mas não listadas uma a uma.
                      </p>
                    )}
                  </section>
                )}
                <FindingsTable<SpedFinding>
                  base={ENDPOINTS.base}
                  taskId={run.status.task_id}
                  columns={[...spedColumns, resolutionColumn(run.status.task_id, spedSubject)]}
                  types={SPED_TYPES}
                  codeLabels={SPED_CODE_LABEL}
                  registerFilter
                  emptyText="Nenhum erro ou aviso: estrutura, totais e referências conferem."
                />
                <ComparisonSection taskId={run.status.task_id} codeLabels={SPED_CODE_LABEL} />
                {hadXmls && recon && (
                  <section aria-label="Conciliação XML × SPED" className="space-y-3">
                    <h3 className="text-sm font-semibold">Conciliação XML × SPED</h3>
                    <SummaryCounts
                      items={[
                        { label: 'Conferidas', value: recon.ok, tone: 'ok', testId: 'conc-ok' },
                        { label: 'Não escrituradas', value: recon.nao_escriturado, tone: 'error', testId: 'conc-nao-escrituradas' },
                        { label: 'Divergentes', value: recon.divergente, tone: 'warning', testId: 'conc-divergentes' },
                        { label: 'Canceladas escrituradas', value: recon.cancelada, tone: 'error', testId: 'conc-canceladas' },
                      ]}
                    />
                    {xmlInfo && (
                      <p className="text-xs text-muted-foreground" data-testid="xml-lidos">
                        {formatInteger(xmlInfo.arquivos)} arquivo(s) XML lido(s) com {formatInteger(xmlInfo.notas)} nota(s); {formatInteger(reconTotal)} na
                        conciliação. Notas em que este contribuinte não é emitente nem destinatário (outros clientes do escritório) ficam de fora.
                      </p>
                    )}
                    {xmlInfo && xmlInfo.ignorados.length > 0 && (
                      <details className="min-w-0 text-xs text-muted-foreground" data-testid="xml-ignorados">
                        <summary className="cursor-pointer">
                          {formatInteger(xmlInfo.ignorados.length)} XML(s) fora da conciliação (de outros contribuintes, de outro período, repetidos, ilegíveis ou que não são NF-e
                          nem cancelamento): ver a lista com o motivo de cada um (também na aba 'XMLs ignorados' do relatório em Excel e no PDF)
                        </summary>
                        <ul className="mt-1 list-disc pl-5">
                          {xmlInfo.ignorados.map((i, n) => <li key={`${i.origem}-${n}`} className="break-all">{i.origem}: {i.motivo}</li>)}
                        </ul>
                      </details>
                    )}
                    <ReconciliationTable taskId={run.status.task_id} counts={recon} />
                  </section>
                )}
              </>
            ) : (
              <p className="text-sm text-muted-foreground">Nenhum resultado ainda. Selecione o arquivo SPED e clique em Iniciar conferência.</p>
            )}
          </CardContent>
        </Card>
      }
    >
      <Card>
        <CardHeader>
          <CardTitle>Enviar arquivos</CardTitle>
          <CardDescription>SPED de até {config.data ? `${formatInteger(config.data.limites.spedMb)} MB` : '…'}.</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          <ClientChoice value={choice} onChange={setChoice} disabled={run.busy} />
          <FilePicker label="Arquivo SPED EFD" extensions={['.txt', '.zip']} maxMb={config.data?.limites.spedMb} files={sped} disabled={run.busy} onChange={onPick(setSped)} />
          <FilePicker
            label="XMLs das NF-e (opcional)"
            extensions={['.xml', '.zip']}
            maxMb={config.data?.limites.spedMb}
            files={xmls}
            multiple
            disabled={run.busy}
            hint="Vários .xml ou um .zip com as notas do período"
            onChange={onPick(setXmls)}
          />
          <Button onClick={start} disabled={run.busy}>
            <Play /> {run.busy ? 'Processando...' : 'Iniciar conferência'}
          </Button>
          {run.lookupError && <p className="text-sm text-destructive">{run.lookupError}</p>}
          <CheckProgress phase={run.phase} uploadPercent={run.uploadPercent} status={run.status} />
        </CardContent>
      </Card>
    </CheckLayout>
  );
}
