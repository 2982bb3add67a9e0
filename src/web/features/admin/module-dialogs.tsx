import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { Input } from '../../components/ui/input';
import { apiFetch } from '../../lib/api-client';
import { formatDateTimeBR } from '../../lib/format';
import { useAdminMutation, useModuleVersions, type AdminModule } from './admin-api';
import { Field, selectClass } from './field';
import { MODULE_STATUS_LABEL } from './module-status';

const textareaClass =
  'flex min-h-20 w-full rounded-md border border-input bg-background px-3 py-2 text-sm shadow-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

function StatusSelect({ id, value, onChange }: { id: string; value: AdminModule['status']; onChange: (s: AdminModule['status']) => void }) {
  return (
    <select id={id} className={selectClass} value={value} onChange={(e) => onChange(e.target.value as AdminModule['status'])}>
      {(Object.keys(MODULE_STATUS_LABEL) as AdminModule['status'][]).map((s) => (
        <option key={s} value={s}>
          {MODULE_STATUS_LABEL[s]}
        </option>
      ))}
    </select>
  );
}

const INACTIVE_HINT = 'Inativo: some do menu e do dashboard dos usuários e a API do módulo recusa novas conferências.';

export function EditModuleDialog({ module, onClose }: { module: AdminModule; onClose: () => void }) {
  const [name, setName] = useState(module.name);
  const [description, setDescription] = useState(module.description);
  const [status, setStatus] = useState(module.status);
  const save = useAdminMutation(() => apiFetch(`/api/admin/modulos/${encodeURIComponent(module.id)}`, { method: 'PATCH', json: { name, description, status } }));
  function onSubmit(e: FormEvent) {
    e.preventDefault();
    save.mutate(undefined, {
      onSuccess: () => {
        toast.success('Módulo atualizado');
        onClose();
      },
      onError: (err) => toast.error('Não foi possível salvar', { description: err.message }),
    });
  }
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Editar módulo</DialogTitle>
          <DialogDescription>Identificador: {module.id}</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} className="space-y-4">
          <Field id="modulo-nome" label="Nome">
            <Input id="modulo-nome" value={name} onChange={(e) => setName(e.target.value)} required maxLength={80} />
          </Field>
          <Field id="modulo-descricao" label="Descrição">
            <textarea id="modulo-descricao" className={textareaClass} value={description} onChange={(e) => setDescription(e.target.value)} maxLength={500} />
          </Field>
          <Field id="modulo-status" label="Status" hint={INACTIVE_HINT}>
            <StatusSelect id="modulo-status" value={status} onChange={setStatus} />
          </Field>
          <DialogFooter>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Salvando...' : 'Salvar'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** Suggests the next patch version: 1.2.3 → 1.2.4. */
function nextPatch(v: string): string {
  const p = v.split('.').map(Number);
  return p.length === 3 && p.every(Number.isFinite) ? `${p[0]}.${p[1]}.${p[2]! + 1}` : v;
}

