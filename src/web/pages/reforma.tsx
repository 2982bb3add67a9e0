import { useState } from 'react';
import { CheckClientLine } from '../features/checks/check-client-line';
import { ClientChoice, choiceFields, competenciaError, type ClientChoiceValue } from '../features/clients/client-choice';
import { Info, Play } from 'lucide-react';
import { toast } from 'sonner';
import { useQuery } from '@tanstack/react-query';
import { Alert, AlertDescription, AlertTitle } from '../components/ui/alert';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { Input } from '../components/ui/input';
import { Label } from '../components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../components/ui/select';
import { CheckLayout, revealResults } from '../features/checks/check-layout';
import { CheckProgress } from '../features/checks/check-progress';
import { useCheckConfig } from '../features/checks/check-queries';
import { downloadFile, reportUrl } from '../features/checks/download-file';
import { ExportButtons } from '../features/checks/export-buttons';
import { FilePicker } from '../components/file-picker';
import { ComparisonSection } from '../features/checks/comparison-panel';
import { FindingsTable } from '../features/checks/findings-table';
import { CheckAside } from '../features/checks/check-aside';
import { CHECK_GUIDES } from '../features/checks/check-guides';
import { MoneyTotals } from '../features/checks/money-totals';
import { reformaColumns, reformaSubject } from '../features/checks/reforma-findings';
import { resolutionColumn } from '../features/checks/resolution-cell';
import { REFORMA_CODE_LABEL, REFORMA_TYPES, type ReformaFinding, type ReformaResultBody, type ReformaSummary } from '../features/checks/reforma-types';
import { SummaryCounts } from '../features/checks/summary-counts';
import { toastText } from '../features/checks/toast-text';
import { useCheckRun } from '../features/checks/use-check-run';
import { BuyCreditsButton } from '../features/credits/buy-credits-button';
import { apiFetch } from '../lib/api-client';

const ENDPOINTS = { enqueue: '/api/reforma/enfileirar', base: '/api/reforma' };
const EXTENSIONS = ['.xlsx', '.xls', '.csv', '.xlsm', '.txt', '.xml', '.zip'];
const REGIMES = [
  { value: 'normal', label: 'Regime normal (Lucro Real ou Presumido)' },
  { value: 'simples', label: 'Simples Nacional' },
  { value: 'mei', label: 'MEI' },
];
const today = () => new Date().toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' });

/** The result's header data (rates assumed, Simples text, tables used) without the long lists. */
function useResultHead(taskId: string | null, done: boolean) {
  return useQuery({
    queryKey: ['reforma-resumo', taskId],
    enabled: done && !!taskId,
    queryFn: async () => (await apiFetch<{ result: ReformaResultBody }>(`/api/reforma/tarefas/${taskId}?resumo=1`)).result,
  });
}

