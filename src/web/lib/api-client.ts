// One fetch wrapper for the whole SPA: same-origin cookies, JSON in/out, and the server's pt-BR
// `erro` surfaced as an ApiError so screens can show it as-is.

export class ApiError extends Error {
  readonly status: number;
  readonly codigo: string | undefined;

  constructor(message: string, status: number, codigo?: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.codigo = codigo;
  }
}

const FALLBACK_BY_STATUS: Record<number, string> = {
  400: 'Dados inválidos. Confira os campos e tente novamente.',
  401: 'Sua sessão expirou. Entre novamente.',
  403: 'Você não tem permissão para esta ação.',
  404: 'Recurso não encontrado.',
  413: 'Arquivo grande demais.',
  429: 'Muitas tentativas. Aguarde um minuto e tente novamente.',
};

function fallbackMessage(status: number): string {
  return FALLBACK_BY_STATUS[status] ?? 'Erro inesperado no servidor. Tente novamente em instantes.';
}

async function readError(response: Response): Promise<ApiError> {
  let message = fallbackMessage(response.status);
  let codigo: string | undefined;
  try {
    const body: unknown = await response.json();
    if (body && typeof body === 'object') {
      const { erro, codigo: code } = body as { erro?: unknown; codigo?: unknown };
      if (typeof erro === 'string' && erro.trim()) message = erro;
      if (typeof code === 'string') codigo = code;
    }
  } catch {
    // Non-JSON error bodies (proxy pages, empty 502s) keep the status-based message.
  }
  return new ApiError(message, response.status, codigo);
}

export type ApiFetchInit = Omit<RequestInit, 'body'> & { json?: unknown; body?: BodyInit | null };

/**
 * Calls the API and returns the parsed JSON (or undefined for 204). Throws ApiError with the
 * server's pt-BR message on any non-2xx, and a pt-BR network message when the server is unreachable.
 */
export async function apiFetch<T>(path: string, init: ApiFetchInit = {}): Promise<T> {
  const { json, headers, ...rest } = init;
  const finalHeaders = new Headers(headers);
  finalHeaders.set('Accept', 'application/json');
  let body = rest.body;
  if (json !== undefined) {
    finalHeaders.set('Content-Type', 'application/json');
    body = JSON.stringify(json);
  }
  let response: Response;
  try {
    response = await fetch(path, { credentials: 'include', ...rest, headers: finalHeaders, body });
  } catch {
    throw new ApiError('Não foi possível falar com o servidor. Verifique sua conexão.', 0);
  }
  if (!response.ok) throw await readError(response);
  if (response.status === 204) return undefined as T;
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('application/json')) return undefined as T;
  return (await response.json()) as T;
}
