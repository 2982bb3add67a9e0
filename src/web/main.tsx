import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ApiError } from './lib/api-client';
import { handleSessionExpired } from './lib/session-expired';
import { installPtBrValidation } from './lib/native-validation';
import { Toaster } from './components/ui/sonner';
import { TooltipProvider } from './components/ui/tooltip';
import { router } from './router';
import './styles.css';

const queryClient: QueryClient = new QueryClient({
  queryCache: new QueryCache({ onError: (error) => handleSessionExpired(queryClient, error) }),
  mutationCache: new MutationCache({ onError: (error) => handleSessionExpired(queryClient, error) }),
  defaultOptions: {
    queries: {
      // 4xx answers are final (no session, no permission, bad input); retry only network/5xx once.
      retry: (failureCount, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 1,
      refetchOnWindowFocus: false,
    },
  },
});

installPtBrValidation(document);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <TooltipProvider delayDuration={200}>
        <RouterProvider router={router} />
        <Toaster />
      </TooltipProvider>
    </QueryClientProvider>
  </StrictMode>,
);
