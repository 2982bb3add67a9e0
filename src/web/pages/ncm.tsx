import { useMemo, useState } from 'react';
import { CheckClientLine } from '../features/checks/check-client-line';
import { ClientChoice, choiceFields, competenciaError, type ClientChoiceValue } from '../features/clients/client-choice';
import { Link } from 'react-router';
import { AlertTriangle, BookMarked, Download, FileSpreadsheet, Play } from 'lucide-react';
import { toast } from 'sonner';
import { Alert, AlertDescription, AlertTitle } from '../components/ui/alert';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { Input } from '../components/ui/input';
import { Label } from '../components/ui/label';
import { CheckLayout, revealResults } from '../features/checks/check-layout';
import { CheckProgress } from '../features/checks/check-progress';
import { useCheckConfig, useTaskResult } from '../features/checks/check-queries';
import { ExportButtons } from '../features/checks/export-buttons';
import { FilePicker } from '../components/file-picker';
import { ComparisonSection } from '../features/checks/comparison-panel';
import { FindingsTable } from '../features/checks/findings-table';
import { CheckAside } from '../features/checks/check-aside';
import { CHECK_GUIDES } from '../features/checks/check-guides';
import { ncmColumnsWithDecision, ncmDetail } from '../features/checks/ncm-findings';
import { NCM_CODE_LABEL, NCM_TYPES, isoToBr, type NcmFinding, type NcmResult, type NcmSummary } from '../features/checks/ncm-types';
import { SummaryCounts } from '../features/checks/summary-counts';
import { toastText } from '../features/checks/toast-text';
import { useCheckRun } from '../features/checks/use-check-run';
import { useNcmTables } from '../features/checks/use-ncm-tables';
import { BuyCreditsButton } from '../features/credits/buy-credits-button';
import { sheetLabel } from '../features/checks/sheet-label';

const ENDPOINTS = { enqueue: '/api/ncm/enfileirar', base: '/api/ncm' };
const EXTENSIONS = ['.xlsx', '.xls', '.csv', '.xlsm', '.txt'];
/** Above this many findings the full result JSON (taxes per code, table list) is not fetched: the table pages them. */

const todayIso = () => new Date().toLocaleDateString('en-CA');

