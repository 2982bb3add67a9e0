import { useState } from 'react';
import { toast } from 'sonner';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { FilePicker } from '../../components/file-picker';
import { apiFetch } from '../../lib/api-client';
import { REGIME_LABEL, useInvalidateClients, type PreviewRow } from './clients-api';

type Source = 'planilha' | 'sped' | 'analista-pro';

const SOURCES: Record<Source, { label: string; hint: string; accept?: string; multiple?: boolean }> = {
  planilha: { label: 'Planilha', hint: 'Planilha .xlsx, .xls ou .csv com as colunas CNPJ, Razão social, Regime e UF (as duas últimas opcionais).', accept: '.xlsx,.xls,.csv,.xlsm' },
  sped: { label: 'SPED (registro 0000)', hint: 'Um ou mais arquivos SPED EFD (.txt ou .zip com um SPED): a empresa vem do registro 0000.', accept: '.txt,.zip', multiple: true },
  'analista-pro': { label: 'Empresas do Analista PRO', hint: 'As empresas cadastradas no Analista PRO (importadas do ERP ou à mão).' },
};

const SITUACAO: Record<PreviewRow['situacao'], { label: string; variant: 'secondary' | 'outline' | 'destructive' }> = {
  novo: { label: 'Novo', variant: 'secondary' },
  existente: { label: 'Já cadastrado', variant: 'outline' },
  erro: { label: 'Com erro', variant: 'destructive' },
};

/** Import the register: choose the source, see every row with its errors, then confirm the valid ones. */
export function ImportDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const [source, setSource] = useState<Source>('planilha');
  const [files, setFiles] = useState<File[]>([]);
  const [rows, setRows] = useState<PreviewRow[] | null>(null);
  const [busy, setBusy] = useState(false);
  const invalidate = useInvalidateClients();
  const valid = (rows ?? []).filter((r) => r.situacao !== 'erro');

  const preview = async () => {
    setBusy(true);
    try {
      let init: Parameters<typeof apiFetch>[1] = { method: 'POST' };
      if (source !== 'analista-pro') {
        const fd = new FormData();
        for (const f of files) fd.append(source === 'planilha' ? 'arquivo' : 'arquivos', f, f.name);
        init = { method: 'POST', body: fd };
      }
      const r = await apiFetch<{ linhas: PreviewRow[] }>(`/api/clientes/importar/${source}`, init);
      setRows(r.linhas);
    } catch (e) {
      toast.error('Não foi possível ler', { description: (e as Error).message });
    } finally {
      setBusy(false);
    }
  };

  const confirm = async () => {
    setBusy(true);
    try {
      const clientes = valid.map((r) => ({ cnpj: r.cnpj, razao_social: r.razao_social, regime: r.regime, uf: r.uf }));
      const r = await apiFetch<{ criados: number; existentes: number }>('/api/clientes/importar/confirmar', { method: 'POST', json: { origem: source, clientes } });
      toast.success('Importação concluída', { description: `${r.criados} ${r.criados === 1 ? 'cliente novo' : 'clientes novos'}; ${r.existentes} já ${r.existentes === 1 ? 'cadastrado' : 'cadastrados'}.` });
      await invalidate();
      onClose();
    } catch (e) {
      toast.error('Não foi possível importar', { description: (e as Error).message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={(o) => !o && onClose()}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>Importar clientes</DialogTitle>
          <DialogDescription>Nada é gravado antes da sua confirmação. Clientes já cadastrados só têm o regime e a UF completados quando estiverem em branco.</DialogDescription>
        </DialogHeader>
        <div className="space-y-3">
          <fieldset className="flex flex-wrap gap-3">
            <legend className="sr-only">Origem</legend>
            {(Object.keys(SOURCES) as Source[]).map((s) => (
              <label key={s} className="flex items-center gap-2 text-sm">
                <input type="radio" name="origem-importacao" checked={source === s} onChange={() => { setSource(s); setRows(null); setFiles([]); }} />
                {SOURCES[s].label}
              </label>
            ))}
          </fieldset>
          <p className="text-sm text-muted-foreground">{SOURCES[source].hint}</p>
          {source !== 'analista-pro' && (
            <FilePicker
              key={source}
              label={source === 'planilha' ? 'Arquivo da planilha' : 'Arquivos SPED'}
              extensions={SOURCES[source].accept!.split(',')}
              files={files}
              onChange={(f) => { setFiles(f); setRows(null); }}
              multiple={SOURCES[source].multiple}
              disabled={busy}
            />
          )}
          <Button variant="outline" disabled={busy || (source !== 'analista-pro' && files.length === 0)} onClick={() => void preview()}>
            {busy && !rows ? 'Lendo...' : 'Pré-visualizar'}
          </Button>
          {rows && (
            <div className="space-y-2" data-testid="importacao-previa">
              <p className="text-sm">
                {rows.length} {rows.length === 1 ? 'linha' : 'linhas'}: {valid.length} para importar, {rows.length - valid.length} com erro.
              </p>
              <ul className="divide-y rounded-md border text-sm">
                {rows.map((r, i) => (
                  <li key={`${r.origem}-${i}`} className="flex flex-wrap items-start justify-between gap-2 px-3 py-2">
                    <div className="min-w-0">
                      <p className="font-medium break-words">{r.razao_social || '—'}</p>
                      <p className="text-xs text-muted-foreground">
                        {r.origem} · {r.cnpj_formatado || 'sem CNPJ'}
                        {r.regime ? ` · ${REGIME_LABEL[r.regime]}` : ''}
                        {r.uf ? ` · ${r.uf}` : ''}
                      </p>
                      {r.erros.map((e) => <p key={e} className="text-xs text-destructive">{e}</p>)}
                    </div>
                    <Badge variant={SITUACAO[r.situacao].variant}>{SITUACAO[r.situacao].label}</Badge>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>Cancelar</Button>
          <Button disabled={busy || valid.length === 0} onClick={() => void confirm()}>
            Importar {valid.length} {valid.length === 1 ? 'cliente' : 'clientes'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
