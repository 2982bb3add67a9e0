import { describe, expect, it } from 'vitest';
import { RATE_LIMIT_MESSAGE, translateAuthError } from './auth-errors';

describe('translateAuthError', () => {
  it.each([
    [{ code: 'INVALID_EMAIL_OR_PASSWORD', status: 401 }, 'E-mail ou senha inválidos.'],
    [{ code: 'USER_ALREADY_EXISTS', status: 422 }, 'Já existe uma conta com este e-mail.'],
    [{ code: 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL', status: 422 }, 'Já existe uma conta com este e-mail.'],
    [{ code: 'PASSWORD_TOO_SHORT', status: 400 }, 'A senha deve ter pelo menos 8 caracteres.'],
    [{ code: 'BANNED_USER', status: 403 }, 'Sua conta está bloqueada. Fale com o administrador.'],
    [{ message: 'You have been banned from this application', status: 403 }, 'Sua conta está bloqueada. Fale com o administrador.'],
    [{ code: 'access_denied' }, 'Você cancelou o login com o Google.'],
  ])('traduz %o', (error, expected) => {
    expect(translateAuthError(error)).toBe(expected);
  });

  it('trata 429 como limite de tentativas, qualquer que seja o código', () => {
    expect(translateAuthError({ code: 'INVALID_EMAIL_OR_PASSWORD', status: 429 })).toBe(RATE_LIMIT_MESSAGE);
    expect(translateAuthError({ status: 429, message: 'Too many requests. Please try again later.' })).toBe(RATE_LIMIT_MESSAGE);
  });

  it('nunca devolve a mensagem em inglês de um código desconhecido', () => {
    const text = translateAuthError({ code: 'SOMETHING_NEW', message: 'Something went wrong', status: 500 });
    expect(text).not.toMatch(/something/i);
    expect(text).toMatch(/Tente novamente/);
  });
});
