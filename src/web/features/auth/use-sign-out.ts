import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { authClient } from '../../lib/auth-client';
import { translateAuthError } from '../../lib/auth-errors';

/** 'Sair': ends the server session, forgets every cached query of this user, goes to /login. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    const { error } = await authClient.signOut();
    if (error) {
      toast.error('Erro ao sair', { description: translateAuthError(error) });
      return;
    }
    queryClient.clear();
    navigate('/login', { replace: true });
  };
}
