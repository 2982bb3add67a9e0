import { randomUUID } from 'node:crypto';
import { and, count, eq, inArray, isNull, ne, or } from 'drizzle-orm';
import type { AppContext } from '../context';
import { account, activities, auditLog, checks, creditLedger, creditPurchaseRequests, member, ncmOfficeDecisions, organization, user, verification } from '../db/schema';
import { checkStoragePrefix, DELETED_MEMBER_ID } from '../checks/check-storage';
import { officeStoragePrefix } from '../office/office-logo';
import { AppError } from '../http/errors';

/**
 * What survives an account deletion, and why (also shown in the confirmation dialog):
 * - the credit ledger (what was granted, bought and consumed) and approved purchase requests: the
 *   commercial/tax record of what was sold;
 * - the audit log (security record).
 * Both are re-keyed to a random pseudonym and stripped of name and e-mail, so they no longer point to the person.
 * - the checks the person ran for a shared office (one they joined by invitation), with their files: they are
 *   the office's work. They keep no link to the person (user_id becomes null: "Conta excluída").
 * Everything else goes: profile, sessions, sign-in methods, API tokens, the personal office's checks, ERP
 * credentials and runs (database cascades), the personal office's activity entries, and the stored files.
 */
export async function deleteAccount(ctx: AppContext, userId: string, confirmation: { password?: string; email?: string }): Promise<void> {
  const [u] = await ctx.db.select({ id: user.id, email: user.email, role: user.role }).from(user).where(eq(user.id, userId));
  if (!u) throw new AppError(404, 'NAO_ENCONTRADO', 'Conta não encontrada.');
  await confirmIdentity(ctx, u, confirmation);
  if (u.role === 'admin') {
    // Nobody could approve purchases or manage users any more.
    const [admins] = await ctx.db.select({ n: count() }).from(user).where(eq(user.role, 'admin'));
    if (Number(admins?.n ?? 0) <= 1) {
      throw new AppError(409, 'ULTIMO_ADMIN', 'Você é o único administrador. Promova outra pessoa a administrador antes de excluir a sua conta.');
    }
  }

  // The titular of a team would leave its members without an office to work in (ADR 016).
  const [team] = await ctx.db
    .select({ n: count() })
    .from(member)
    .where(and(inArray(member.organizationId, ctx.db.select({ id: member.organizationId }).from(member).where(and(eq(member.userId, userId), eq(member.role, 'titular')))), ne(member.userId, userId)));
  if (Number(team?.n ?? 0) > 0) {
    throw new AppError(409, 'ESCRITORIO_COM_EQUIPE', 'Você é titular de um escritório com outros membros. Remova os membros na página Escritório antes de excluir a sua conta.');
  }

  // A check still running would finish (or be refunded) for nobody: the person waits for it.
  const [open] = await ctx.db.select({ n: count() }).from(checks).where(and(eq(checks.userId, userId), inArray(checks.status, ['aguardando', 'processando'])));
  if (Number(open?.n ?? 0) > 0) {
    throw new AppError(409, 'VERIFICACAO_EM_ANDAMENTO', 'Há uma conferência sua em andamento. Aguarde o fim dela para excluir a conta.');
  }
  const mine = await ctx.db
    .select({ id: checks.id, officeId: checks.officeId, userId: checks.userId, inputKeys: checks.inputKeys, resultKey: checks.resultKey })
    .from(checks)
    .where(eq(checks.userId, userId));
  const personal = mine.filter((c) => c.officeId === userId);
  const keptForOffices = mine.length - personal.length;

  const pseudonym = `excluido-${randomUUID()}`;
  await ctx.db.transaction(async (tx) => {
    await tx.delete(checks).where(eq(checks.officeId, userId));
    await tx.update(creditLedger).set({ userId: pseudonym }).where(eq(creditLedger.userId, userId));
    // The one-person office's id is the user's id: re-key it too, or the ledger would still point to the person.
    await tx.update(creditLedger).set({ officeId: pseudonym }).where(eq(creditLedger.officeId, userId));
    await tx.update(creditPurchaseRequests).set({ officeId: pseudonym }).where(eq(creditPurchaseRequests.officeId, userId));
    await tx.delete(creditPurchaseRequests).where(and(eq(creditPurchaseRequests.userId, userId), ne(creditPurchaseRequests.status, 'aprovado')));
    await tx.update(creditPurchaseRequests).set({ userId: pseudonym, note: null }).where(eq(creditPurchaseRequests.userId, userId));
    await tx.update(auditLog).set({ userId: pseudonym, userName: null, userEmail: null, ip: null }).where(eq(auditLog.userId, userId));
    // Failed sign-ins with this e-mail were logged before an id was known.
    await tx.update(auditLog).set({ userEmail: null, ip: null }).where(eq(auditLog.userEmail, u.email));
    // The personal office's entries and the person's own (sign-ins, no office) go with the account.
    await tx.delete(activities).where(or(eq(activities.officeId, userId), and(eq(activities.userId, userId), isNull(activities.officeId))));
    // A shared office's feed keeps its entries ("Conferência concluída"), no longer pointing to the person.
    await tx.update(activities).set({ userId: DELETED_MEMBER_ID }).where(eq(activities.userId, userId));
    // The one-person office (id = the user's id) and its NCM catalogue go with the account.
    await tx.delete(ncmOfficeDecisions).where(eq(ncmOfficeDecisions.officeId, userId));
    // Pending password-reset tokens (better-auth keeps the user id as the value).
    await tx.delete(verification).where(eq(verification.value, userId));
    await tx.delete(organization).where(eq(organization.id, userId));
    await tx.delete(user).where(eq(user.id, userId));
    await tx.insert(auditLog).values({ userId: pseudonym, action: 'conta_excluida', details: 'Conta excluída pelo próprio usuário' });
  });
  if (keptForOffices === 0) {
    await ctx.storage.deletePrefix(`users/${userId}/`);
  } else {
    // Everything of the person's but the kept checks' folders (and their Omie corrections).
    for (const c of personal) {
      await ctx.storage.deletePrefix(`${checkStoragePrefix(c)}/`);
      await ctx.storage.deletePrefix(`users/${userId}/analista-pro/ncm/${c.id}/`);
    }
    for (const folder of ['perfil', 'analista-pro/xmls', 'analista-pro/execucoes']) await ctx.storage.deletePrefix(`users/${userId}/${folder}/`);
  }
  await ctx.storage.deletePrefix(officeStoragePrefix(userId));
}

async function confirmIdentity(ctx: AppContext, u: { id: string; email: string }, c: { password?: string; email?: string }): Promise<void> {
  const [cred] = await ctx.db
    .select({ password: account.password })
    .from(account)
    .where(and(eq(account.userId, u.id), inArray(account.providerId, ['credential'])));
  if (cred?.password) {
    const authCtx = await ctx.auth.$context;
    const ok = c.password ? await authCtx.password.verify({ hash: cred.password, password: c.password }) : false;
    if (!ok) throw new AppError(403, 'SENHA_INCORRETA', 'Senha incorreta. A conta não foi excluída.');
    return;
  }
  // Accounts that only sign in with Google have no password: typing the e-mail confirms instead.
  if ((c.email ?? '').trim().toLowerCase() !== u.email.toLowerCase()) {
    throw new AppError(403, 'CONFIRMACAO_INVALIDA', 'Digite o seu e-mail para confirmar. A conta não foi excluída.');
  }
}
