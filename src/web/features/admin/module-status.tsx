import { Badge } from '../../components/ui/badge';
import type { AdminModule } from './admin-api';

export const MODULE_STATUS_LABEL: Record<AdminModule['status'], string> = { active: 'Ativo', development: 'Em desenvolvimento', inactive: 'Inativo' };
const VARIANT = { active: 'secondary', development: 'warning', inactive: 'destructive' } as const;

export function ModuleStatusBadge({ status }: { status: AdminModule['status'] }) {
  return <Badge variant={VARIANT[status]}>{MODULE_STATUS_LABEL[status]}</Badge>;
}
