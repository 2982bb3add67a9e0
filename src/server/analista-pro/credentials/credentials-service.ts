import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { recordAudit } from '../../audit/record-audit';
import type { AppContext } from '../../context';
import { companies, erpCredentials } from '../../db/schema';
import { AppError, badRequest, notFound } from '../../http/errors';
import { maskCredentials, type MaskedCredentials } from '../vault/mask';
import { openCredential, sealCredential } from '../vault/vault-service';
import { draftsFromForm, type CredentialDraft, type CredentialForm } from './credential-form';
import type { Actor } from '../../office/actor';

export type CredentialRow = typeof erpCredentials.$inferSelect;

/** What any API may say about a stored credential: never a secret, only which fields are set. */
export interface MaskedCredential {
  id: string;
  sistema: CredentialRow['system'];
  tipo: CredentialRow['tipo'];
  rotulo: string;
  empresa_id: string | null;
  campos: MaskedCredentials;
  /** Domínio: which client companies have an Onvio integration key (CNPJs are not secret; keys are). */
  integracoes: { cnpj: string; chave: { set: boolean; preview: null } }[];
  criado_em: string;
  atualizado_em: string;
}

/** Computed at save time from the plaintext, so listing never has to decrypt anything. */
function fieldsSetOf(secret: Record<string, unknown>): Record<string, unknown> {
  const { integracoes, ...flat } = secret;
  const list = Array.isArray(integracoes) ? (integracoes as { cnpj: string; integration_key?: string }[]) : [];
  return { campos: maskCredentials(flat), integracoes: list.map((i) => ({ cnpj: i.cnpj, chave: { set: Boolean(i.integration_key), preview: null } })) };
}

export function maskRow(r: CredentialRow): MaskedCredential {
  const fs = r.fieldsSet as { campos?: MaskedCredentials; integracoes?: MaskedCredential['integracoes'] };
  return {
    id: r.id,
    sistema: r.system,
    tipo: r.tipo,
    rotulo: r.label,
    empresa_id: r.companyId,
    campos: fs.campos ?? {},
    integracoes: fs.integracoes ?? [],
    criado_em: r.createdAt.toISOString(),
    atualizado_em: r.updatedAt.toISOString(),
  };
}

/** The office's credentials (every member works with the office's ERP access; ADR 016). */
export async function listCredentials(ctx: AppContext, officeId: string): Promise<MaskedCredential[]> {
  const rows = await ctx.db.select().from(erpCredentials).where(eq(erpCredentials.officeId, officeId)).orderBy(asc(erpCredentials.createdAt));
  return rows.map(maskRow);
}

export async function ownedCredential(ctx: AppContext, officeId: string, id: string): Promise<CredentialRow> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) throw notFound('Credencial não encontrada.');
  const [row] = await ctx.db.select().from(erpCredentials).where(and(eq(erpCredentials.id, id), eq(erpCredentials.officeId, officeId)));
  // Another office's answers exactly like a missing one: ids must not be probeable.
  if (!row) throw notFound('Credencial não encontrada.');
  return row;
}

function failIfInvalid(errors: string[]): void {
  if (errors.length > 0) throw badRequest(errors[0]!, { erros: errors });
}

async function insertDraft(ctx: AppContext, actor: Actor, d: CredentialDraft): Promise<CredentialRow> {
  const id = randomUUID();
  const sealed = await sealCredential(ctx, actor.userId, id, d.secret);
  const [row] = await ctx.db
    .insert(erpCredentials)
    .values({ id, userId: actor.userId, officeId: actor.officeId, system: d.system, tipo: d.tipo, label: d.label, encrypted: sealed.encrypted, keyId: sealed.keyId, fieldsSet: fieldsSetOf(d.secret) })
    .returning();
  return row!;
}

export async function createCredentials(ctx: AppContext, actor: Actor, form: CredentialForm, ip: string | null): Promise<MaskedCredential[]> {
  const { userId } = actor;
  const { drafts, errors } = draftsFromForm(form);
  failIfInvalid(errors);
  const out: MaskedCredential[] = [];
  for (const d of drafts) {
    const row = await insertDraft(ctx, actor, d);
    const masked = maskRow(row);
    await recordAudit(ctx.db, { userId, action: 'credencial_criada', module: 'analista-pro', details: `${d.system} (${d.tipo})${d.label ? ` — ${d.label}` : ''}`, after: masked, ip });
    out.push(masked);
  }
  return out;
}

