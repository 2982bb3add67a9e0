import { Badge } from '../../components/ui/badge';
import type { AdminUser } from './admin-api';

const LABEL: Record<AdminUser['status'], string> = { ativo: 'Ativo', bloqueado: 'Bloqueado', expirado: 'Acesso expirado' };
const VARIANT = { ativo: 'secondary', bloqueado: 'destructive', expirado: 'warning' } as const;

export function UserStatusBadge({ status }: { status: AdminUser['status'] }) {
  return <Badge variant={VARIANT[status]}>{LABEL[status]}</Badge>;
}
