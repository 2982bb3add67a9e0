import { useState } from 'react';
import { CheckClientLine } from '../features/checks/check-client-line';
import { ClientChoice, choiceFields, competenciaError, type ClientChoiceValue } from '../features/clients/client-choice';
import { FileSpreadsheet, Info, Play } from 'lucide-react';
import { toast } from 'sonner';
import { Alert, AlertDescription, AlertTitle } from '../components/ui/alert';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
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
import { pisCofinsColumnsFor, pisCofinsSubject } from '../features/checks/pis-cofins-findings';
import { resolutionColumn } from '../features/checks/resolution-cell';
import { sniffSpedFile, type SpedSniff } from '../features/checks/sped-sniff';
import {
  PIS_COFINS_CODE_LABEL,
  PIS_COFINS_TYPES,
  REGIMES,
  type PisCofinsFinding,
  type PisCofinsSummary,
  type Regime,
} from '../features/checks/pis-cofins-types';
import { SummaryCounts } from '../features/checks/summary-counts';
import { toastText } from '../features/checks/toast-text';
import { useCheckRun } from '../features/checks/use-check-run';
import { BuyCreditsButton } from '../features/credits/buy-credits-button';
import { sheetLabel } from '../features/checks/sheet-label';
import { formatBRL, formatInteger } from '../lib/format';

const ENDPOINTS = { enqueue: '/api/processar-pis-cofins/', base: '/api/pis-cofins' };
const EXTENSIONS = ['.xlsx', '.xls', '.csv', '.xlsm', '.txt', '.zip'];

