import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { Input } from '../../components/ui/input';
import { apiFetch } from '../../lib/api-client';
import { useAdminMutation, type AdminUser, type InviteLink } from './admin-api';
import { Field, selectClass } from './field';
import { InviteLinkBox } from './invite-link';

/**
 * 'Adicionar usuário': creates the account and e-mails an invitation to set the password; then shows
 * the link with 'Copiar link', so the admin can hand it over when the e-mail does not arrive.
 */
export function InviteUserDialog({ onClose }: { onClose: () => void }) {
  const [sent, setSent] = useState<{ email: string; convite: InviteLink } | null>(null);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90vh] overflow-y-auto">
        {sent ? (
          <>
            <DialogHeader>
              <DialogTitle>Usuário adicionado</DialogTitle>
              <DialogDescription>A pessoa cria a própria senha pelo link do convite.</DialogDescription>
            </DialogHeader>
            <InviteLinkBox email={sent.email} convite={sent.convite} />
            <DialogFooter>
              <Button onClick={onClose}>Concluir</Button>
            </DialogFooter>
          </>
        ) : (
          <InviteForm onClose={onClose} onSent={setSent} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function InviteForm({ onClose, onSent }: { onClose: () => void; onSent: (s: { email: string; convite: InviteLink }) => void }) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [company, setCompany] = useState('');
  const [role, setRole] = useState<'user' | 'admin'>('user');
  const [expires, setExpires] = useState('');
  const invite = useAdminMutation(() =>
    apiFetch<AdminUser & { convite: InviteLink }>('/api/admin/usuarios', { method: 'POST', json: { name, email, company, role, accessExpiresOn: expires || null } }),
  );

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    invite.mutate(undefined, {
      onSuccess: (created) => {
        if (created.convite.emailEnviado) toast.success('Convite enviado', { description: `${created.email} receberá um e-mail para criar a senha.` });
        else toast.warning('Usuário criado, mas o e-mail não foi enviado', { description: 'Copie o link do convite e envie por outro meio.' });
        onSent({ email: created.email, convite: created.convite });
      },
      onError: (err) => toast.error('Não foi possível adicionar o usuário', { description: err.message }),
    });
  }

  return (
    <>
    <DialogHeader>
      <DialogTitle>Adicionar usuário</DialogTitle>
      <DialogDescription>A pessoa recebe um convite por e-mail com um link para criar a própria senha (válido por 7 dias). O link também aparece aqui, para copiar.</DialogDescription>
    </DialogHeader>
    <form onSubmit={onSubmit} className="space-y-4">
      <Field id="convite-nome" label="Nome">
        <Input id="convite-nome" value={name} onChange={(e) => setName(e.target.value)} required maxLength={120} />
      </Field>
      <Field id="convite-email" label="E-mail">
        <Input id="convite-email" type="email" value={email} onChange={(e) => setEmail(e.target.value)} required />
      </Field>
      <Field id="convite-empresa" label="Empresa">
        <Input id="convite-empresa" value={company} onChange={(e) => setCompany(e.target.value)} maxLength={160} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="convite-perfil" label="Perfil">
          <select id="convite-perfil" className={selectClass} value={role} onChange={(e) => setRole(e.target.value as 'user' | 'admin')}>
            <option value="user">Usuário</option>
            <option value="admin">Administrador</option>
          </select>
        </Field>
        <Field id="convite-expira" label="Acesso expira em" hint="Opcional.">
          <Input id="convite-expira" type="date" value={expires} onChange={(e) => setExpires(e.target.value)} />
        </Field>
      </div>
      <DialogFooter>
        <Button variant="outline" onClick={onClose}>
          Cancelar
        </Button>
        <Button type="submit" disabled={invite.isPending}>
          {invite.isPending ? 'Enviando...' : 'Enviar convite'}
        </Button>
      </DialogFooter>
    </form>
    </>
  );
}
