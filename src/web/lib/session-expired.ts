import type { QueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { ApiError } from './api-client';
import { queryKeys } from './queries';

/**
 * A call refused with 401 NAO_AUTENTICADO while the screen still shows a signed-in user means the
 * session ended (expired, signed out elsewhere, account blocked). Forgetting the user makes the
 * session guard send them to /login?next=<here>, instead of leaving every card saying
 * 'Faça login para continuar.' with no way forward. Returns true when it handled the error.
 */
export function handleSessionExpired(queryClient: QueryClient, error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 401 || error.codigo !== 'NAO_AUTENTICADO') return false;
  if (!queryClient.getQueryData(queryKeys.me)) return false;
  toast.error('Sua sessão expirou', { id: 'sessao-expirada', description: 'Entre novamente para continuar de onde parou.' });
  queryClient.setQueryData(queryKeys.me, null);
  return true;
}
