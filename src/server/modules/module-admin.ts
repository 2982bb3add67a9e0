import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../context';
import { modules, moduleVersions } from '../db/schema';
import { AppError, notFound } from '../http/errors';
import { recordAudit } from '../audit/record-audit';

const status = z.enum(['active', 'development', 'inactive'], { error: 'Status inválido (ativo, em desenvolvimento ou inativo)' });
const version = z.string().trim().regex(/^\d{1,4}\.\d{1,4}\.\d{1,4}$/, 'Versão inválida: use o formato 1.2.3');
const name = z.string().trim().min(1, 'Informe o nome').max(80, 'Nome longo demais (máx. 80 caracteres)');
const description = z.string().trim().max(500, 'Descrição longa demais (máx. 500 caracteres)');

export const editModuleSchema = z.object({ name, description, status });
export const bumpModuleSchema = z.object({ version, note: z.string().trim().min(3, 'Descreva o que mudou nesta versão').max(1000, 'Nota longa demais (máx. 1000 caracteres)') });
export const createModuleSchema = z.object({
  id: z.string().trim().toLowerCase().regex(/^[a-z0-9][a-z0-9-]{1,39}$/, 'Identificador inválido: use letras minúsculas, números e hífens (2 a 40)'),
  name,
  description: description.default(''),
  status: status.default('development'),
  version: version.default('0.1.0'),
});

type ModuleRow = typeof modules.$inferSelect;
const snapshot = (m: ModuleRow) => ({ name: m.name, description: m.description, status: m.status, version: m.version });

async function findModule(ctx: AppContext, id: string): Promise<ModuleRow> {
  const [m] = await ctx.db.select().from(modules).where(eq(modules.id, id));
  if (!m) throw notFound('Módulo não encontrado.');
  return m;
}

/** 1.10.0 > 1.9.9: compared as numbers, part by part. */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < 3; i++) if ((pa[i] ?? 0) !== (pb[i] ?? 0)) return (pa[i] ?? 0) - (pb[i] ?? 0);
  return 0;
}

export async function editModule(ctx: AppContext, actor: { id: string }, id: string, input: z.infer<typeof editModuleSchema>): Promise<ModuleRow> {
  const before = await findModule(ctx, id);
  const [after] = await ctx.db.update(modules).set({ ...input, updatedAt: new Date() }).where(eq(modules.id, id)).returning();
  await recordAudit(ctx.db, { userId: actor.id, action: 'admin_modulo_editado', module: id, details: `Editou o módulo ${before.name}`, before: snapshot(before), after: snapshot(after!) });
  return after!;
}

/** 'Atualizar': a new, higher version with a note, kept in the version history. */
export async function bumpModuleVersion(ctx: AppContext, actor: { id: string }, id: string, input: z.infer<typeof bumpModuleSchema>): Promise<ModuleRow> {
  const before = await findModule(ctx, id);
  if (compareVersions(input.version, before.version) <= 0) {
    throw new AppError(400, 'VERSAO_INVALIDA', `A nova versão deve ser maior que a atual (${before.version}).`);
  }
  const after = await ctx.db.transaction(async (tx) => {
    const [m] = await tx.update(modules).set({ version: input.version, updatedAt: new Date() }).where(eq(modules.id, id)).returning();
    await tx.insert(moduleVersions).values({ moduleId: id, version: input.version, note: input.note, createdBy: actor.id });
    return m!;
  });
  await recordAudit(ctx.db, { userId: actor.id, action: 'admin_modulo_atualizado', module: id, details: `Atualizou ${before.name} para ${input.version}: ${input.note}`, before: snapshot(before), after: snapshot(after) });
  return after;
}

/** 'Adicionar novo módulo': metadata only (its pages and checks are code, shipped separately). */
export async function createModule(ctx: AppContext, actor: { id: string }, input: z.infer<typeof createModuleSchema>): Promise<ModuleRow> {
  const created = await ctx.db.transaction(async (tx) => {
    const [m] = await tx.insert(modules).values({ ...input, sortOrder: 100 }).onConflictDoNothing().returning();
    if (!m) throw new AppError(409, 'MODULO_EXISTENTE', 'Já existe um módulo com este identificador.');
    await tx.insert(moduleVersions).values({ moduleId: m.id, version: m.version, note: 'Versão inicial', createdBy: actor.id });
    return m;
  });
  await recordAudit(ctx.db, { userId: actor.id, action: 'admin_modulo_criado', module: created.id, details: `Adicionou o módulo ${created.name}`, after: snapshot(created) });
  return created;
}

export async function moduleHistory(ctx: AppContext, id: string) {
  await findModule(ctx, id);
  return ctx.db.select().from(moduleVersions).where(eq(moduleVersions.moduleId, id)).orderBy(desc(moduleVersions.createdAt));
}
