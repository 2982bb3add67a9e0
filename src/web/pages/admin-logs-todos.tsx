import { AllLogs } from '../features/admin/all-logs';

export function AdminLogsTodosPage() {
  return <AllLogs />;
}
