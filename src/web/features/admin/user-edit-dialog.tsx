import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { Input } from '../../components/ui/input';
import { apiFetch } from '../../lib/api-client';
import { formatInteger } from '../../lib/format';
import { useAdminMutation, type AdminUser, type InviteLink } from './admin-api';
import { brasiliaDay } from './brasilia-day';
import { Field, selectClass } from './field';
import { InviteLinkBox } from './invite-link';

type Props = { user: AdminUser; isSelf: boolean; onClose: () => void };

/** 'Editar': profile fields an admin manages, and a separate credit grant with its reason. */
export function UserEditDialog({ user, isSelf, onClose }: Props) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90vh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Editar usuário</DialogTitle>
          <DialogDescription>{user.email}</DialogDescription>
        </DialogHeader>
        <ProfileForm user={user} isSelf={isSelf} onSaved={onClose} />
        {!user.lastLoginAt && user.status !== 'bloqueado' && <RenewInvite user={user} />}
        <CreditsForm user={user} />
      </DialogContent>
    </Dialog>
  );
}

function ProfileForm({ user, isSelf, onSaved }: { user: AdminUser; isSelf: boolean; onSaved: () => void }) {
  const [name, setName] = useState(user.name);
  const [company, setCompany] = useState(user.company);
  const [role, setRole] = useState(user.role);
  const [expires, setExpires] = useState(brasiliaDay(user.accessExpiresAt));
  const save = useAdminMutation(() =>
    apiFetch<AdminUser>(`/api/admin/usuarios/${encodeURIComponent(user.id)}`, {
      method: 'PATCH',
      json: { name, company, role, accessExpiresOn: expires || null },
    }),
  );

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    save.mutate(undefined, {
      onSuccess: () => {
        toast.success('Usuário atualizado');
        onSaved();
      },
      onError: (err) => toast.error('Não foi possível salvar', { description: err.message }),
    });
  }

  return (
    <form onSubmit={onSubmit} className="space-y-4">
      <Field id="editar-nome" label="Nome">
        <Input id="editar-nome" value={name} onChange={(e) => setName(e.target.value)} required maxLength={120} />
      </Field>
      <Field id="editar-empresa" label="Empresa">
        <Input id="editar-empresa" value={company} onChange={(e) => setCompany(e.target.value)} maxLength={160} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="editar-perfil" label="Perfil" hint={isSelf ? 'Você não pode remover o seu próprio perfil de administrador.' : undefined}>
          <select id="editar-perfil" className={selectClass} value={role} disabled={isSelf} onChange={(e) => setRole(e.target.value as AdminUser['role'])}>
            <option value="user">Usuário</option>
            <option value="admin">Administrador</option>
          </select>
        </Field>
        <Field id="editar-expira" label="Acesso expira em" hint="Deixe em branco para acesso sem prazo.">
          <Input id="editar-expira" type="date" value={expires} onChange={(e) => setExpires(e.target.value)} />
        </Field>
      </div>
      <DialogFooter>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Salvando...' : 'Salvar alterações'}
        </Button>
      </DialogFooter>
    </form>
  );
}

function CreditsForm({ user }: { user: AdminUser }) {
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [balance, setBalance] = useState(user.credits);
  const grant = useAdminMutation(() =>
    apiFetch<{ saldo: number }>(`/api/admin/usuarios/${encodeURIComponent(user.id)}/creditos`, {
      method: 'POST',
      json: { amount: Number(amount), reason },
    }),
  );

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    grant.mutate(undefined, {
      onSuccess: (r) => {
        setBalance(r.saldo);
        setAmount('');
        setReason('');
        toast.success('Créditos concedidos', { description: `Novo saldo: ${formatInteger(r.saldo)} créditos.` });
      },
      onError: (err) => toast.error('Não foi possível conceder os créditos', { description: err.message }),
    });
  }

  return (
    <form onSubmit={onSubmit} className="space-y-4 border-t pt-4">
      <div className="flex items-baseline justify-between">
        <h3 className="font-semibold">Conceder créditos</h3>
        <span className="text-sm text-muted-foreground">
          Saldo atual: <strong className="text-foreground">{formatInteger(balance)}</strong>
        </span>
      </div>
      <div className="grid gap-4 sm:grid-cols-[8rem_1fr]">
        <Field id="creditos-quantidade" label="Quantidade">
          <Input id="creditos-quantidade" type="number" min={1} step={1} inputMode="numeric" value={amount} onChange={(e) => setAmount(e.target.value)} required />
        </Field>
        <Field id="creditos-motivo" label="Motivo" hint="Fica registrado no extrato do usuário e no log.">
          <Input id="creditos-motivo" value={reason} onChange={(e) => setReason(e.target.value)} required minLength={3} maxLength={300} />
        </Field>
      </div>
      <div className="flex justify-end">
        <Button type="submit" variant="secondary" disabled={grant.isPending}>
          {grant.isPending ? 'Concedendo...' : 'Conceder créditos'}
        </Button>
      </div>
    </form>
  );
}

/** Someone invited who never signed in: a fresh link (e-mailed again, older links stop working) to copy. */
function RenewInvite({ user }: { user: AdminUser }) {
  const [convite, setConvite] = useState<InviteLink | null>(null);
  const renew = useAdminMutation(() =>
    apiFetch<{ convite: InviteLink }>(`/api/admin/usuarios/${encodeURIComponent(user.id)}/convite`, { method: 'POST', json: {} }),
  );

  function run() {
    renew.mutate(undefined, {
      onSuccess: (r) => {
        setConvite(r.convite);
        if (r.convite.emailEnviado) toast.success('Novo convite enviado', { description: 'O link anterior deixou de valer.' });
        else toast.warning('Novo link gerado, mas o e-mail não foi enviado', { description: 'Copie o link e envie por outro meio.' });
      },
      onError: (err) => toast.error('Não foi possível gerar o convite', { description: err.message }),
    });
  }

  return (
    <section className="space-y-3 border-t pt-4" aria-labelledby="convite-titulo">
      <div className="space-y-1">
        <h3 id="convite-titulo" className="font-semibold">
          Convite
        </h3>
        <p className="text-sm text-muted-foreground">Este usuário ainda não entrou na plataforma. Gere um novo link se o convite não chegou ou expirou.</p>
      </div>
      {convite ? (
        <InviteLinkBox email={user.email} convite={convite} />
      ) : (
        <Button variant="secondary" disabled={renew.isPending} onClick={run}>
          {renew.isPending ? 'Gerando...' : 'Gerar novo link de convite'}
        </Button>
      )}
    </section>
  );
}
