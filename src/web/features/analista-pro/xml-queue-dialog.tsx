import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { toast } from 'sonner';
import { FilePicker } from '../../components/file-picker';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { apiFetch } from '../../lib/api-client';
import { formatDateTimeBR } from '../../lib/format';
import { keys, useInvalidate, type Empresa } from './analista-api';

type Xml = { id: string; arquivo: string; status: 'pendente' | 'enviado' | 'erro'; erro: string | null; criado_em: string };
const STATUS: Record<Xml['status'], string> = { pendente: 'Pendente', enviado: 'Enviado', erro: 'Rejeitado' };

/** The company's NF-e XML queue: upload files; 'Acessar Domínio' sends them. */
export function XmlQueueDialog({ empresa, onClose }: { empresa: Empresa; onClose: () => void }) {
  const [files, setFiles] = useState<File[]>([]);
  const [busy, setBusy] = useState(false);
  const invalidate = useInvalidate();
  const list = useQuery({ queryKey: ['analista-pro', 'xmls', empresa.id], queryFn: () => apiFetch<{ xmls: Xml[] }>(`/api/analista-pro/empresas/${empresa.id}/xmls`).then((r) => r.xmls) });
  const upload = async () => {
    if (files.length === 0) return;
    const form = new FormData();
    for (const f of files) form.append('xmls', f, f.name);
    setBusy(true);
    try {
      const r = await apiFetch<{ mensagem: string }>(`/api/analista-pro/empresas/${empresa.id}/xmls`, { method: 'POST', body: form });
      toast.success(r.mensagem);
      setFiles([]);
      await list.refetch();
      await invalidate(keys.empresas);
    } catch (e) {
      toast.error('Não foi possível enviar', { description: (e as Error).message });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>XMLs de NF-e — {empresa.razao_social}</DialogTitle>
          <DialogDescription>Os arquivos ficam na fila até o próximo 'Acessar Domínio', que os envia pelo Onvio.</DialogDescription>
        </DialogHeader>
        <FilePicker label="Arquivos XML" extensions={['.xml']} files={files} onChange={setFiles} multiple disabled={busy} />
        <Button className="justify-self-start" disabled={busy || files.length === 0} onClick={() => void upload()}>
          {busy ? 'Enviando...' : 'Adicionar à fila'}
        </Button>
        <ul className="max-h-64 space-y-1 overflow-y-auto text-sm">
          {(list.data ?? []).map((x) => (
            <li key={x.id} className="flex items-center justify-between gap-2 border-b py-1">
              <span className="min-w-0 truncate" title={x.erro ?? x.arquivo}>
                {x.arquivo}
              </span>
              <span className="flex shrink-0 items-center gap-2 text-xs text-muted-foreground">
                {formatDateTimeBR(x.criado_em)}
                <Badge variant={x.status === 'erro' ? 'destructive' : x.status === 'enviado' ? 'default' : 'secondary'}>{STATUS[x.status]}</Badge>
              </span>
            </li>
          ))}
          {list.data?.length === 0 ? <li className="text-muted-foreground">Nenhum XML na fila.</li> : null}
        </ul>
      </DialogContent>
    </Dialog>
  );
}
