import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { Tooltip, TooltipContent, TooltipTrigger } from '../../components/ui/tooltip';
import { authClient } from '../../lib/auth-client';
import { translateAuthError } from '../../lib/auth-errors';
import { usePublicConfig } from '../../lib/queries';

export const GOOGLE_DISABLED_TEXT = 'Login com Google não configurado neste servidor.';
/** Set before leaving for Google so the dashboard can show the spec's success toast on return. */
export const GOOGLE_PENDING_KEY = 'apura:google-pendente';

function GoogleIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true">
      <path fill="#4285F4" d="M22.56 12.25c0-.78-.07-1.53-.2-2.25H12v4.26h5.92a5.06 5.06 0 0 1-2.2 3.32v2.76h3.57c2.08-1.92 3.27-4.74 3.27-8.09z" />
      <path fill="#34A853" d="M12 23c2.97 0 5.46-.98 7.28-2.66l-3.57-2.76c-.98.66-2.23 1.06-3.71 1.06-2.86 0-5.29-1.93-6.16-4.53H2.18v2.84A11 11 0 0 0 12 23z" />
      <path fill="#FBBC05" d="M5.84 14.11A6.6 6.6 0 0 1 5.5 12c0-.73.13-1.44.34-2.11V7.05H2.18A11 11 0 0 0 1 12c0 1.78.43 3.46 1.18 4.95l3.66-2.84z" />
      <path fill="#EA4335" d="M12 5.38c1.62 0 3.06.56 4.21 1.64l3.15-3.15C17.45 2.09 14.97 1 12 1A11 11 0 0 0 2.18 7.05l3.66 2.84C6.71 7.31 9.14 5.38 12 5.38z" />
    </svg>
  );
}

type Props = { label: string; next: string; busy: boolean; setBusy: (busy: boolean) => void };

/**
 * 'Entrar com Google' / 'Cadastrar com Google'. Starts the OAuth redirect when the server has Google
 * configured; otherwise it is disabled and says why (never a dead button).
 */
export function GoogleButton({ label, next, busy, setBusy }: Props) {
  const { data: config, isPending } = usePublicConfig();
  const enabled = config?.googleEnabled === true;

  async function start() {
    setBusy(true);
    sessionStorage.setItem(GOOGLE_PENDING_KEY, '1');
    const { error } = await authClient.signIn.social({
      provider: 'google',
      callbackURL: next,
      newUserCallbackURL: next,
      errorCallbackURL: '/login',
    });
    // On success the browser is already leaving for Google; only failures come back here.
    if (error) {
      sessionStorage.removeItem(GOOGLE_PENDING_KEY);
      setBusy(false);
      toast.error('Erro ao fazer login com Google', { description: translateAuthError(error) });
    }
  }

  if (enabled) {
    return (
      <Button variant="outline" className="w-full" disabled={busy} onClick={start}>
        <GoogleIcon /> {label}
      </Button>
    );
  }
  return (
    <div className="space-y-1">
      <Tooltip>
        <TooltipTrigger asChild>
          {/* A disabled button swallows pointer events, so the tooltip hangs on a focusable wrapper. */}
          <span tabIndex={0} className="block rounded-md" aria-describedby="google-indisponivel">
            <Button variant="outline" className="w-full" disabled>
              <GoogleIcon /> {label}
            </Button>
          </span>
        </TooltipTrigger>
        <TooltipContent>{GOOGLE_DISABLED_TEXT}</TooltipContent>
      </Tooltip>
      {!isPending && (
        <p id="google-indisponivel" className="text-center text-xs text-muted-foreground">
          {GOOGLE_DISABLED_TEXT}
        </p>
      )}
    </div>
  );
}