export function BumpVersionDialog({ module, onClose }: { module: AdminModule; onClose: () => void }) {
  const [version, setVersion] = useState(nextPatch(module.version));
  const [note, setNote] = useState('');
  const bump = useAdminMutation(() => apiFetch(`/api/admin/modulos/${encodeURIComponent(module.id)}/versoes`, { method: 'POST', json: { version, note } }));
  function onSubmit(e: FormEvent) {
    e.preventDefault();
    bump.mutate(undefined, {
      onSuccess: () => {
        toast.success(`${module.name} atualizado para a versão ${version}`);
        onClose();
      },
      onError: (err) => toast.error('Não foi possível atualizar', { description: err.message }),
    });
  }
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Atualizar {module.name}</DialogTitle>
          <DialogDescription>Versão atual: {module.version}. A nova versão e a nota ficam no histórico.</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} className="space-y-4">
          <Field id="versao-numero" label="Nova versão" hint="Formato 1.2.3, maior que a atual.">
            <Input id="versao-numero" value={version} onChange={(e) => setVersion(e.target.value)} required pattern="\d+\.\d+\.\d+" />
          </Field>
          <Field id="versao-nota" label="O que mudou">
            <textarea id="versao-nota" className={textareaClass} value={note} onChange={(e) => setNote(e.target.value)} required minLength={3} maxLength={1000} />
          </Field>
          <DialogFooter>
            <Button type="submit" disabled={bump.isPending}>
              {bump.isPending ? 'Atualizando...' : 'Atualizar versão'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

export function VersionHistoryDialog({ modules, initial, onClose }: { modules: AdminModule[]; initial: string; onClose: () => void }) {
  const [id, setId] = useState(initial);
  const versions = useModuleVersions(id);
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent className="max-h-[90vh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Histórico de versões</DialogTitle>
          <DialogDescription>Cada atualização registrada, da mais recente para a mais antiga.</DialogDescription>
        </DialogHeader>
        <Field id="historico-modulo" label="Módulo">
          <select id="historico-modulo" className={selectClass} value={id} onChange={(e) => setId(e.target.value)}>
            {modules.map((m) => (
              <option key={m.id} value={m.id}>
                {m.name}
              </option>
            ))}
          </select>
        </Field>
        {versions.isError && <p className="text-sm text-destructive">{versions.error.message}</p>}
        <ol className="space-y-3">
          {(versions.data ?? []).map((v) => (
            <li key={v.id} className="rounded-md border p-3">
              <div className="flex items-baseline justify-between gap-2">
                <span className="font-semibold">Versão {v.version}</span>
                <span className="text-xs text-muted-foreground">{formatDateTimeBR(v.createdAt)}</span>
              </div>
              <p className="mt-1 whitespace-pre-line text-sm text-muted-foreground">{v.note || '—'}</p>
            </li>
          ))}
        </ol>
      </DialogContent>
    </Dialog>
  );
}

export function NewModuleDialog({ onClose }: { onClose: () => void }) {
  const [id, setId] = useState('');
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [status, setStatus] = useState<AdminModule['status']>('development');
  const [version, setVersion] = useState('0.1.0');
  const create = useAdminMutation(() => apiFetch('/api/admin/modulos', { method: 'POST', json: { id, name, description, status, version } }));
  function onSubmit(e: FormEvent) {
    e.preventDefault();
    create.mutate(undefined, {
      onSuccess: () => {
        toast.success('Módulo adicionado');
        onClose();
      },
      onError: (err) => toast.error('Não foi possível adicionar', { description: err.message }),
    });
  }
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent className="max-h-[90vh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Adicionar novo módulo</DialogTitle>
          <DialogDescription>Cadastra os dados do módulo (nome, descrição, status e versão). As telas e conferências do módulo são publicadas à parte.</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} className="space-y-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id="novo-id" label="Identificador" hint="Letras minúsculas, números e hífens.">
              <Input id="novo-id" value={id} onChange={(e) => setId(e.target.value.toLowerCase())} required pattern="[a-z0-9][a-z0-9\-]{1,39}" />
            </Field>
            <Field id="novo-nome" label="Nome">
              <Input id="novo-nome" value={name} onChange={(e) => setName(e.target.value)} required maxLength={80} />
            </Field>
          </div>
          <Field id="novo-descricao" label="Descrição">
            <textarea id="novo-descricao" className={textareaClass} value={description} onChange={(e) => setDescription(e.target.value)} maxLength={500} />
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id="novo-status" label="Status">
              <StatusSelect id="novo-status" value={status} onChange={setStatus} />
            </Field>
            <Field id="novo-versao" label="Versão inicial">
              <Input id="novo-versao" value={version} onChange={(e) => setVersion(e.target.value)} required pattern="\d+\.\d+\.\d+" />
            </Field>
          </div>
          <DialogFooter>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? 'Adicionando...' : 'Adicionar módulo'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
