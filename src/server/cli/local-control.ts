import { randomBytes, timingSafeEqual } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { AppError, forbidden } from '../http/errors';
import { adminCommandSchema, runAdminCommand } from './admin-commands';

/** Written by a running server so `npm run admin` can reach it instead of opening PGlite twice. */
export const SERVER_FILE = 'server.json';

export function registerLocalControl(app: FastifyInstance, ctx: AppContext): { announce(port: number): void; withdraw(): void } {
  const token = randomBytes(32).toString('base64url');
  const file = path.join(ctx.env.DATA_DIR, SERVER_FILE);
  app.post('/api/interno/admin', { config: { auth: 'public' } }, async (req) => {
    const given = Buffer.from(String(req.headers['x-apura-local-token'] ?? ''));
    const expected = Buffer.from(token);
    // The socket's address, not req.ip: with TRUST_PROXY a client could claim 127.0.0.1 in X-Forwarded-For.
    const peer = req.socket.remoteAddress;
    const loopback = peer === '127.0.0.1' || peer === '::1' || peer === '::ffff:127.0.0.1';
    if (!loopback || given.length !== expected.length || !timingSafeEqual(given, expected)) throw forbidden();
    const r = await runAdminCommand(ctx.db, adminCommandSchema.parse(req.body));
    if (!r.ok) throw new AppError(404, 'NAO_ENCONTRADO', r.mensagem);
    return { mensagem: r.mensagem };
  });
  return {
    announce(port) {
      writeFileSync(file, JSON.stringify({ port, token, pid: process.pid }), { mode: 0o600 });
    },
    withdraw() {
      rmSync(file, { force: true });
    },
  };
}
