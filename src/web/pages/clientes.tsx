import { useState } from 'react';
import { Link } from 'react-router';
import { Pencil, Plus, Trash2, Upload } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../components/ui/dialog';
import { Input } from '../components/ui/input';
import { Label } from '../components/ui/label';
import { Skeleton } from '../components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../components/ui/table';
import { apiFetch } from '../lib/api-client';
import { ClientFormDialog } from '../features/clients/client-form-dialog';
import { REGIME_LABEL, useClients, useInvalidateClients, type Client } from '../features/clients/clients-api';
import { ImportDialog } from '../features/clients/import-dialog';

/** 'Clientes': the office's client companies — search, create, edit, delete, import. */
export function ClientesPage() {
  const [busca, setBusca] = useState('');
  const q = useClients(busca.trim());
  const [editing, setEditing] = useState<Client | 'novo' | null>(null);
  const [removing, setRemoving] = useState<Client | null>(null);
  const [importing, setImporting] = useState(false);
  const invalidate = useInvalidateClients();
  const list = q.data ?? [];

  const remove = async () => {
    if (!removing) return;
    try {
      await apiFetch(`/api/clientes/${removing.id}`, { method: 'DELETE' });
      toast.success('Cliente excluído.', { description: 'As conferências dele continuam no histórico, sem cliente.' });
      await invalidate();
    } catch (e) {
      toast.error('Não foi possível excluir', { description: (e as Error).message });
    }
    setRemoving(null);
  };

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">Clientes</h1>
          <p className="text-muted-foreground">As empresas atendidas pelo escritório. Cada conferência fica no cliente e na competência dela.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => setImporting(true)}>
            <Upload /> Importar
          </Button>
          <Button onClick={() => setEditing('novo')}>
            <Plus /> Novo cliente
          </Button>
        </div>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>Cadastro</CardTitle>
          <CardDescription>{q.data ? `${list.length} ${list.length === 1 ? 'cliente' : 'clientes'}${busca.trim() ? ' encontrados' : ''}.` : 'Carregando...'}</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          <div className="max-w-sm space-y-1.5">
            <Label htmlFor="clientes-busca">Buscar por nome ou CNPJ</Label>
            <Input id="clientes-busca" type="search" value={busca} onChange={(e) => setBusca(e.target.value)} maxLength={100} />
          </div>
          {q.isError && <p className="text-sm text-destructive">{q.error.message}</p>}
          {q.isPending && <Skeleton className="h-32" />}
          {q.data && list.length === 0 && (
            <p className="text-sm text-muted-foreground">{busca.trim() ? 'Nenhum cliente encontrado.' : 'Nenhum cliente ainda. Cadastre um, importe uma planilha ou envie um SPED: a empresa do registro 0000 entra sozinha.'}</p>
          )}
          {list.length > 0 && (
            <div className="overflow-x-auto">
              <Table data-testid="clientes-tabela">
                <TableHeader>
                  <TableRow>
                    <TableHead>Razão social</TableHead>
                    <TableHead>CNPJ</TableHead>
                    <TableHead className="hidden md:table-cell">Regime</TableHead>
                    <TableHead className="hidden md:table-cell">UF</TableHead>
                    <TableHead className="text-right">Ações</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {list.map((c) => (
                    <TableRow key={c.id}>
                      <TableCell className="font-medium">
                        <Link className="underline underline-offset-2" to={`/dashboard/clientes/${c.id}`}>{c.razao_social}</Link>
                      </TableCell>
                      <TableCell className="whitespace-nowrap tabular-nums">{c.cnpj_formatado}</TableCell>
                      <TableCell className="hidden md:table-cell">{c.regime ? REGIME_LABEL[c.regime] : 'Não informado'}</TableCell>
                      <TableCell className="hidden md:table-cell">{c.uf ?? '—'}</TableCell>
                      <TableCell>
                        <div className="flex justify-end gap-1">
                          <Button variant="ghost" size="sm" aria-label={`Editar ${c.razao_social}`} onClick={() => setEditing(c)}>
                            <Pencil />
                          </Button>
                          <Button variant="ghost" size="sm" aria-label={`Excluir ${c.razao_social}`} onClick={() => setRemoving(c)}>
                            <Trash2 />
                          </Button>
                        </div>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </div>
          )}
        </CardContent>
      </Card>
      {editing && <ClientFormDialog key={editing === 'novo' ? 'novo' : editing.id} client={editing === 'novo' ? null : editing} open onClose={() => setEditing(null)} />}
      {importing && <ImportDialog open onClose={() => setImporting(false)} />}
      <Dialog open={removing !== null} onOpenChange={(o) => !o && setRemoving(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Excluir cliente?</DialogTitle>
            <DialogDescription>
              {removing ? `${removing.razao_social} (${removing.cnpj_formatado}) sai do cadastro. As conferências dele continuam no histórico, sem cliente.` : ''}
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setRemoving(null)}>Cancelar</Button>
            <Button variant="destructive" onClick={() => void remove()}>Excluir</Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}