export function ReformaPage() {
  const [choice, setChoice] = useState<ClientChoiceValue>({ clientId: '', competencia: '' });
  const config = useCheckConfig();
  const [files, setFiles] = useState<File[]>([]);
  const [data, setData] = useState(today());
  const [regime, setRegime] = useState('normal');
  const [cbs, setCbs] = useState('');
  const run = useCheckRun(ENDPOINTS, {
    onDone: (s, live) => {
      if (!live) return;
      toast.success('Processamento concluído', { description: 'A conferência da Reforma Tributária foi concluída.' });
      if (s.has_xlsx) downloadFile(reportUrl(ENDPOINTS.base, s.task_id, 'xlsx'));
      revealResults();
    },
    onFailed: (s, live) => {
      if (live) toast.error('Erro ao processar arquivo', { description: s.error_message || 'Ocorreu um erro ao processar o arquivo. Tente novamente.' });
    },
    onRejected: (err) => toast.error(toastText(err.message) || 'Erro ao processar arquivo'),
  });
  const summary = (run.status?.summary ?? null) as ReformaSummary | null;
  const done = run.phase === 'concluido' && run.status !== null;
  const head = useResultHead(run.status?.task_id ?? null, done);

  const start = () => {
    if (competenciaError(choice.competencia)) {
      toast.error('Erro', { description: 'Competência inválida: use mm/aaaa (por exemplo, 03/2026).' });
      return;
    }
    const [first, ...rest] = files;
    if (!first) {
      toast.error('Erro', { description: 'Selecione o cadastro de produtos ou os XMLs.' });
      return;
    }
    const xml = (f: File) => /\.(xml|zip)$/i.test(f.name);
    if (rest.length && (!xml(first) || !rest.every(xml))) {
      toast.error('Erro', { description: 'Envie um cadastro (uma planilha) ou um conjunto de XMLs/.zip, não os dois juntos.' });
      return;
    }
    void run.start({ usuario: first, xmls: rest.length ? rest : undefined, data, regime, ...(cbs ? { aliquota_cbs: cbs } : {}), ...choiceFields(choice) });
  };

  const sim = head.data?.simulacao ?? null;
  return (
    <CheckLayout
      title="Reforma Tributária (CBS/IBS)"
      description="CST e cClassTrib do IBS e da CBS por produto e por nota, conforme a LC 214/2025 e a NT 2025.002, com a simulação de 2027."
      aside={
        <CheckAside
          guide={CHECK_GUIDES['reforma']}
          cost={config.data?.custos.reforma}
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
              <CardDescription className="break-all">
                {done && run.status ? `${run.status.file_name} · ${summary?.tipo === 'xml' ? 'XMLs de NF-e' : 'cadastro de produtos'}` : 'Os resultados aparecem aqui quando a conferência terminar.'}
              </CardDescription>
            </div>
            <ExportButtons base={ENDPOINTS.base} status={run.status} />
          </CardHeader>
          <CardContent className="space-y-4">
            {done && run.status ? (
              <>
                <SummaryCounts
                  items={[
                    { label: summary?.tipo === 'xml' ? 'Itens conferidos' : 'Produtos conferidos', value: summary?.total ?? 0, testId: 'ref-total' },
                    { label: 'Sem apontamentos', value: summary?.correct ?? 0, tone: 'ok', testId: 'ref-corretos' },
                    { label: 'Só com alertas', value: summary?.warnings ?? 0, tone: 'warning', testId: 'ref-alertas' },
                    { label: 'Com erros', value: summary?.errors ?? 0, tone: 'error', testId: 'ref-erros' },
                  ]}
                />
                {summary?.simulacao && (
                  <MoneyTotals
                    items={[
                      { label: 'PIS/COFINS hoje', value: summary.simulacao.pisCofinsHoje, testId: 'ref-pis-cofins' },
                      { label: 'CBS em 2027', value: summary.simulacao.cbs2027, testId: 'ref-cbs-2027' },
                      { label: 'Diferença em 2027', value: summary.simulacao.diferenca, tone: summary.simulacao.diferenca > 0 ? 'risk' : 'gain', help: 'CBS + IBS de 2027 menos o PIS/COFINS de hoje.', testId: 'ref-diferenca' },
                    ]}
                  />
                )}
                {sim && (
                  <p className="text-xs text-muted-foreground" data-testid="ref-aliquotas">
                    Simulação 2027: {sim.aliquotas.fonte}. PIS/COFINS estimado a {sim.aliquotas.pisCofinsEstimado.toLocaleString('pt-BR')}% onde o arquivo não traz o valor.
                  </p>
                )}
                {(summary?.dependeDescricao ?? 0) > 0 && (
                  <Alert>
                    <Info className="h-4 w-4" />
                    <AlertTitle>Depende da descrição</AlertTitle>
                    <AlertDescription>
                      Em {summary?.dependeDescricao} {summary?.dependeDescricao === 1 ? 'item' : 'itens'} o NCM só tem benefício para o produto descrito no anexo (por exemplo, corretivos de solo do capítulo 25 ou telefones para pessoas com deficiência).
                      A descrição não deixou claro qual é: veja as opções na planilha, aba “Tratamento por item”.
                    </AlertDescription>
                  </Alert>
                )}
                {head.data?.simplesNacional.length ? (
                  <Alert data-testid="ref-simples">
                    <Info className="h-4 w-4" />
                    <AlertTitle>Simples Nacional e MEI</AlertTitle>
                    <AlertDescription>
                      {head.data.simplesNacional.map((t) => (
                        <p key={t}>{t}</p>
                      ))}
                    </AlertDescription>
                  </Alert>
                ) : null}
                <FindingsTable<ReformaFinding>
                  base={ENDPOINTS.base}
                  taskId={run.status.task_id}
                  columns={[...reformaColumns, resolutionColumn(run.status.task_id, reformaSubject)]}
                  types={REFORMA_TYPES}
                  codeLabels={REFORMA_CODE_LABEL}
                  emptyText="Nenhum problema encontrado: CST, cClassTrib e grupos do IBS/CBS conferem."
                />
                <ComparisonSection taskId={run.status.task_id} codeLabels={REFORMA_CODE_LABEL} />
              </>
            ) : (
              <p className="text-sm text-muted-foreground">Nenhum resultado ainda. Selecione o cadastro ou os XMLs e clique em Iniciar conferência.</p>
            )}
          </CardContent>
        </Card>
      }
    >
      <Card>
        <CardHeader>
          <CardTitle>Enviar cadastro ou XMLs</CardTitle>
          <CardDescription>Até {config.data ? `${config.data.limites.pisCofinsMb} MB` : '…'} por arquivo.</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          <ClientChoice value={choice} onChange={setChoice} disabled={run.busy} onClient={(c) => c?.regime && setRegime(c.regime === 'lucro-real' || c.regime === 'lucro-presumido' ? 'normal' : c.regime)} />
          <div className="grid gap-4 sm:grid-cols-3">
            <div className="space-y-2">
              <Label htmlFor="ref-data">Data de referência do cadastro</Label>
              <Input id="ref-data" value={data} onChange={(e) => setData(e.target.value)} placeholder="dd/mm/aaaa" disabled={run.busy} />
            </div>
            <div className="space-y-2">
              <Label htmlFor="ref-regime">Regime da empresa</Label>
              <Select value={regime} onValueChange={setRegime} disabled={run.busy}>
                <SelectTrigger id="ref-regime" aria-label="Regime da empresa">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {REGIMES.map((r) => (
                    <SelectItem key={r.value} value={r.value}>
                      {r.label}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </div>
            <div className="space-y-2">
              <Label htmlFor="ref-cbs">Alíquota da CBS em 2027 (%)</Label>
              <Input id="ref-cbs" value={cbs} onChange={(e) => setCbs(e.target.value)} placeholder="8,4 (referência da calculadora)" inputMode="decimal" disabled={run.busy} />
            </div>
          </div>
          <FilePicker
            label="Cadastro de produtos ou XMLs"
            extensions={EXTENSIONS}
            maxMb={config.data?.limites.pisCofinsMb}
            files={files}
            multiple
            disabled={run.busy}
            onChange={(f) => {
              setFiles(f);
              run.clear();
            }}
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