/** Edit: blank fields keep their stored values, so the user never has to retype a password to rename. */
export async function updateCredential(ctx: AppContext, actor: Actor, id: string, form: CredentialForm, ip: string | null): Promise<MaskedCredential> {
  const { userId } = actor;
  const row = await ownedCredential(ctx, actor.officeId, id);
  if (form.sistema !== row.system) throw badRequest('O sistema de uma credencial não pode ser trocado: cadastre uma nova.');
  if (form.sistema === 'omie' && form.chaves && form.chaves.length > 1) throw badRequest('Edite uma empresa do Omie por vez.');
  const existing = await openOrExplain(ctx, row);
  const { drafts, errors } = draftsFromForm({ ...form, chaves: form.chaves?.length === 1 ? form.chaves : undefined }, existing);
  failIfInvalid(errors);
  const d = drafts[0]!;
  // Sealed to the row's owner (the member who created it), whoever edits: opening uses row.userId.
  const sealed = await sealCredential(ctx, row.userId, id, d.secret);
  const [updated] = await ctx.db
    .update(erpCredentials)
    .set({ tipo: d.tipo, label: d.label || row.label, encrypted: sealed.encrypted, keyId: sealed.keyId, fieldsSet: fieldsSetOf(d.secret), updatedAt: new Date() })
    .where(and(eq(erpCredentials.id, id), eq(erpCredentials.officeId, actor.officeId)))
    .returning();
  const masked = maskRow(updated!);
  // Which fields changed, without their values (a changed password shows as changed, never as text).
  const changed = Object.keys({ ...existing, ...d.secret }).filter((k) => JSON.stringify(existing[k]) !== JSON.stringify(d.secret[k]));
  await recordAudit(ctx.db, { userId, action: 'credencial_alterada', module: 'analista-pro', details: `${row.system}: ${changed.length ? `campos alterados: ${changed.join(', ')}` : 'sem alteração de campos'}`, before: maskRow(row), after: masked, ip });
  return masked;
}

export async function deleteCredential(ctx: AppContext, actor: Actor, id: string, ip: string | null): Promise<void> {
  const { userId, officeId } = actor;
  const row = await ownedCredential(ctx, officeId, id);
  await ctx.db.delete(erpCredentials).where(and(eq(erpCredentials.id, id), eq(erpCredentials.officeId, officeId)));
  await ctx.db.update(companies).set({ credentialId: null }).where(and(eq(companies.officeId, officeId), eq(companies.credentialId, id)));
  await recordAudit(ctx.db, { userId, action: 'credencial_removida', module: 'analista-pro', details: `${row.system} (${row.tipo})${row.label ? ` — ${row.label}` : ''}`, before: maskRow(row), ip });
}

/** A blob that does not open (key changed without rotation, tampering) becomes a pt-BR 409, never a 500. */
async function openOrExplain(ctx: AppContext, row: CredentialRow, onFail?: (e: Error) => Promise<void>): Promise<Record<string, unknown>> {
  try {
    return await openCredential(ctx, row.userId, row.id, row.encrypted);
  } catch (e) {
    ctx.log.warn({ credentialId: row.id, err: (e as Error).message }, 'credencial não pôde ser decifrada');
    await onFail?.(e as Error);
    throw new AppError(409, 'CREDENCIAL_ILEGIVEL', 'Não foi possível abrir a credencial guardada (a chave de criptografia mudou?). Cadastre-a novamente ou fale com o administrador.');
  }
}

/**
 * The only way code gets a plaintext credential: each use is written to the audit log with its purpose
 * (never the values). Callers keep the result in memory only.
 */
export async function useCredential(
  ctx: AppContext,
  row: CredentialRow,
  purpose: string,
  ip: string | null = null,
): Promise<Record<string, unknown>> {
  const secret = await openOrExplain(ctx, row, async (e) => {
    await recordAudit(ctx.db, { userId: row.userId, action: 'credencial_uso_falhou', module: 'analista-pro', details: `${row.system}: ${purpose} — ${e.message}`, ip });
  });
  await recordAudit(ctx.db, { userId: row.userId, action: 'credencial_uso', module: 'analista-pro', details: `${row.system}${row.label ? ` (${row.label})` : ''}: ${purpose}`, ip });
  return secret;
}
