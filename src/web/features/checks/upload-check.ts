import { ApiError } from '../../lib/api-client';

export type UploadFields = Record<string, string | Blob | Blob[] | File[] | undefined>;

const FALLBACK: Record<number, string> = {
  400: 'Dados inválidos. Confira o arquivo e tente novamente.',
  401: 'Sua sessão expirou. Entre novamente.',
  402: 'Créditos insuficientes.',
  403: 'Módulo indisponível para sua conta.',
  413: 'Arquivo grande demais.',
  415: 'Formato de arquivo não suportado.',
  503: 'Serviço temporariamente indisponível. Tente novamente em instantes.',
};

const credits = (n: number) => `${n.toLocaleString('pt-BR')} ${n === 1 ? 'crédito' : 'créditos'}`;

export function insufficientCredits(needed: number, balance: number): string {
  return `Créditos insuficientes: esta conferência consome ${credits(needed)} e seu saldo é de ${credits(balance)}. Compre créditos para continuar.`;
}

function errorFrom(xhr: XMLHttpRequest): ApiError {
  let message = FALLBACK[xhr.status] ?? 'Erro ao enviar o arquivo. Tente novamente.';
  let codigo: string | undefined;
  try {
    const body = JSON.parse(xhr.responseText) as { erro?: unknown; codigo?: unknown; necessario?: unknown; saldo?: unknown };
    if (typeof body.erro === 'string' && body.erro.trim()) message = body.erro;
    // The server speaks of 'esta operação'; on a check page the message names the check.
    if (xhr.status === 402 && typeof body.necessario === 'number' && typeof body.saldo === 'number') message = insufficientCredits(body.necessario, body.saldo);
    if (typeof body.codigo === 'string') codigo = body.codigo;
  } catch {
    // proxy pages or empty bodies keep the status message
  }
  return new ApiError(message, xhr.status, codigo);
}

/**
 * Multipart upload through XMLHttpRequest, because fetch() cannot report upload progress and the
 * spec wants 'Enviando...' with a real percentage on files of hundreds of MB (SPED).
 * Resolves with the server's task id; rejects with ApiError carrying the pt-BR `erro`.
 */
export function uploadCheck(url: string, fields: UploadFields, onProgress: (percent: number) => void, signal?: AbortSignal): Promise<string> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) form.append(name, v, v instanceof File ? v.name : undefined);
    else if (value instanceof File) form.append(name, value, value.name);
    else form.append(name, value);
  }
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(Math.min(100, Math.round((e.loaded / e.total) * 100)));
    };
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) return reject(errorFrom(xhr));
      try {
        const body = JSON.parse(xhr.responseText) as { task_id?: unknown };
        if (typeof body.task_id === 'string') return resolve(body.task_id);
      } catch {
        // fall through
      }
      reject(new ApiError('Resposta inesperada do servidor ao enfileirar a conferência.', xhr.status));
    };
    xhr.onerror = () => reject(new ApiError('Não foi possível falar com o servidor. Verifique sua conexão.', 0));
    xhr.onabort = () => reject(new ApiError('Envio cancelado.', 0));
    signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(form);
  });
}
