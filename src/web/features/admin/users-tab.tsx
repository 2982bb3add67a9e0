import { useEffect, useState } from 'react';
import { Search, UserPlus } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { Skeleton } from '../../components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table';
import { apiFetch } from '../../lib/api-client';
import { formatDateBR, formatDateTimeBR, formatInteger } from '../../lib/format';
import { useMe } from '../../lib/queries';
import { qs, useAdminMutation, useAdminUsers, type AdminUser } from './admin-api';
import { ExportMenu } from './export-menu';
import { InviteUserDialog } from './invite-user-dialog';
import { Pager, pageCount } from '../../components/pager';
import { PurchasesCard } from './purchases-card';
import { UserEditDialog } from './user-edit-dialog';
import { UserStatusBadge } from './user-status-badge';
import { EmailText } from './email-text';

const PER_PAGE = 20;

/** Typing pauses before searching, so each keystroke is not a request. */
function useDebounced(value: string, ms = 300): string {
  const [v, setV] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setV(value), ms);
    return () => clearTimeout(id);
  }, [value, ms]);
  return v;
}

export function UsersTab() {
  const [search, setSearch] = useState('');
  const busca = useDebounced(search.trim());
  const [pagina, setPagina] = useState(1);
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const [inviting, setInviting] = useState(false);
  const { data: me } = useMe();
  const users = useAdminUsers({ busca, pagina, porPagina: PER_PAGE });
  useEffect(() => setPagina(1), [busca]);

  return (
    <div className="space-y-6">
      <PurchasesCard />
      <Card>
        <CardHeader className="gap-4 sm:flex-row sm:items-start sm:justify-between">
          <div className="space-y-1.5">
            <CardTitle>Usuários</CardTitle>
            <CardDescription>Contas do escritório: status, acesso e créditos.</CardDescription>
          </div>
          <div className="flex flex-wrap gap-2">
            <ExportMenu label="Exportar lista" href={(formato) => `/api/admin/usuarios/exportar${qs({ formato, busca })}`} />
            <Button onClick={() => setInviting(true)}>
              <UserPlus /> Adicionar usuário
            </Button>
          </div>
        </CardHeader>
        <CardContent>
          <div className="relative mb-4 max-w-sm">
            <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" />
            <Input aria-label="Buscar usuários" placeholder="Buscar por nome, e-mail ou empresa" value={search} onChange={(e) => setSearch(e.target.value)} className="pl-9" />
          </div>
          {users.isError ? (
            <p className="text-sm text-destructive">{users.error.message}</p>
          ) : !users.data ? (
            <Skeleton className="h-48 w-full" />
          ) : (
            <>
              <ul className="space-y-3 md:hidden">
                {users.data.itens.length === 0 && <li className="py-8 text-center text-sm text-muted-foreground">{busca ? 'Nenhum usuário encontrado para esta busca.' : 'Nenhum usuário cadastrado.'}</li>}
                {users.data.itens.map((u) => (
                  <UserCard key={u.id} user={u} isSelf={u.id === me?.id} onEdit={() => setEditing(u)} />
                ))}
              </ul>
              <Table className="hidden md:table">
                <TableHeader>
                  <TableRow>
                    <TableHead>Nome</TableHead>
                    <TableHead>E-mail</TableHead>
                    <TableHead>Empresa</TableHead>
                    <TableHead>Status</TableHead>
                    <TableHead>Último acesso</TableHead>
                    <TableHead>Expira em</TableHead>
                    <TableHead className="text-right">Ações</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {users.data.itens.length === 0 ? (
                    <TableRow>
                      <TableCell colSpan={7} className="py-8 text-center text-muted-foreground">
                        {busca ? 'Nenhum usuário encontrado para esta busca.' : 'Nenhum usuário cadastrado.'}
                      </TableCell>
                    </TableRow>
                  ) : (
                    users.data.itens.map((u) => <UserRow key={u.id} user={u} isSelf={u.id === me?.id} onEdit={() => setEditing(u)} />)
                  )}
                </TableBody>
              </Table>
              <Pager className="pt-4" pagina={pagina} paginas={pageCount(users.data.total, PER_PAGE)} total={users.data.total} onChange={setPagina} />
            </>
          )}
        </CardContent>
      </Card>
      {editing && <UserEditDialog user={editing} isSelf={editing.id === me?.id} onClose={() => setEditing(null)} />}
      {inviting && <InviteUserDialog onClose={() => setInviting(false)} />}
    </div>
  );
}

