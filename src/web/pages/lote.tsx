import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Play } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { toast } from 'sonner';
import { Badge } from '../components/ui/badge';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { Label } from '../components/ui/label';
import { Progress } from '../components/ui/progress';
import { apiFetch } from '../lib/api-client';
import { formatCompetencia, formatInteger } from '../lib/format';
import { FilePicker } from '../components/file-picker';
import { ClientChoice, choiceFields, competenciaError, type ClientChoiceValue } from '../features/clients/client-choice';
import { selectClass } from '../features/clients/client-form-dialog';

type Modulo = 'escrituracao' | 'pis-cofins' | 'ncm' | 'reforma';

const MODULES: Record<Modulo, { label: string; path: string; accept: string; hint: string }> = {
  escrituracao: { label: 'Escrituração (SPED EFD)', path: '/dashboard/escrituracao', accept: '.txt,.zip', hint: 'Vários SPED .txt, ou um .zip com os SPEDs de vários clientes e meses.' },
  'pis-cofins': { label: 'PIS/COFINS (EFD-Contribuições)', path: '/dashboard/pis-cofins', accept: '.txt,.zip', hint: 'Várias EFD-Contribuições .txt, ou um .zip com elas. O regime vem do registro 0110 de cada arquivo.' },
  ncm: { label: 'NCM (planilhas)', path: '/dashboard/ncm', accept: '.xlsx,.xls,.csv,.xlsm,.txt', hint: 'Várias planilhas de produtos; o cliente e a competência abaixo valem para todas.' },
  reforma: { label: 'Reforma Tributária', path: '/dashboard/reforma', accept: '.xlsx,.xls,.csv,.xlsm,.txt,.xml,.zip', hint: 'Vários cadastros ou XMLs; cada arquivo é uma conferência.' },
};

type BatchItem = {
  arquivo: string;
  task_id: string | null;
  status: 'aguardando' | 'processando' | 'concluido' | 'erro' | 'recusado';
  progress: number;
  stage: string | null;
  erro: string | null;
  creditos: number;
  competencia: string | null;
  cliente: { id: string; razao_social: string; cnpj_formatado: string } | null;
};
type Batch = { modulo: Modulo; criado_em: string; itens: BatchItem[] };

const STATUS: Record<BatchItem['status'], { label: string; variant: 'secondary' | 'warning' | 'destructive' | 'outline' }> = {
  aguardando: { label: 'Aguardando', variant: 'outline' },
  processando: { label: 'Processando', variant: 'warning' },
  concluido: { label: 'Concluído', variant: 'secondary' },
  erro: { label: 'Erro', variant: 'destructive' },
  recusado: { label: 'Recusado (sem custo)', variant: 'destructive' },
};

const running = (b: Batch | undefined) => !b || b.itens.some((i) => i.status === 'aguardando' || i.status === 'processando');

/** 'Envio em lote': several files at once, each a check on its own client and competência, in one progress view. */
export function LotePage() {
  const [params, setParams] = useSearchParams();
  const loteId = params.get('lote');
  const [modulo, setModulo] = useState<Modulo>('escrituracao');
  const [files, setFiles] = useState<File[]>([]);
  const [choice, setChoice] = useState<ClientChoiceValue>({ clientId: '', competencia: '' });
  const [busy, setBusy] = useState(false);
  const batch = useQuery({
    queryKey: ['lote', loteId],
    enabled: Boolean(loteId),
    queryFn: () => apiFetch<Batch>(`/api/lotes/${loteId}`),
    refetchInterval: (q) => (running(q.state.data) ? 2000 : false),
  });

  const send = async () => {
    if (files.length === 0) return toast.error('Erro', { description: 'Selecione os arquivos do lote.' });
    if (competenciaError(choice.competencia)) return toast.error('Erro', { description: 'Competência inválida: use mm/aaaa (por exemplo, 03/2026).' });
    const fd = new FormData();
    for (const [k, v] of Object.entries(choiceFields(choice))) if (v) fd.append(k, v);
    for (const f of files) fd.append('arquivos', f, f.name);
    setBusy(true);
    try {
      const r = await apiFetch<{ lote_id: string }>(`/api/lotes/${modulo}`, { method: 'POST', body: fd });
      setParams({ lote: r.lote_id });
      setFiles([]);
    } catch (e) {
      toast.error('Não foi possível enviar o lote', { description: (e as Error).message });
    } finally {
      setBusy(false);
    }
  };

  const items = batch.data?.itens ?? [];
  const debited = items.reduce((s, i) => s + i.creditos, 0);
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold">Envio em lote</h1>
        <p className="text-muted-foreground">Vários arquivos de uma vez: cada um vira uma conferência no cliente e na competência dele, e cada uma consome seus créditos. Arquivo recusado não é cobrado.</p>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>Enviar arquivos</CardTitle>
          <CardDescription>{MODULES[modulo].hint}</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          <div className="max-w-sm space-y-1.5">
            <Label htmlFor="lote-modulo">Módulo</Label>
            <select id="lote-modulo" className={selectClass} value={modulo} disabled={busy} onChange={(e) => { setModulo(e.target.value as Modulo); setFiles([]); }}>
              {(Object.keys(MODULES) as Modulo[]).map((m) => <option key={m} value={m}>{MODULES[m].label}</option>)}
            </select>
          </div>
          <FilePicker
            label="Arquivos (até 50)"
            extensions={MODULES[modulo].accept.split(',')}
            files={files}
            onChange={setFiles}
            multiple
            disabled={busy}
          />
          <ClientChoice value={choice} onChange={setChoice} disabled={busy} />
          <Button onClick={() => void send()} disabled={busy}>
            <Play /> {busy ? 'Enviando...' : 'Enviar lote'}
          </Button>
        </CardContent>
      </Card>
      {loteId && (
        <Card>
          <CardHeader>
            <CardTitle>Andamento do lote</CardTitle>
            <CardDescription>
              {batch.data ? `${items.length} ${items.length === 1 ? 'arquivo' : 'arquivos'} · ${formatInteger(debited)} ${debited === 1 ? 'crédito debitado' : 'créditos debitados'}` : 'Carregando...'}
            </CardDescription>
          </CardHeader>
          <CardContent>
            {batch.isError && <p className="text-sm text-destructive">{batch.error.message}</p>}
            <ul className="divide-y rounded-md border" data-testid="lote-itens">
              {items.map((i, n) => (
                <li key={`${i.arquivo}-${n}`} className="space-y-1 px-3 py-2 text-sm">
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <div className="min-w-0">
                      <p className="font-medium break-all">
                        {i.task_id && batch.data ? <Link className="underline underline-offset-2" to={`${MODULES[batch.data.modulo].path}?tarefa=${i.task_id}`}>{i.arquivo}</Link> : i.arquivo}
                      </p>
                      {i.task_id && (
                        <p className="text-xs text-muted-foreground" data-testid="lote-item-cliente">
                          {i.cliente ? `${i.cliente.razao_social} (${i.cliente.cnpj_formatado})` : 'Sem cliente'} · Competência {formatCompetencia(i.competencia)}
                        </p>
                      )}
                      {i.erro && <p className="text-xs text-destructive">{i.erro}</p>}
                    </div>
                    <Badge variant={STATUS[i.status].variant}>{STATUS[i.status].label}</Badge>
                  </div>
                  {(i.status === 'aguardando' || i.status === 'processando') && <Progress value={i.progress} aria-label={`Progresso de ${i.arquivo}`} />}
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      )}
    </div>
  );
}
