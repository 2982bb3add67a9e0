import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { fetchMe, queryKeys } from '../../lib/queries';

/**
 * After a successful sign-in/sign-up: drop every cached query of the previous visitor, load the
 * new user's /api/me (so the dashboard guard sees the session at once) and go to `next`.
 */
export function useFinishSignIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async (next: string) => {
    queryClient.removeQueries({ queryKey: queryKeys.modules });
    await queryClient.fetchQuery({ queryKey: queryKeys.me, queryFn: fetchMe, staleTime: 0 });
    navigate(next, { replace: true });
  };
}
