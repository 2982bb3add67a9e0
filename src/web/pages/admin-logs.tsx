import { LogsTab } from '../features/admin/logs-tab';

export function AdminLogsPage() {
  return <LogsTab />;
}