export function NcmPage() {
  const [choice, setChoice] = useState<ClientChoiceValue>({ clientId: '', competencia: '' });
  const config = useCheckConfig();
  const tables = useNcmTables();
  const [files, setFiles] = useState<File[]>([]);
  const [date, setDate] = useState(todayIso);
  const run = useCheckRun(ENDPOINTS, {
    onDone: (_s, live) => {
      if (!live) return;
      toast.success('Processamento concluído!', { description: 'Sua planilha de NCM está pronta para download.' });
      revealResults();
    },
    onFailed: (s, live) => {
      if (live) toast.error('Erro no processamento', { description: s.error_message || 'Ocorreu um erro ao processar sua planilha.' });
    },
    onRejected: (err) => toast.error('Erro no processamento', { description: toastText(err.message) }),
  });

  const summary = (run.status?.summary ?? null) as NcmSummary | null;
  const done = run.phase === 'concluido' && run.status !== null;
  const full = useTaskResult<NcmResult>(ENDPOINTS.base, run.taskId, done);
  const result = full.data?.result ?? null;
  const tablesOk = tables.data?.status === 'ok';
  const taskId = run.status?.task_id ?? null;
  const columns = useMemo(() => (taskId ? ncmColumnsWithDecision(taskId) : []), [taskId]);

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
    const [y, m, d] = date.split('-');
    void run.start({ usuario: file, data: y && m && d ? `${d}/${m}/${y}` : undefined, ...choiceFields(choice) });
  };

  return (
    <CheckLayout
      title="Conferência de NCM"
      description="Confira os códigos NCM do cadastro de produtos contra a tabela oficial em vigor."
      actions={
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <Link to="/dashboard/ncm/catalogo">
              <BookMarked /> Catálogo do escritório
            </Link>
          </Button>
          <Button asChild variant="outline">
            <a href="/api/ncm/modelo" download>
              <FileSpreadsheet /> Baixar planilha modelo
            </a>
          </Button>
        </div>
      }
      aside={
        <CheckAside
          guide={CHECK_GUIDES['ncm']}
          cost={config.data?.custos.ncm}
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
                  ? `${run.status.file_name}${sheetLabel(summary)} · data de referência ${summary?.referenceDate ? isoToBr(summary.referenceDate) : '—'}`
                  : 'Os resultados aparecem aqui quando a conferência terminar.'}
              </CardDescription>
            </div>
            <ExportButtons base={ENDPOINTS.base} status={run.status} xlsxLabel="Exportar relatório (Excel)" />
          </CardHeader>
          <CardContent className="space-y-4">
            {done && run.status ? (
              <>
                <SummaryCounts
                  items={[
                    { label: 'Linhas verificadas', value: summary?.rows ?? 0, testId: 'ncm-linhas' },
                    { label: 'Corretos', value: summary?.correct ?? 0, tone: 'ok', testId: 'ncm-corretos' },
                    { label: 'Sugestões', value: summary?.suggestions ?? 0, tone: 'warning', testId: 'ncm-sugestoes' },
                    { label: 'Erros', value: summary?.errors ?? 0, tone: 'error', testId: 'ncm-erros' },
                  ]}
                />
                <div className="space-y-1 text-sm">
                  {(summary?.insufficientDescription ?? 0) + (summary?.unrecognisedDescription ?? 0) > 0 && (
                    <p data-testid="ncm-nao-conferidas">
                      Código válido, descrição não conferida: <strong>{(summary?.insufficientDescription ?? 0).toLocaleString('pt-BR')}</strong> com descrição insuficiente para conferir
                      (marca, código interno ou nome genérico) e <strong>{(summary?.unrecognisedDescription ?? 0).toLocaleString('pt-BR')}</strong> com produto que o verificador não reconhece —
                      nestas linhas só o código foi conferido na tabela.
                    </p>
                  )}
                  <p>
                    Tabela NCM usada: <strong data-testid="ncm-versao">{result?.ncmVersion.label ?? summary?.ncmVersion ?? '—'}</strong>
                  </p>
                  {result && result.versions.length > 0 && (
                    <p className="text-xs text-muted-foreground">Outras tabelas consultadas: {result.versions.filter((v) => v.id !== result.ncmVersion.id).map((v) => v.label).join('; ')}</p>
                  )}
                  {result?.notes.map((n) => (
                    <p key={n} className="text-xs text-amber-800">
                      {n}
                    </p>
                  ))}
                </div>
                <FindingsTable<NcmFinding>
                  base={ENDPOINTS.base}
                  taskId={run.status.task_id}
                  columns={columns}
                  types={NCM_TYPES}
                  codeLabels={NCM_CODE_LABEL}
                  detail={ncmDetail(result?.taxInfo)}
                  emptyText="Nenhum problema encontrado: todos os NCM conferem."
                />
                <ComparisonSection taskId={run.status.task_id} codeLabels={NCM_CODE_LABEL} />
              </>
            ) : (
              <p className="text-sm text-muted-foreground">Nenhum resultado ainda. Selecione uma planilha e clique em Iniciar conferência.</p>
            )}
          </CardContent>
        </Card>
      }
    >
      {tables.data && !tablesOk && (
        <Alert variant="destructive">
          <AlertTriangle />
          <AlertTitle>Tabelas de referência não carregadas</AlertTitle>
          <AlertDescription>
            {'message' in tables.data && tables.data.message
              ? tables.data.message
              : 'As tabelas oficiais de NCM ainda não estão disponíveis no servidor.'}{' '}
            A conferência fica indisponível até que sejam carregadas.
          </AlertDescription>
        </Alert>
      )}
      {tables.isError && (
        <Alert variant="destructive">
          <AlertTriangle />
          <AlertTitle>Não foi possível consultar as tabelas de referência</AlertTitle>
          <AlertDescription>{tables.error.message}</AlertDescription>
        </Alert>
      )}

      <Card>
        <CardHeader>
          <CardTitle>Enviar planilha</CardTitle>
          <CardDescription>
            Até {config.data ? `${config.data.limites.ncmMb} MB e ${config.data.limites.ncmLinhas.toLocaleString('pt-BR')} linhas` : '…'} por arquivo.
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          <ClientChoice value={choice} onChange={setChoice} disabled={run.busy} />
          <FilePicker
            label="Planilha de produtos"
            extensions={EXTENSIONS}
            maxMb={config.data?.limites.ncmMb}
            files={files}
            disabled={run.busy}
            onChange={(f) => {
              setFiles(f);
              run.clear();
            }}
          />
          <div className="flex flex-wrap items-end gap-4">
            <div className="space-y-2">
              <Label htmlFor="ncm-data">Data de referência</Label>
              <Input id="ncm-data" type="date" className="w-44" value={date} max="2100-12-31" disabled={run.busy} onChange={(e) => setDate(e.target.value || todayIso())} />
            </div>
            <Button onClick={start} disabled={run.busy || !tablesOk}>
              <Play /> {run.busy ? 'Processando...' : 'Iniciar conferência'}
            </Button>
          </div>
          {run.lookupError && <p className="text-sm text-destructive">{run.lookupError}</p>}
          <CheckProgress phase={run.phase} uploadPercent={run.uploadPercent} status={run.status} />
          {done && run.status?.has_xlsx && (
            <Button asChild>
              <a href={`/api/ncm/download/${run.status.task_id}`} download>
                <Download /> Baixar arquivo corrigido
              </a>
            </Button>
          )}
        </CardContent>
      </Card>
    </CheckLayout>
  );
}
