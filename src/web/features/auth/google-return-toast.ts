import { useEffect } from 'react';
import { toast } from 'sonner';
import { GOOGLE_PENDING_KEY } from './google-button';

/** Shows 'Login com Google realizado!' once, when the user lands back from Google's consent screen. */
export function useGoogleReturnToast(): void {
  useEffect(() => {
    if (sessionStorage.getItem(GOOGLE_PENDING_KEY) !== '1') return;
    sessionStorage.removeItem(GOOGLE_PENDING_KEY);
    toast.success('Login com Google realizado!', { description: 'Você está autenticado.' });
  }, []);
}
