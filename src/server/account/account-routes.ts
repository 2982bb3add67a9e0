import type { FastifyInstance } from 'fastify';
import { PERSONAL } from '../office/office-roles';
import { z } from 'zod';
import type { AppContext } from '../context';
import { viewerOf } from '../http/route-auth';
import { registerAvatarRoutes } from './avatar-routes';
import { deleteAccount } from './delete-account';
import { registerProfileRoutes } from './profile-routes';
import { registerTokenRoutes } from './token-routes';

const deleteBody = z.object({
  password: z.string().max(200).optional(),
  email: z.string().max(320).optional(),
});

/** Perfil, Configurações: profile, avatar, preferences, personal API tokens, account deletion. */
export function registerAccountRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerProfileRoutes(app, ctx);
  registerAvatarRoutes(app, ctx);
  registerTokenRoutes(app, ctx);

  // Session only (never a token): deleting an account is for the person at the keyboard.
  app.post('/api/account/delete', { config: PERSONAL }, async (req, reply) => {
    const v = viewerOf(req);
    await deleteAccount(ctx, v.id, deleteBody.parse(req.body ?? {}));
    // The session rows are gone with the user; expire the browser's cookies too.
    for (const name of ['better-auth.session_token', '__Secure-better-auth.session_token', 'better-auth.session_data', '__Secure-better-auth.session_data']) {
      reply.clearCookie(name, { path: '/' });
    }
    return { ok: true };
  });
}