/** 'Bloquear' / 'Ativar' for one user, shared by the table row and the phone card. */
function useToggleBlocked(user: AdminUser) {
  const blocked = user.status === 'bloqueado';
  const toggle = useAdminMutation(() => apiFetch<AdminUser>(`/api/admin/usuarios/${encodeURIComponent(user.id)}/${blocked ? 'ativar' : 'bloquear'}`, { method: 'POST', json: {} }));
  const run = () =>
    toggle.mutate(undefined, {
      onSuccess: () => toast.success(blocked ? 'Usuário ativado' : 'Usuário bloqueado', { description: blocked ? `${user.email} pode entrar novamente.` : `${user.email} não consegue mais entrar e foi desconectado.` }),
      onError: (err) => toast.error('Não foi possível alterar o status', { description: err.message }),
    });
  return { blocked, pending: toggle.isPending, run };
}

type RowProps = { user: AdminUser; isSelf: boolean; onEdit: () => void };

function UserActions({ user, isSelf, onEdit }: RowProps) {
  const { blocked, pending, run } = useToggleBlocked(user);
  return (
    <div className="flex justify-end gap-2">
      <Button variant="outline" size="sm" onClick={onEdit} aria-label={`Editar ${user.email}`}>
        Editar
      </Button>
      {!isSelf && (
        <Button variant={blocked ? 'secondary' : 'destructive'} size="sm" disabled={pending} onClick={run} aria-label={`${blocked ? 'Ativar' : 'Bloquear'} ${user.email}`}>
          {blocked ? 'Ativar' : 'Bloquear'}
        </Button>
      )}
    </div>
  );
}

const lastAccess = (u: AdminUser) => (u.lastLoginAt ? formatDateTimeBR(u.lastLoginAt) : 'Nunca');
const expiry = (u: AdminUser) => (u.accessExpiresAt ? formatDateBR(u.accessExpiresAt, 'America/Sao_Paulo') : 'Sem prazo');

function UserRow(props: RowProps) {
  const { user } = props;
  return (
    <TableRow data-email={user.email}>
      <TableCell className="min-w-36 font-medium">
        {user.name}
        {user.role === 'admin' && <span className="ml-2 text-xs text-muted-foreground">(Administrador)</span>}
      </TableCell>
      <TableCell className="min-w-44 max-w-60 [overflow-wrap:anywhere]">
        <EmailText email={user.email} />
      </TableCell>
      <TableCell className="min-w-32">{user.company || '—'}</TableCell>
      <TableCell>
        <UserStatusBadge status={user.status} />
      </TableCell>
      <TableCell className="whitespace-nowrap">{lastAccess(user)}</TableCell>
      <TableCell className="whitespace-nowrap">{expiry(user)}</TableCell>
      <TableCell>
        <UserActions {...props} />
      </TableCell>
    </TableRow>
  );
}

/** Phones: one card per user instead of a table that scrolls sideways. */
export function UserCard(props: RowProps) {
  const { user } = props;
  return (
    <li className="space-y-2 rounded-md border p-3" data-email-card={user.email}>
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium">
            {user.name}
            {user.role === 'admin' && <span className="ml-1 text-xs text-muted-foreground">(Administrador)</span>}
          </p>
          <p className="text-sm text-muted-foreground wrap-anywhere">
            <EmailText email={user.email} />
          </p>
        </div>
        <UserStatusBadge status={user.status} />
      </div>
      <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted-foreground">Empresa</dt>
        <dd>{user.company || '—'}</dd>
        <dt className="text-muted-foreground">Último acesso</dt>
        <dd>{lastAccess(user)}</dd>
        <dt className="text-muted-foreground">Expira em</dt>
        <dd>{expiry(user)}</dd>
        <dt className="text-muted-foreground">Créditos</dt>
        <dd>{formatInteger(user.credits)}</dd>
      </dl>
      <UserActions {...props} />
    </li>
  );
}
