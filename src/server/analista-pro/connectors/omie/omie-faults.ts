import { ErpError, redact } from '../erp-error';
import { parseRetryAfter } from '../http/backoff';

/**
 * Omie answers business errors as HTTP 500 with `{ faultstring, faultcode }`, and limits as HTTP 429 or as
 * faults ("Consumo redundante", "MISUSE_API_PROCESS"). This turns any failed response into one ErpError
 * with a pt-BR message and a retry decision.
 */
export interface FailedResponse {
  status: number;
  body: unknown;
  retryAfter: string | null;
  secrets: readonly string[];
}

const NO_RECORDS = /n[ãa]o existem registros/i;

export function isNoRecords(e: unknown): boolean {
  return e instanceof ErpError && e.code === 'NOT_FOUND' && NO_RECORDS.test(e.detail ?? '');
}

function secondsIn(text: string): number | undefined {
  const m = /(\d+)\s*segundos?/i.exec(text);
  return m ? Number(m[1]) * 1000 : undefined;
}

function clean(text: string): string {
  return text.replace(/^\s*ERROR:\s*/i, '').trim();
}

export function classifyOmieFailure(r: FailedResponse): ErpError {
  const b = (typeof r.body === 'object' && r.body !== null ? r.body : {}) as { faultstring?: unknown; faultcode?: unknown };
  const fs = typeof b.faultstring === 'string' ? redact(b.faultstring, r.secrets) : '';
  const fc = typeof b.faultcode === 'string' ? b.faultcode : '';
  const detail = fs ? `${fs}${fc ? ` (${fc})` : ''}` : typeof r.body === 'string' ? redact(r.body.slice(0, 300), r.secrets) : undefined;
  const base = { detail, httpStatus: r.status };
  const headerWait = parseRetryAfter(r.retryAfter);

  if (fs && NO_RECORDS.test(fs)) return new ErpError('NOT_FOUND', 'O Omie não tem registros para esta consulta.', base);
  if (/consumo redundante|redundant/i.test(fs) || /Client-6$/.test(fc)) {
    const wait = secondsIn(fs) ?? 60_000;
    return new ErpError(
      'RATE_LIMIT',
      `O Omie recusou uma consulta repetida (a mesma requisição em menos de 60 segundos). Aguarde ${Math.ceil(wait / 1000)} segundos e tente de novo.`,
      { ...base, retryable: true, retryAfterMs: wait },
    );
  }
  if (/MISUSE_API_PROCESS|bloquead[ao] por consumo indevido/i.test(`${fs} ${fc}`) || r.status === 425) {
    const wait = secondsIn(fs) ?? headerWait ?? 300_000;
    return new ErpError(
      'RATE_LIMIT',
      `O Omie bloqueou temporariamente esta chave por excesso de chamadas. Tente novamente em cerca de ${Math.max(1, Math.ceil(wait / 60_000))} minuto(s).`,
      { ...base, retryable: true, retryAfterMs: wait },
    );
  }
  if (r.status === 429) {
    return new ErpError('RATE_LIMIT', 'O Omie limitou o número de requisições desta chave. Tente novamente em alguns minutos.', {
      ...base,
      retryable: true,
      retryAfterMs: headerWait ?? secondsIn(fs),
    });
  }
  if (/chave de acesso|app_key|app_secret|n[ãa]o autorizad|acesso negado/i.test(fs) || r.status === 401 || r.status === 403) {
    return new ErpError('AUTH', 'O Omie recusou a chave de acesso desta empresa. Confira o app_key e o app_secret cadastrados.', base);
  }
  if (fs && /n[ãa]o cadastrad|n[ãa]o encontrad|n[ãa]o localizad/i.test(fs)) {
    return new ErpError('NOT_FOUND', `O Omie não encontrou o registro: ${clean(fs)}`, base);
  }
  if (r.status >= 500 && (!fs || /Server/i.test(fc))) {
    return new ErpError('UNAVAILABLE', `O Omie está indisponível no momento (HTTP ${r.status}). Tente novamente mais tarde.`, {
      ...base,
      retryable: true,
      retryAfterMs: headerWait,
    });
  }
  if (fs) return new ErpError('VALIDATION', `O Omie recusou a operação: ${clean(fs)}`, base);
  if (r.status === 404) return new ErpError('UNAVAILABLE', 'Endereço da API do Omie não encontrado (HTTP 404). Confira a URL base configurada.', base);
  return new ErpError('UNAVAILABLE', `Resposta inesperada do Omie (HTTP ${r.status}).`, { ...base, retryable: r.status >= 500 });
}
