import { UsersTab } from '../features/admin/users-tab';

/** /admin opens on the first of the three tabs (Usuários), as the spec's panel does. */
export function AdminPage() {
  return <UsersTab />;
}
