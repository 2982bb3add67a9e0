import type { FastifyInstance } from 'fastify';
import { z, ZodError } from 'zod';
import type { AppContext } from '../context';
import { safeUrl } from '../logger';
import { AppError } from './errors';

// Zod's own messages (a schema without a custom one) in pt-BR too.
z.config(z.locales.ptBR());

/** Maps every failure to `{ erro, codigo }` in pt-BR; unexpected errors are logged, never shown. */
export function installErrorHandling(app: FastifyInstance, ctx: AppContext): void {
  app.setErrorHandler((err, req, reply) => {
    if (err instanceof AppError) {
      return reply.status(err.status).send({ erro: err.message, codigo: err.codigo, ...err.extra });
    }
    if (err instanceof ZodError) {
      // The message is shown as-is on screen: schemas write it in pt-BR naming the field; the field's
      // code name goes apart, for API clients.
      const first = err.issues[0];
      const campo = first?.path.join('.') ?? '';
      return reply.status(400).send({ erro: first?.message ?? 'Dados inválidos.', codigo: 'DADOS_INVALIDOS', ...(campo ? { campo } : {}) });
    }
    const e = err as { code?: string; statusCode?: number; message?: string };
    if (e.code === 'FST_REQ_FILE_TOO_LARGE' || e.code === 'FST_FILES_LIMIT' || e.statusCode === 413) {
      return reply.status(413).send({ erro: 'Arquivo muito grande para este envio.', codigo: 'ARQUIVO_GRANDE' });
    }
    if (e.code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
      return reply.status(400).send({ erro: 'Envie o arquivo como formulário (multipart/form-data).', codigo: 'DADOS_INVALIDOS' });
    }
    if (e.statusCode === 429) {
      return reply.status(429).send({ erro: 'Muitas tentativas. Aguarde um minuto e tente novamente.', codigo: 'LIMITE' });
    }
    if (e.statusCode && e.statusCode >= 400 && e.statusCode < 500) {
      return reply.status(e.statusCode).send({ erro: 'Requisição inválida.', codigo: 'REQUISICAO_INVALIDA' });
    }
    ctx.log.error({ err, url: safeUrl(req.url) }, 'erro inesperado');
    return reply.status(500).send({ erro: 'Erro interno. Tente novamente em instantes.', codigo: 'ERRO_INTERNO' });
  });
}
