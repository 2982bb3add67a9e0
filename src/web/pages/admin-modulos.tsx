import { ModulesTab } from '../features/admin/modules-tab';

export function AdminModulosPage() {
  return <ModulesTab />;
}
