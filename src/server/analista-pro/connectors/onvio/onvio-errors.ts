import { ErpError } from '../erp-error';
import { parseRetryAfter } from '../http/backoff';

export type OnvioStep = 'token' | 'activation' | 'batch-send' | 'batch-status';

function messageOf(body: unknown): string | undefined {
  if (typeof body === 'string') return body.slice(0, 300) || undefined;
  if (typeof body !== 'object' || body === null) return undefined;
  const b = body as Record<string, unknown>;
  const m = b.message ?? b.error_description ?? b.error ?? b.title;
  return typeof m === 'string' ? m : undefined;
}

/** HTTP failure of the Onvio API → one ErpError with a pt-BR message saying what the office should do. */
export function classifyOnvioFailure(step: OnvioStep, status: number, body: unknown, retryAfter: string | null): ErpError {
  const detail = messageOf(body);
  const base = { detail, httpStatus: status };
  if (status === 401 || status === 403) {
    if (step === 'token') {
      return new ErpError('AUTH', 'O Onvio recusou as credenciais de API do Apura (client_id/client_secret). Avise o suporte do Apura.', base);
    }
    return new ErpError(
      'AUTH',
      'O Onvio recusou o acesso: a chave de integração não está ativada ou foi revogada no Domínio. Gere uma nova chave no Domínio e cadastre-a de novo.',
      base,
    );
  }
  if (status === 404) {
    if (step === 'activation') {
      return new ErpError('NOT_FOUND', 'Chave de integração não encontrada no Domínio. Confira a chave gerada no Domínio para esta empresa.', base);
    }
    if (step === 'batch-status') return new ErpError('NOT_FOUND', 'Lote de XML não encontrado no Onvio.', base);
    return new ErpError('UNAVAILABLE', 'Endereço da API do Onvio não encontrado (HTTP 404). Confira a URL configurada.', base);
  }
  if (status === 429) {
    return new ErpError('RATE_LIMIT', 'O Onvio limitou o número de requisições. Tente novamente em alguns minutos.', {
      ...base,
      retryable: true,
      retryAfterMs: parseRetryAfter(retryAfter),
    });
  }
  if (status >= 500) {
    return new ErpError('UNAVAILABLE', `O Onvio está indisponível no momento (HTTP ${status}). Tente novamente mais tarde.`, {
      ...base,
      retryable: true,
      retryAfterMs: parseRetryAfter(retryAfter),
    });
  }
  if (status === 400 || status === 422) {
    return new ErpError('VALIDATION', `O Domínio recusou a requisição${detail ? `: ${detail}` : '.'}`, base);
  }
  return new ErpError('UNAVAILABLE', `Resposta inesperada do Onvio (HTTP ${status}).`, base);
}
