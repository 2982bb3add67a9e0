/**
 * The in-app path to return to after sign-in (`/login?next=/dashboard/perfil`). Only same-origin
 * absolute paths are accepted so the parameter cannot be used as an open redirect.
 */
export function safeNext(raw: string | null | undefined, fallback = '/dashboard'): string {
  if (!raw) return fallback;
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return fallback;
  if (/^\/(login|recuperar-senha|redefinir-senha)(\/|\?|$)/.test(raw)) return fallback;
  return raw;
}

/** `/login?next=…` for a protected location the visitor tried to open. */
export function loginUrlFor(pathWithSearch: string): string {
  return `/login?next=${encodeURIComponent(pathWithSearch)}`;
}
