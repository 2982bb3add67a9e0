import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PERSONAL } from '../office/office-roles';
import { z } from 'zod';
import type { AppContext } from '../context';
import { user } from '../db/schema';
import { badRequest, notFound } from '../http/errors';
import { viewerOf } from '../http/route-auth';
import { AVATAR_MAX_BYTES, toAvatar, tooLarge } from './avatar-image';

const avatarKey = (userId: string) => `users/${userId}/perfil/avatar.webp`;
const userParam = z.object({ userId: z.string().min(1).max(100) });

export function registerAvatarRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/api/profile/avatar', { config: PERSONAL }, async (req) => {
    const v = viewerOf(req);
    if (!req.isMultipart()) throw badRequest('Envie a foto como arquivo (multipart/form-data).');
    const file = await req.file({ limits: { fileSize: AVATAR_MAX_BYTES, files: 1 } });
    if (!file) throw badRequest('Nenhuma foto enviada.');
    let buf: Buffer;
    try {
      buf = await file.toBuffer();
    } catch (err) {
      if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
      throw err;
    }
    if (file.file.truncated) throw tooLarge();
    const webp = await toAvatar(buf);
    await ctx.storage.put(avatarKey(v.id), webp);
    // The version query makes browsers fetch the new picture instead of a cached one.
    const image = `/api/profile/avatar/${encodeURIComponent(v.id)}?v=${Date.now()}`;
    await ctx.db.update(user).set({ image, updatedAt: new Date() }).where(eq(user.id, v.id));
    return { image };
  });

  app.get('/api/profile/avatar/:userId', async (req, reply) => {
    const v = viewerOf(req);
    const { userId } = userParam.parse(req.params);
    // Other users' pictures answer 404 like missing ones: no way to probe who has a photo.
    if (userId !== v.id && v.role !== 'admin') throw notFound('Foto não encontrada.');
    const key = avatarKey(userId);
    if ((await ctx.storage.size(key)) === null) throw notFound('Foto não encontrada.');
    reply.header('content-type', 'image/webp');
    reply.header('cache-control', 'private, max-age=86400');
    return reply.send(await ctx.storage.get(key));
  });

  app.delete('/api/profile/avatar', { config: PERSONAL }, async (req) => {
    const v = viewerOf(req);
    await ctx.storage.deletePrefix(`users/${v.id}/perfil/`);
    await ctx.db.update(user).set({ image: null, updatedAt: new Date() }).where(eq(user.id, v.id));
    return { image: null };
  });
}

