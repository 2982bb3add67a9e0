import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { REPO_ROOT } from '../env';

const WEB_DIR = path.join(REPO_ROOT, 'dist', 'web');

/** Client-side routes; anything else gets the SPA with HTTP 404 so the 404 page is honest to crawlers and tools. */
const SPA_ROUTES = [/^\/$/, /^\/(solucoes|login|recuperar-senha|redefinir-senha|verificar-email|termos|privacidade|acesso-negado)\/?$/, /^\/dashboard(\/.*)?$/, /^\/admin(\/.*)?$/];

export async function registerStatic(app: FastifyInstance): Promise<void> {
  const indexFile = path.join(WEB_DIR, 'index.html');
  const hasWeb = existsSync(indexFile);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: WEB_DIR,
      index: false,
      // A wildcard route serves files built after start-up too (a rebuild changes the hashed names).
      wildcard: true,
      setHeaders(res, file) {
        if (file.includes(`${path.sep}assets${path.sep}`)) res.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }
  const sendIndex = (status: number, reply: import('fastify').FastifyReply) =>
    reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(readFileSync(indexFile));
  // '/' is a directory for the static plugin (403); it is the landing page for us.
  if (hasWeb) app.get('/', { config: { auth: 'public' } }, (_req, reply) => sendIndex(200, reply));
  app.setNotFoundHandler((req, reply) => {
    const pathname = req.url.split('?')[0] ?? '/';
    if (pathname.startsWith('/api/') || req.method !== 'GET') {
      return reply.status(404).send({ erro: 'Rota não encontrada.', codigo: 'NAO_ENCONTRADO' });
    }
    if (!hasWeb) {
      return reply.status(503).type('text/plain; charset=utf-8').send('Interface web não compilada: rode `npm run build`.');
    }
    return sendIndex(SPA_ROUTES.some((r) => r.test(pathname)) ? 200 : 404, reply);
  });
}
