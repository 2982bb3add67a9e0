import { z } from 'zod';
import { isValidCnpj } from '../../../fiscal/sped/br-docs';

/** 'sistema dominio' is how the seed's form names Domínio (spec §3); the API accepts both spellings. */
export const sistemaSchema = z
  .string({ error: 'Escolha o sistema contábil.' })
  .transform((s) => s.trim().toLowerCase().replace(/^sistema\s+/, '').normalize('NFD').replace(/\p{M}/gu, ''))
  .pipe(z.enum(['dominio', 'omie', 'contimatic'], { error: 'Sistema contábil inválido: escolha Domínio, Omie ou Contimatic.' }));

const text = (max: number, label: string) => z.string({ error: `${label} inválido.` }).trim().max(max, `${label}: no máximo ${max} caracteres.`);
const opt = (max: number, label: string) => text(max, label).optional().transform((v) => (v === '' ? undefined : v));

export const cnpjSchema = z
  .string({ error: 'Informe o CNPJ.' })
  .transform((s) => s.replace(/\D/g, ''))
  .refine((d) => isValidCnpj(d), 'CNPJ inválido: confira os dígitos verificadores.');

const integracaoSchema = z.object({
  cnpj: cnpjSchema,
  /** Empty on an edit keeps the stored key for that CNPJ. */
  integration_key: opt(500, 'Chave de integração'),
});

const omieChaveSchema = z.object({
  rotulo: opt(120, 'Nome da empresa'),
  app_key: opt(100, 'app_key'),
  app_secret: opt(200, 'app_secret'),
});

/** The credentials form of spec §3 plus the per-system fields of issue 7. `usuario_id` is ignored: the owner is the session. */
export const credentialFormSchema = z.object({
  sistema: sistemaSchema,
  tipo: z.enum(['web', 'desktop'], { error: 'Escolha o tipo de acesso (web ou desktop).' }).default('web'),
  email: opt(254, 'E-mail'),
  senha_web: opt(500, 'Senha web'),
  usuario: opt(200, 'Usuário'),
  senha: opt(500, 'Senha'),
  client_id: opt(300, 'Client ID do Onvio'),
  client_secret: opt(500, 'Client secret do Onvio'),
  integracoes: z.array(integracaoSchema).max(500, 'No máximo 500 chaves de integração.').optional(),
  app_key: opt(100, 'app_key'),
  app_secret: opt(200, 'app_secret'),
  chaves: z.array(omieChaveSchema).max(500, 'No máximo 500 empresas por envio.').optional(),
  rotulo: opt(120, 'Nome'),
  usuario_id: z.unknown().optional(),
  salvar: z.unknown().optional(),
  autoriza: z.unknown().optional(),
});
export type CredentialForm = z.infer<typeof credentialFormSchema>;

export type Sistema = z.infer<typeof sistemaSchema>;

/** One credential ready to seal: the secret payload and the plain columns next to it. */
export interface CredentialDraft {
  system: Sistema;
  tipo: 'web' | 'desktop';
  label: string;
  secret: Record<string, unknown>;
}

const emailRe = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function need(cond: unknown, msg: string, errors: string[]): void {
  if (!cond) errors.push(msg);
}

/**
 * Spec §5: usuario + senha (Contimatic), plus email + senha_web when tipo is web; Omie needs app_key +
 * app_secret per company; Domínio, its Onvio integration (dominioSecret). `existing` (edit) fills what the user left blank.
 */
