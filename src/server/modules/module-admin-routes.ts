import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context';
import { viewerOf } from '../http/route-auth';
import { bumpModuleSchema, bumpModuleVersion, createModule, createModuleSchema, editModule, editModuleSchema, moduleHistory } from './module-admin';
import { listModules } from './modules';

const idParams = z.object({ id: z.string().min(1).max(60) });

type ModuleRow = Awaited<ReturnType<typeof listModules>>[number];
const view = (m: ModuleRow) => ({
  id: m.id,
  name: m.name,
  description: m.description,
  status: m.status,
  version: m.version,
  updatedAt: m.updatedAt.toISOString(),
});

/** /admin/modulos: every module, inactive ones included (GET /api/modules hides them from users). */
export function registerModuleAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/admin/modulos', async () => (await listModules(ctx.db, { includeInactive: true })).map(view));

  app.post('/api/admin/modulos', async (req, reply) => {
    const m = await createModule(ctx, viewerOf(req), createModuleSchema.parse(req.body));
    return reply.status(201).send(view(m));
  });

  app.patch('/api/admin/modulos/:id', async (req) => {
    const { id } = idParams.parse(req.params);
    return view(await editModule(ctx, viewerOf(req), id, editModuleSchema.parse(req.body)));
  });

  app.post('/api/admin/modulos/:id/versoes', async (req) => {
    const { id } = idParams.parse(req.params);
    return view(await bumpModuleVersion(ctx, viewerOf(req), id, bumpModuleSchema.parse(req.body)));
  });

  app.get('/api/admin/modulos/:id/versoes', async (req) => {
    const { id } = idParams.parse(req.params);
    const rows = await moduleHistory(ctx, id);
    return rows.map((v) => ({ id: v.id, version: v.version, note: v.note, createdAt: v.createdAt.toISOString() }));
  });
}