export function PisCofinsPage() {
  const [choice, setChoice] = useState<ClientChoiceValue>({ clientId: '', competencia: '' });
  const config = useCheckConfig();
  const [files, setFiles] = useState<File[]>([]);
  const [regime, setRegime] = useState<Regime | ''>('');
  /** The chosen file is an EFD (or a .zip of one): the regime comes from its 0110, the field is not used. */
  const [sped, setSped] = useState<SpedSniff | 'zip'>(null);
  const run = useCheckRun(ENDPOINTS, {
    onDone: (s, live) => {
      if (!live) return;
      toast.success('Processamento concluído', { description: 'A conferência de PIS/COFINS foi concluída com sucesso.' });
      // Spec §8: the report downloads on success (the server names it relatorio_pis_cofins_{data}.xlsx).
      if (s.has_xlsx) downloadFile(reportUrl(ENDPOINTS.base, s.task_id, 'xlsx'));
      revealResults();
    },
    onFailed: (s, live) => {
      if (live) toast.error('Erro ao processar arquivo', { description: s.error_message || 'Ocorreu um erro ao processar o arquivo. Tente novamente.' });
    },
    onRejected: (err) => toast.error(toastText(err.message) || 'Erro ao processar arquivo'),
  });

  const summary = (run.status?.summary ?? null) as PisCofinsSummary | null;
  const done = run.phase === 'concluido' && run.status !== null;
  const regimeValue = summary?.regime ?? run.status?.params?.regime;
  const regimeLabel = REGIMES.find((r) => r.value === regimeValue)?.label;

  const start = () => {
    if (competenciaError(choice.competencia)) {
      toast.error('Erro', { description: 'Competência inválida: use mm/aaaa (por exemplo, 03/2026).' });
      return;
    }
    const file = files[0];
    if (!file) {
      toast.error('Erro', { description: 'Por favor, selecione um arquivo para processar.' });
      return;
    }
    if (sped) {
      void run.start({ usuario: file, service_tier: 'flex', ...choiceFields(choice) });
      return;
    }
    if (!regime) {
      toast.error('Erro', { description: 'Selecione o regime tributário da empresa.' });
      return;
    }
    void run.start({ usuario: file, service_tier: 'flex', regime, ...choiceFields(choice) });
  };

  return (
    <CheckLayout
      title="Conferência de PIS/COFINS"
      description="Diagnóstico completo do tratamento tributário de PIS e COFINS dos itens das notas."
      actions={
        <Button asChild variant="outline">
          <a href="/api/pis-cofins/modelo" download>
            <FileSpreadsheet /> Baixar planilha modelo
          </a>
        </Button>
      }
      aside={
        <CheckAside
          guide={CHECK_GUIDES['pis-cofins']}
          cost={config.data?.custos.pisCofins}
          buy={<BuyCreditsButton variant="outline" size="sm" label="Comprar créditos" />}
          base={ENDPOINTS.base}
          currentId={run.taskId}
          onOpen={run.open}
        />
      }
      results={
        <Card>
          <CardHeader className="flex-row flex-wrap items-start justify-between gap-3 space-y-0">
            <div className="space-y-1.5">
              <CardTitle>Resultado</CardTitle>
              <CheckClientLine status={run.status} />
              <CardDescription>
                {done && run.status
                  ? `${run.status.file_name}${sheetLabel(summary)}${regimeLabel ? ` · ${regimeLabel}` : ''}`
                  : 'Os resultados aparecem aqui quando a conferência terminar.'}
              </CardDescription>
            </div>
            <ExportButtons base={ENDPOINTS.base} status={run.status} />
          </CardHeader>
          <CardContent className="space-y-4">
            {done && run.status ? (
              <>
                <SummaryCounts
                  items={[
                    { label: 'Linhas conferidas', value: summary?.linhas ?? 0, testId: 'pc-linhas' },
                    { label: 'Corretas', value: summary?.correct ?? 0, tone: 'ok', testId: 'pc-corretas' },
                    { label: 'Com avisos', value: summary?.warnings ?? 0, tone: 'warning', testId: 'pc-avisos' },
                    { label: 'Com erros', value: summary?.errors ?? 0, tone: 'error', testId: 'pc-erros' },
                  ]}
                />
                <MoneyTotals
                  items={[
                    { label: 'Recolhido a maior', value: summary?.totais?.recolhido_a_maior ?? 0, tone: 'gain', help: 'Valor que pode ser recuperado.', testId: 'pc-a-maior' },
                    { label: 'Recolhido a menor', value: Math.abs(summary?.totais?.recolhido_a_menor ?? 0), tone: 'risk', help: 'Risco de autuação.', testId: 'pc-a-menor' },
                    // Segregation in the PGDAS-D exists only in the Simples Nacional (LC 123/2006, art. 18, § 4º-A).
                    ...(regimeValue === 'simples'
                      ? [
                          {
                            label: 'Receita segregável (Simples)',
                            value: summary?.totais?.receita_segregavel_simples ?? 0,
                            help: 'Revenda de monofásicos a segregar no PGDAS-D (a alíquota zero não vale no Simples).',
                            testId: 'pc-segregavel',
                          },
                        ]
                      : []),
                  ]}
                />
                {summary?.sped && (
                  <Alert data-testid="pc-sped">
                    <Info className="h-4 w-4" />
                    <AlertTitle>
                      EFD-Contribuições de {summary.sped.periodo.inicio} a {summary.sped.periodo.fim} — {summary.sped.nome}
                    </AlertTitle>
                    <AlertDescription>
                      <span className="block" data-testid="pc-sped-regime">Regime do {summary.sped.regimeOrigem}.</span>
                      <span className="block">{summary.sped.apuracao}</span>
                    </AlertDescription>
                  </Alert>
                )}
                {summary?.icmsNaBase && summary.icmsNaBase.itens > 0 && (
                  <Alert data-testid="pc-tema69">
                    <Info className="h-4 w-4" />
                    <AlertTitle>ICMS na base do PIS/COFINS (Tema 69 do STF)</AlertTitle>
                    <AlertDescription>
                      Em {formatInteger(summary.icmsNaBase.itens)} {summary.icmsNaBase.itens === 1 ? 'venda' : 'vendas'} a base inclui o ICMS destacado na nota:{' '}
                      <strong>{formatBRL(summary.icmsNaBase.valor)}</strong> de PIS/COFINS podem ser recuperados por restituição ou compensação (últimos 5 anos).
                      O valor já está somado em “Recolhido a maior”; cada venda aparece nos achados como “Base de cálculo incorreta”.
                    </AlertDescription>
                  </Alert>
                )}
                <FindingsTable<PisCofinsFinding>
                  base={ENDPOINTS.base}
                  taskId={run.status.task_id}
                  columns={[...pisCofinsColumnsFor(Boolean(summary?.sped)), resolutionColumn(run.status.task_id, pisCofinsSubject)]}
                  types={PIS_COFINS_TYPES}
                  codeLabels={PIS_COFINS_CODE_LABEL}
                  emptyText="Nenhum problema encontrado: o tratamento de PIS/COFINS confere."
                />
                <ComparisonSection taskId={run.status.task_id} codeLabels={PIS_COFINS_CODE_LABEL} />
              </>
            ) : (
              <p className="text-sm text-muted-foreground">Nenhum resultado ainda. Escolha o regime e selecione a planilha (ou envie a EFD-Contribuições) e clique em Iniciar conferência.</p>
            )}
          </CardContent>
        </Card>
      }
    >
      <Card>
        <CardHeader>
          <CardTitle>Enviar planilha ou EFD-Contribuições</CardTitle>
          <CardDescription>Até {config.data ? `${config.data.limites.pisCofinsMb} MB` : '…'} por arquivo.</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          <ClientChoice value={choice} onChange={setChoice} disabled={run.busy} onClient={(c) => c?.regime && setRegime(c.regime === 'mei' ? 'simples' : c.regime)} />
          <div className="space-y-2">
            <Label htmlFor="pc-regime">Regime tributário</Label>
            <Select value={regime} onValueChange={(v) => setRegime(v as Regime)} disabled={run.busy || sped !== null}>
              <SelectTrigger id="pc-regime" className="sm:w-80" aria-label="Regime tributário">
                <SelectValue placeholder="Selecione o regime da empresa" />
              </SelectTrigger>
              <SelectContent>
                {REGIMES.map((r) => (
                  <SelectItem key={r.value} value={r.value}>
                    {r.label}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
            {sped !== null && (
              <p className="text-sm text-muted-foreground" data-testid="pc-regime-sped">
                {sped === 'efd_icms_ipi'
                  ? 'Este arquivo é uma EFD ICMS/IPI: a conferência de PIS/COFINS lê a EFD-Contribuições. Para validar a EFD ICMS/IPI, use o módulo Escrituração.'
                  : 'EFD-Contribuições: o regime vem do registro 0110 do arquivo; não é preciso escolhê-lo.'}
              </p>
            )}
          </div>
          <FilePicker
            label="Planilha de itens ou EFD-Contribuições"
            extensions={EXTENSIONS}
            maxMb={config.data?.limites.pisCofinsMb}
            files={files}
            disabled={run.busy}
            onChange={(f) => {
              setFiles(f);
              setSped(null);
              run.clear();
              if (f[0]) void sniffSpedFile(f[0]).then(setSped, () => setSped(null));
            }}
          />
          <Button onClick={start} disabled={run.busy}>
            <Play /> {run.busy ? 'Processando...' : 'Iniciar conferência'}
          </Button>
          {run.lookupError && <p className="text-sm text-destructive">{run.lookupError}</p>}
          <CheckProgress
            phase={run.phase}
            uploadPercent={run.uploadPercent}
            status={run.status}
          />
        </CardContent>
      </Card>
    </CheckLayout>
  );
}