export function draftsFromForm(f: CredentialForm, existing?: Record<string, unknown>): { drafts: CredentialDraft[]; errors: string[] } {
  const errors: string[] = [];
  const keep = (k: string, v: string | undefined) => v ?? (typeof existing?.[k] === 'string' ? (existing[k] as string) : undefined);
  if (f.sistema === 'omie') {
    // One pair per company: `chaves` on creation (several at once), or the top-level fields (one; edits).
    const list = f.chaves && f.chaves.length > 0 ? f.chaves : f.app_key || f.app_secret || existing ? [{ rotulo: f.rotulo, app_key: f.app_key, app_secret: f.app_secret }] : [];
    need(list.length > 0, 'Informe o app_key e o app_secret de pelo menos uma empresa do Omie.', errors);
    const drafts: CredentialDraft[] = [];
    list.forEach((c, i) => {
      const app_key = keep('app_key', c.app_key);
      const app_secret = keep('app_secret', c.app_secret);
      const n = list.length > 1 ? ` (empresa ${i + 1})` : '';
      need(app_key, `Informe o app_key do Omie${n}.`, errors);
      need(app_secret, `Informe o app_secret do Omie${n}.`, errors);
      drafts.push({ system: 'omie', tipo: f.tipo, label: c.rotulo ?? f.rotulo ?? '', secret: { app_key, app_secret } });
    });
    return { drafts, errors };
  }
  if (f.sistema === 'dominio') return { drafts: [{ system: 'dominio', tipo: f.tipo, label: f.rotulo ?? '', secret: dominioSecret(f, existing, errors) }], errors };
  const usuario = keep('usuario', f.usuario);
  const senha = keep('senha', f.senha);
  need(usuario, 'Informe o usuário.', errors);
  need(senha, 'Informe a senha.', errors);
  const secret: Record<string, unknown> = { usuario, senha };
  if (f.tipo === 'web') {
    const email = keep('email', f.email);
    const senhaWeb = keep('senha_web', f.senha_web);
    need(email, 'Informe o e-mail de acesso web.', errors);
    if (email) need(emailRe.test(email), 'E-mail de acesso web inválido.', errors);
    need(senhaWeb, 'Informe a senha web.', errors);
    secret.email = email;
    secret.senha_web = senhaWeb;
  }
  return { drafts: [{ system: f.sistema, tipo: f.tipo, label: f.rotulo ?? '', secret }], errors };
}

/**
 * Domínio is reached only through the Onvio integration API (the connector uses nothing else; issue 18), so the
 * Client ID, the Client secret and one integration key per company are required. Its usuário/senha/e-mail/senha
 * web would need screen automation, which Apura does not do: they are not asked for and, if a form sends them
 * (the seed form of spec §3 does), not stored — a secret nothing uses is only a liability.
 */
function dominioSecret(f: CredentialForm, existing: Record<string, unknown> | undefined, errors: string[]): Record<string, unknown> {
  const keep = (k: string, v: string | undefined) => v ?? (typeof existing?.[k] === 'string' ? (existing[k] as string) : undefined);
  const clientId = keep('client_id', f.client_id);
  const clientSecret = keep('client_secret', f.client_secret);
  const old = Array.isArray(existing?.integracoes) ? (existing.integracoes as { cnpj: string; integration_key: string }[]) : [];
  const list = f.integracoes ?? old;
  const onvio = 'O Domínio é acessado só pela integração Onvio (usuário e senha exigiriam automação de tela, que o Apura não faz)';
  need(clientId, `${onvio}: informe o Client ID da integração.`, errors);
  need(clientSecret, `${onvio}: informe o Client secret da integração.`, errors);
  need(list.length > 0, `${onvio}: informe o CNPJ e a chave de integração de pelo menos uma empresa.`, errors);
  const seen = new Set<string>();
  const integracoes = list.map((it) => {
    if (seen.has(it.cnpj)) errors.push(`CNPJ ${it.cnpj} repetido nas chaves de integração.`);
    seen.add(it.cnpj);
    const key = it.integration_key ?? old.find((o) => o.cnpj === it.cnpj)?.integration_key;
    need(key, `Informe a chave de integração do CNPJ ${it.cnpj}.`, errors);
    return { cnpj: it.cnpj, integration_key: key };
  });
  return { client_id: clientId, client_secret: clientSecret, integracoes };
}
