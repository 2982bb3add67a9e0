import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Download, FileUp, ListChecks, Plus, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { Badge } from '../components/ui/badge';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../components/ui/dialog';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../components/ui/table';
import { apiFetch } from '../lib/api-client';
import { formatDateTimeBR, formatInteger } from '../lib/format';
import { REGIME_LABEL, keys, useEmpresas, useInvalidate, useStartRun, type Empresa, type Regime } from '../features/analista-pro/analista-api';
import { CompanyForm, selectClass } from '../features/analista-pro/company-form';
import { RunLog } from '../features/analista-pro/run-log';
import { XmlQueueDialog } from '../features/analista-pro/xml-queue-dialog';

const SOURCE: Record<string, string> = { manual: 'Manual', omie: 'Omie', dominio: 'Domínio', contimatic: 'Contimatic' };

function RegimeSelect({ empresa }: { empresa: Empresa }) {
  const invalidate = useInvalidate();
  const change = async (value: string) => {
    try {
      await apiFetch(`/api/analista-pro/empresas/${empresa.id}`, { method: 'PATCH', json: { regime: value || null } });
      toast.success('Regime atualizado.');
      await invalidate(keys.empresas);
    } catch (e) {
      toast.error('Não foi possível alterar', { description: (e as Error).message });
    }
  };
  return (
    <select aria-label={`Regime de ${empresa.razao_social}`} className={`${selectClass} h-8 min-w-40`} value={empresa.regime ?? ''} onChange={(e) => void change(e.target.value)}>
      <option value="">Não informado</option>
      {(Object.keys(REGIME_LABEL) as Regime[]).map((k) => (
        <option key={k} value={k}>
          {REGIME_LABEL[k]}
        </option>
      ))}
    </select>
  );
}

function Actions({ empresa, onXml, onNcm, onRemove, busy }: { empresa: Empresa; onXml: () => void; onNcm: () => void; onRemove: () => void; busy: boolean }) {
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <Button variant="outline" size="sm" onClick={onXml}>
        <FileUp /> XMLs{empresa.xmls_pendentes ? ` (${empresa.xmls_pendentes})` : ''}
      </Button>
      {empresa.pode_conferir_ncm ? (
        <Button size="sm" disabled={busy} onClick={onNcm} aria-label="Conferir NCM dos produtos" title="Conferir NCM dos produtos">
          <ListChecks /> Conferir NCM
        </Button>
      ) : null}
      <Button variant="ghost" size="sm" aria-label={`Excluir ${empresa.razao_social}`} onClick={onRemove}>
        <Trash2 />
      </Button>
    </div>
  );
}

