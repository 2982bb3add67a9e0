/** The one error type the HTTP layer maps to a response: `{ erro, codigo, ...extra }` with a pt-BR message. */
export class AppError extends Error {
  constructor(
    public readonly status: number,
    public readonly codigo: string,
    message: string,
    public readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const unauthorized = () => new AppError(401, 'NAO_AUTENTICADO', 'Faça login para continuar.');
export const forbidden = (msg = 'Acesso negado.') => new AppError(403, 'ACESSO_NEGADO', msg);
export const notFound = (msg = 'Não encontrado.') => new AppError(404, 'NAO_ENCONTRADO', msg);
export const badRequest = (msg: string, extra: Record<string, unknown> = {}) => new AppError(400, 'DADOS_INVALIDOS', msg, extra);
