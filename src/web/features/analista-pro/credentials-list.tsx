import { useState } from 'react';
import { Pencil, PlugZap, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { apiFetch } from '../../lib/api-client';
import { formatDateTimeBR } from '../../lib/format';
import { SISTEMA_LABEL, keys, useInvalidate, type Credencial } from './analista-api';
import { accessLabel } from './access-types';
import { CredentialFields, emptyValues, toBody, type CredentialValues } from './credential-fields';

const FIELD_LABEL: Record<string, string> = { email: 'E-mail', senha_web: 'Senha web', usuario: 'Usuário', senha: 'Senha', app_key: 'app_key', app_secret: 'app_secret', client_id: 'Identificador da integração', client_secret: 'Segredo da integração' };

// 'Senha: definida', 'Segredo da integração: definido' — the word agrees with the field it describes.
const FEMININE = new Set(['senha', 'senha_web']);

function EditDialog({ cred, onClose }: { cred: Credencial; onClose: () => void }) {
  const [values, setValues] = useState<CredentialValues>(() => ({ ...emptyValues(''), chaves: [{ rotulo: cred.rotulo, app_key: '', app_secret: '' }], integracoes: cred.integracoes.map((i) => ({ cnpj: i.cnpj, integration_key: '' })) }));
  const [busy, setBusy] = useState(false);
  const invalidate = useInvalidate();
  const save = async () => {
    setBusy(true);
    try {
      await apiFetch(`/api/analista-pro/credenciais/item/${cred.id}`, { method: 'PUT', json: toBody(cred.sistema, cred.tipo, values) });
      toast.success('Credenciais salvas com sucesso!');
      await invalidate(keys.credenciais);
      onClose();
    } catch (e) {
      toast.error('Erro ao salvar credenciais. Tente novamente.', { description: (e as Error).message });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Editar credencial — {SISTEMA_LABEL[cred.sistema]}</DialogTitle>
          <DialogDescription>Preencha só o que mudou: campos em branco mantêm o valor guardado.</DialogDescription>
        </DialogHeader>
        <CredentialFields sistema={cred.sistema} tipo={cred.tipo} values={values} onChange={setValues} editing />
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Cancelar
          </Button>
          <Button disabled={busy} onClick={() => void save()}>
            {busy ? 'Salvando...' : 'Salvar'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** Stored credentials, masked: which fields are set (and an identifier's last characters), never a secret. */
export function CredentialsList({ items }: { items: Credencial[] }) {
  const [editing, setEditing] = useState<Credencial | null>(null);
  const [removing, setRemoving] = useState<Credencial | null>(null);
  const invalidate = useInvalidate();
  const test = async (c: Credencial) => {
    const r = await apiFetch<{ ok: boolean; mensagem: string }>(`/api/analista-pro/credenciais/item/${c.id}/testar`, { method: 'POST' }).catch((e: Error) => ({ ok: false, mensagem: e.message }));
    if (r.ok) toast.success('Conexão testada', { description: r.mensagem });
    else toast.error('Falha no teste de conexão', { description: r.mensagem });
  };
  const remove = async () => {
    if (!removing) return;
    try {
      await apiFetch(`/api/analista-pro/credenciais/item/${removing.id}`, { method: 'DELETE' });
      toast.success('Credencial excluída.');
      await invalidate(keys.credenciais);
      await invalidate(keys.empresas);
    } catch (e) {
      toast.error('Não foi possível excluir', { description: (e as Error).message });
    }
    setRemoving(null);
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>Credenciais guardadas</CardTitle>
        <CardDescription>Cifradas no servidor (AES-256-GCM). Cada uso fica registrado no log de auditoria.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        {items.map((c) => (
          <div key={c.id} className="flex flex-col gap-3 rounded-md border p-3 sm:flex-row sm:items-center sm:justify-between" data-testid="credencial">
            <div className="min-w-0 space-y-1">
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-medium">{SISTEMA_LABEL[c.sistema]}</span>
                <Badge variant="secondary">{accessLabel(c.sistema, c.tipo)}</Badge>
                {c.rotulo ? <span className="text-sm text-muted-foreground">{c.rotulo}</span> : null}
              </div>
              <p className="text-xs text-muted-foreground">
                {Object.entries(c.campos)
                  .filter(([, f]) => f.set)
                  .map(([k, f]) => `${FIELD_LABEL[k] ?? k}: ${f.preview ?? (FEMININE.has(k) ? 'definida' : 'definido')}`)
                  .join(' · ')}
                {c.integracoes.length ? ` · ${c.integracoes.length} chave(s) de integração` : ''}
              </p>
              <p className="text-xs text-muted-foreground">Atualizada em {formatDateTimeBR(c.atualizado_em)}</p>
            </div>
            <div className="flex shrink-0 flex-wrap gap-2">
              {c.sistema !== 'contimatic' ? (
                <Button variant="outline" size="sm" onClick={() => void test(c)}>
                  <PlugZap /> Testar
                </Button>
              ) : null}
              <Button variant="outline" size="sm" onClick={() => setEditing(c)}>
                <Pencil /> Editar
              </Button>
              <Button variant="outline" size="sm" onClick={() => setRemoving(c)}>
                <Trash2 /> Excluir
              </Button>
            </div>
          </div>
        ))}
      </CardContent>
      {editing ? <EditDialog cred={editing} onClose={() => setEditing(null)} /> : null}
      <Dialog open={removing !== null} onOpenChange={(o) => !o && setRemoving(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Excluir credencial?</DialogTitle>
            <DialogDescription>O acesso ao {removing ? SISTEMA_LABEL[removing.sistema] : ''} será apagado do Apura. As empresas importadas continuam cadastradas.</DialogDescription>
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
    </Card>
  );
}
