import { Toaster as Sonner } from 'sonner';

// Toasts: rich colours so the destructive (error) toasts of spec §8 read as errors at a glance.
export function Toaster() {
  return <Sonner position="top-right" richColors closeButton duration={5000} />;
}