/** 'Empresas Cadastradas': the companies register (imported from the ERP or added by hand). */
export function AnalistaProEmpresasPage() {
  const q = useEmpresas();
  const start = useStartRun();
  const invalidate = useInvalidate();
  const navigate = useNavigate();
  const [adding, setAdding] = useState(false);
  const [xmlFor, setXmlFor] = useState<Empresa | null>(null);
  const [ncmFor, setNcmFor] = useState<Empresa | null>(null);
  const [removing, setRemoving] = useState<Empresa | null>(null);
  const [importRun, setImportRun] = useState<string | null>(null);
  const list = q.data ?? [];

  const conferir = () => {
    if (!ncmFor) return;
    start.mutate(
      { path: `/api/analista-pro/empresas/${ncmFor.id}/conferir-ncm` },
      { onSuccess: (r) => void navigate(`/dashboard/analista-pro/execucoes/${r.execucao.id}`), onError: (e) => toast.error('Não foi possível iniciar', { description: e.message }) },
    );
    setNcmFor(null);
  };
  const remove = async () => {
    if (!removing) return;
    try {
      await apiFetch(`/api/analista-pro/empresas/${removing.id}`, { method: 'DELETE' });
      toast.success('Empresa excluída.');
      await invalidate(keys.empresas);
    } catch (e) {
      toast.error('Não foi possível excluir', { description: (e as Error).message });
    }
    setRemoving(null);
  };

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">Empresas Cadastradas</h1>
          <p className="text-muted-foreground">O regime de cada empresa é sugerido na conferência de PIS/COFINS.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            disabled={start.isPending}
            onClick={() => start.mutate({ path: '/api/rodar-microagente', body: { tipo: 'web' } }, { onSuccess: (r) => setImportRun(r.execucao.id), onError: (e) => toast.error('Não foi possível iniciar', { description: e.message }) })}
          >
            <Download /> Importar do ERP
          </Button>
          <Button onClick={() => setAdding((a) => !a)}>
            <Plus /> Adicionar empresa
          </Button>
        </div>
      </div>
      {adding ? <CompanyForm onDone={() => setAdding(false)} /> : null}
      {importRun ? (
        <Card>
          <CardHeader>
            <CardTitle className="text-base">Importação de empresas</CardTitle>
          </CardHeader>
          <CardContent>
            <RunLog key={importRun} id={importRun} onFinished={() => void invalidate(keys.empresas)} />
          </CardContent>
        </Card>
      ) : null}
      <Card>
        <CardHeader>
          <CardTitle>Empresas</CardTitle>
          <CardDescription>{q.isLoading ? 'Carregando...' : list.length === 0 ? 'Nenhuma empresa cadastrada' : `${formatInteger(list.length)} ${list.length === 1 ? 'empresa' : 'empresas'}`}</CardDescription>
        </CardHeader>
        <CardContent>
          {!q.isLoading && list.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              Nenhuma empresa ainda. Importe do ERP (Omie) ou adicione manualmente. Sem credenciais? Use o{' '}
              <Link className="underline" to="/dashboard/analista-pro/wizard">
                assistente de conexão
              </Link>
              .
            </p>
          ) : null}
          <div className="hidden lg:block">
            {list.length ? (
              <Table>
                <TableHeader>
                  <TableRow>
                    <TableHead>CNPJ</TableHead>
                    <TableHead>Razão social</TableHead>
                    <TableHead>Regime</TableHead>
                    <TableHead>Sistema</TableHead>
                    <TableHead>Última sincronização</TableHead>
                    <TableHead className="text-right">Ações</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {list.map((e) => (
                    <TableRow key={e.id} data-testid="empresa">
                      <TableCell className="whitespace-nowrap font-mono text-xs">{e.cnpj_formatado}</TableCell>
                      <TableCell className="font-medium">{e.razao_social}</TableCell>
                      <TableCell>
                        <RegimeSelect empresa={e} />
                      </TableCell>
                      <TableCell>
                        <Badge variant="secondary">{SOURCE[e.sistema] ?? e.sistema}</Badge>
                      </TableCell>
                      <TableCell className="whitespace-nowrap">{e.ultima_sincronizacao ? formatDateTimeBR(e.ultima_sincronizacao) : '—'}</TableCell>
                      <TableCell>
                        <Actions empresa={e} busy={start.isPending} onXml={() => setXmlFor(e)} onNcm={() => setNcmFor(e)} onRemove={() => setRemoving(e)} />
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            ) : null}
          </div>
          <ul className="space-y-3 lg:hidden">
            {list.map((e) => (
              <li key={e.id} className="space-y-2 rounded-md border p-3">
                <div className="flex items-start justify-between gap-2">
                  <div className="min-w-0">
                    <p className="font-medium">{e.razao_social}</p>
                    <p className="font-mono text-xs text-muted-foreground">{e.cnpj_formatado}</p>
                  </div>
                  <Badge variant="secondary">{SOURCE[e.sistema] ?? e.sistema}</Badge>
                </div>
                <RegimeSelect empresa={e} />
                <p className="text-xs text-muted-foreground">Última sincronização: {e.ultima_sincronizacao ? formatDateTimeBR(e.ultima_sincronizacao) : '—'}</p>
                <Actions empresa={e} busy={start.isPending} onXml={() => setXmlFor(e)} onNcm={() => setNcmFor(e)} onRemove={() => setRemoving(e)} />
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
      {xmlFor ? <XmlQueueDialog empresa={xmlFor} onClose={() => setXmlFor(null)} /> : null}
      <Dialog open={ncmFor !== null} onOpenChange={(o) => !o && setNcmFor(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Conferir NCM dos produtos?</DialogTitle>
            <DialogDescription>
              O Apura lê o cadastro de produtos de {ncmFor?.razao_social} no Omie e faz a conferência de NCM. Custa os mesmos créditos que o envio de uma planilha. Nada é alterado no Omie sem a sua confirmação, produto a produto.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setNcmFor(null)}>
              Cancelar
            </Button>
            <Button onClick={conferir}>Conferir</Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
      <Dialog open={removing !== null} onOpenChange={(o) => !o && setRemoving(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Excluir empresa?</DialogTitle>
            <DialogDescription>{removing?.razao_social} e sua fila de XMLs serão removidas do Apura (nada muda no ERP).</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setRemoving(null)}>
              Cancelar
            </Button>
            <Button variant="destructive" onClick={() => void remove()}>
              Excluir
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}
