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
import { Pagination } from './pagination';
import { PurchasesCard } from './purchases-card';
import { UserEditDialog } from './user-edit-dialog';
import { UserStatusBadge } from './user-status-badge';

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
              <Table>
                <TableHeader>
                  <TableRow>
                    <TableHead>Nome</TableHead>
                    <TableHead>E-mail</TableHead>
                    <TableHead>Empresa</TableHead>
                    <TableHead>Status</TableHead>
                    <TableHead>Último acesso</TableHead>
                    <TableHead>Expira em</TableHead>
                    <TableHead className="text-right">Créditos</TableHead>
                    <TableHead className="text-right">Ações</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {users.data.itens.length === 0 ? (
                    <TableRow>
                      <TableCell colSpan={8} className="py-8 text-center text-muted-foreground">
                        {busca ? 'Nenhum usuário encontrado para esta busca.' : 'Nenhum usuário cadastrado.'}
                      </TableCell>
                    </TableRow>
                  ) : (
                    users.data.itens.map((u) => <UserRow key={u.id} user={u} isSelf={u.id === me?.id} onEdit={() => setEditing(u)} />)
                  )}
                </TableBody>
              </Table>
              <Pagination pagina={pagina} porPagina={PER_PAGE} total={users.data.total} onChange={setPagina} />
            </>
          )}
        </CardContent>
      </Card>
      {editing && <UserEditDialog user={editing} isSelf={editing.id === me?.id} onClose={() => setEditing(null)} />}
      {inviting && <InviteUserDialog onClose={() => setInviting(false)} />}
    </div>
  );
}

function UserRow({ user, isSelf, onEdit }: { user: AdminUser; isSelf: boolean; onEdit: () => void }) {
  const blocked = user.status === 'bloqueado';
  const toggle = useAdminMutation(() => apiFetch<AdminUser>(`/api/admin/usuarios/${encodeURIComponent(user.id)}/${blocked ? 'ativar' : 'bloquear'}`, { method: 'POST', json: {} }));
  function onToggle() {
    toggle.mutate(undefined, {
      onSuccess: () => toast.success(blocked ? 'Usuário ativado' : 'Usuário bloqueado', { description: blocked ? `${user.email} pode entrar novamente.` : `${user.email} não consegue mais entrar e foi desconectado.` }),
      onError: (err) => toast.error('Não foi possível alterar o status', { description: err.message }),
    });
  }
  return (
    <TableRow data-email={user.email}>
      <TableCell className="font-medium">
        {user.name}
        {user.role === 'admin' && <span className="ml-2 text-xs text-muted-foreground">(Administrador)</span>}
      </TableCell>
      <TableCell>{user.email}</TableCell>
      <TableCell>{user.company || '—'}</TableCell>
      <TableCell>
        <UserStatusBadge status={user.status} />
      </TableCell>
      <TableCell className="whitespace-nowrap">{user.lastLoginAt ? formatDateTimeBR(user.lastLoginAt) : 'Nunca'}</TableCell>
      <TableCell className="whitespace-nowrap">{user.accessExpiresAt ? formatDateBR(user.accessExpiresAt, 'America/Sao_Paulo') : 'Sem prazo'}</TableCell>
      <TableCell className="text-right tabular-nums">{formatInteger(user.credits)}</TableCell>
      <TableCell>
        <div className="flex justify-end gap-2">
          <Button variant="outline" size="sm" onClick={onEdit} aria-label={`Editar ${user.email}`}>
            Editar
          </Button>
          {!isSelf && (
            <Button variant={blocked ? 'secondary' : 'destructive'} size="sm" disabled={toggle.isPending} onClick={onToggle} aria-label={`${blocked ? 'Ativar' : 'Bloquear'} ${user.email}`}>
              {blocked ? 'Ativar' : 'Bloquear'}
            </Button>
          )}
        </div>
      </TableCell>
    </TableRow>
  );
}
