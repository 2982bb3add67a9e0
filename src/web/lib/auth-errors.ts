// better-auth answers with English codes/messages; users read pt-BR. Unknown codes fall back to a
// generic pt-BR sentence rather than leaking English text.

const BY_CODE: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: 'E-mail ou senha inválidos.',
  INVALID_PASSWORD: 'E-mail ou senha inválidos.',
  INVALID_EMAIL: 'Informe um e-mail válido.',
  USER_NOT_FOUND: 'E-mail ou senha inválidos.',
  CREDENTIAL_ACCOUNT_NOT_FOUND: 'Esta conta não tem senha cadastrada. Entre com o Google ou redefina a senha.',
  USER_ALREADY_EXISTS: 'Já existe uma conta com este e-mail.',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'Já existe uma conta com este e-mail.',
  PASSWORD_TOO_SHORT: 'A senha deve ter pelo menos 8 caracteres.',
  PASSWORD_TOO_LONG: 'A senha é longa demais (máximo de 128 caracteres).',
  BANNED_USER: 'Sua conta está bloqueada. Fale com o administrador.',
  EMAIL_NOT_VERIFIED: 'Confirme seu e-mail antes de entrar.',
  INVALID_TOKEN: 'Link de redefinição inválido ou já utilizado. Peça um novo e-mail.',
  TOKEN_EXPIRED: 'Link de redefinição expirado. Peça um novo e-mail.',
  FAILED_TO_CREATE_USER: 'Não foi possível criar a conta. Tente novamente.',
  FAILED_TO_CREATE_SESSION: 'Não foi possível iniciar a sessão. Tente novamente.',
  FAILED_TO_GET_USER_INFO: 'O Google não devolveu os dados da conta. Tente novamente.',
  PROVIDER_NOT_FOUND: 'Login com Google não configurado neste servidor.',
  INVALID_ORIGIN: 'Origem da requisição não autorizada.',
  MISSING_OR_NULL_ORIGIN: 'Origem da requisição não autorizada.',
  VALIDATION_ERROR: 'Dados inválidos. Confira os campos e tente novamente.',
  MISSING_FIELD: 'Preencha todos os campos obrigatórios.',
  // OAuth callback errors arrive as lower-case ?error= values.
  ACCESS_DENIED: 'Você cancelou o login com o Google.',
  STATE_MISMATCH: 'A sessão de login expirou. Tente novamente.',
  PLEASE_RESTART_THE_PROCESS: 'A sessão de login expirou. Tente novamente.',
  ACCOUNT_NOT_LINKED: 'Este e-mail já tem conta com senha. Entre com e-mail e senha.',
  UNABLE_TO_CREATE_USER: 'Não foi possível criar a conta. Tente novamente.',
  UNABLE_TO_LINK_ACCOUNT: 'Não foi possível vincular a conta Google.',
};

export const RATE_LIMIT_MESSAGE = 'Muitas tentativas. Aguarde um minuto e tente novamente.';
const GENERIC = 'Não foi possível concluir a operação. Tente novamente.';

export type AuthErrorLike = {
  code?: string | null;
  message?: string | null;
  status?: number;
  statusText?: string;
} | null | undefined;

/** pt-BR description for a better-auth error (from `{ error }` of a client call or an OAuth ?error=). */
export function translateAuthError(error: AuthErrorLike): string {
  if (!error) return GENERIC;
  if (error.status === 429) return RATE_LIMIT_MESSAGE;
  const code = (error.code ?? '').toUpperCase().replace(/[\s-]+/g, '_');
  if (code && BY_CODE[code]) return BY_CODE[code];
  const message = (error.message ?? '').toLowerCase();
  if (message.includes('banned')) return BY_CODE.BANNED_USER!;
  if (message.includes('too many')) return RATE_LIMIT_MESSAGE;
  if (message.includes('already exists')) return BY_CODE.USER_ALREADY_EXISTS!;
  if (message.includes('password too short')) return BY_CODE.PASSWORD_TOO_SHORT!;
  if (message.includes('invalid email or password')) return BY_CODE.INVALID_EMAIL_OR_PASSWORD!;
  if (message.includes('invalid token')) return BY_CODE.INVALID_TOKEN!;
  if (error.status === 0 || message.includes('failed to fetch')) {
    return 'Não foi possível falar com o servidor. Verifique sua conexão.';
  }
  if (error.status === 403) return 'Acesso não permitido.';
  return GENERIC;
}
