import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PERSONAL } from '../office/office-roles';
import { z } from 'zod';
import { recordAudit } from '../audit/record-audit';
import { displayName } from '../auth/display-name';
import type { AppContext } from '../context';
import { user } from '../db/schema';
import { notFound } from '../http/errors';
import { viewerOf } from '../http/route-auth';
import { normalizePhoneBR } from './phone';

const profileBody = z.object({
  name: z.string({ error: 'Informe o nome completo.' }).max(120, 'O nome pode ter no máximo 120 caracteres.'),
  phone: z
    .string()
    .max(30, 'Telefone inválido.')
    .optional()
    .transform((v, c) => {
      // Absent = keep the saved phone; '' = clear it.
      if (v === undefined) return undefined;
      const n = normalizePhoneBR(v);
      if (n === null) {
        c.addIssue({ code: 'custom', message: 'Telefone inválido. Use DDD + número, por exemplo (11) 98765-4321.' });
        return z.NEVER;
      }
      return n;
    }),
  company: z.string().trim().max(160, 'O nome da empresa pode ter no máximo 160 caracteres.').optional(),
});

const preferencesBody = z.object({ notifyOnCheck: z.boolean({ error: 'Preferência inválida.' }) });

export function registerProfileRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.patch('/api/profile', { config: PERSONAL }, async (req) => {
    const v = viewerOf(req);
    const body = profileBody.parse(req.body ?? {});
    const [before] = await ctx.db.select({ name: user.name, phone: user.phone, company: user.company }).from(user).where(eq(user.id, v.id));
    if (!before) throw notFound('Usuário não encontrado.');
    // Spec §5: an empty name falls back to the e-mail's local part, then 'Usuário'.
    const next = { name: displayName(body.name, v.email), phone: body.phone ?? before.phone, company: body.company ?? before.company };
    await ctx.db.update(user).set({ ...next, updatedAt: new Date() }).where(eq(user.id, v.id));
    await recordAudit(ctx.db, { userId: v.id, action: 'perfil_atualizado', module: 'conta', details: 'Perfil atualizado', before, after: next });
    return next;
  });

  app.patch('/api/profile/preferences', { config: PERSONAL }, async (req) => {
    const v = viewerOf(req);
    const body = preferencesBody.parse(req.body ?? {});
    await ctx.db.update(user).set({ notifyOnCheck: body.notifyOnCheck, updatedAt: new Date() }).where(eq(user.id, v.id));
    return { notifyOnCheck: body.notifyOnCheck };
  });
}
