/** Spec §3/§5: name falls back to the e-mail's local part, then to 'Usuário'. */
export function displayName(name: string | null | undefined, email: string | null | undefined): string {
  const trimmed = (name ?? '').trim();
  if (trimmed) return trimmed.slice(0, 120);
  const local = (email ?? '').split('@')[0]?.trim();
  return local ? local.slice(0, 120) : 'Usuário';
}
