import { UsersTab } from '../features/admin/users-tab';

export function AdminUsuariosPage() {
  return <UsersTab />;
}
