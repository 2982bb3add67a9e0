/**
 * What an API may say about stored credentials: which fields are set and, for non-secret identifiers only,
 * the last few characters so the user recognises which login is saved. Secrets never leave the server.
 */
export interface MaskedField {
  set: boolean;
  preview: string | null;
}
export type MaskedCredentials = Record<string, MaskedField>;

const BULLETS = '••••';

/**
 * Fields whose tail may be shown. Everything else is treated as a secret (fail closed): a new field added
 * to the wizard stays hidden until someone decides it is an identifier.
 */
const IDENTIFIER_FIELDS = new Set([
  'usuario',
  'usuario_id',
  'login',
  'email',
  'app_key',
  'client_id',
  'cnpj',
  'cpf',
]);
// Non-credential choices (sistema, tipo web/desktop) belong in plain columns next to the blob, not in it.

function tail(value: string): string | null {
  // Never more than 4 chars, and less on short values, so a short login is not almost fully revealed.
  const n = value.length >= 12 ? 4 : value.length >= 6 ? 2 : 0;
  return n === 0 ? null : BULLETS + value.slice(-n);
}

function isSet(v: unknown): boolean {
  if (v === null || v === undefined) return false;
  if (typeof v === 'string') return v.trim() !== '';
  return true;
}

export function maskCredentials(creds: Record<string, unknown> | null | undefined): MaskedCredentials {
  const out: MaskedCredentials = {};
  if (!creds) return out;
  for (const [field, value] of Object.entries(creds)) {
    const set = isSet(value);
    let preview: string | null = null;
    const name = field.toLowerCase();
    if (set && typeof value === 'string' && IDENTIFIER_FIELDS.has(name)) {
      preview = tail(value.trim());
    }
    out[field] = { set, preview };
  }
  return out;
}
