import type { Env } from '../env';
import { emailHtml, type MailMessage } from '../mail/mailer';

type Named = { name: string; email: string };

/** The verification link always returns to our result page, whatever callbackURL a client sent. */
export const VERIFY_RESULT_PATH = '/verificar-email';

export const VERIFY_SUBJECT = 'Apura — confirme seu e-mail';
export const VERIFY_VALID_HOURS = 24;

export function withResultCallback(url: string): string {
  const u = new URL(url);
  u.searchParams.set('callbackURL', VERIFY_RESULT_PATH);
  return u.toString();
}

export function verificationEmail(u: Named, url: string): MailMessage {
  return {
    to: u.email,
    subject: VERIFY_SUBJECT,
    text: `Olá, ${u.name}.\n\nPara confirmar que este e-mail é seu e concluir o cadastro na Apura, abra o link abaixo (válido por ${VERIFY_VALID_HOURS} horas):\n\n${url}\n\nSe você não criou uma conta na Apura, ignore este e-mail.`,
    html: emailHtml(
      'Confirme seu e-mail',
      [`Olá, ${u.name}.`, `Para confirmar que este e-mail é seu e concluir o cadastro na Apura, use o botão abaixo. O link vale por ${VERIFY_VALID_HOURS} horas.`, 'Se você não criou uma conta na Apura, ignore este e-mail.'],
      { label: 'Confirmar e-mail', url },
    ),
  };
}

/** Sent to the owner when someone signs up with an e-mail that already has an account (spec: do not reveal it on screen). */
export function signUpAttemptEmail(env: Env, u: Named): MailMessage {
  const login = `${env.APP_URL}/login`;
  const reset = `${env.APP_URL}/recuperar-senha`;
  return {
    to: u.email,
    subject: 'Apura — tentativa de cadastro com o seu e-mail',
    text: `Olá, ${u.name}.\n\nAlguém tentou criar uma conta na Apura com este e-mail, que já tem uma conta. Nenhuma conta nova foi criada e nada mudou na sua.\n\nSe foi você, entre pela página de login (${login}). Se esqueceu a senha, peça uma nova em ${reset}.\n\nSe não foi você, pode ignorar este e-mail.`,
    html: emailHtml(
      'Tentativa de cadastro',
      [
        `Olá, ${u.name}.`,
        'Alguém tentou criar uma conta na Apura com este e-mail, que já tem uma conta. Nenhuma conta nova foi criada e nada mudou na sua.',
        `Se foi você, entre pela página de login. Se esqueceu a senha, peça uma nova em ${reset}.`,
        'Se não foi você, pode ignorar este e-mail.',
      ],
      { label: 'Ir para o login', url: login },
    ),
  };
}

export function resetPasswordEmail(u: Named, url: string): MailMessage {
  return {
    to: u.email,
    subject: 'Apura — redefinição de senha',
    text: `Olá, ${u.name}.\n\nRecebemos um pedido para redefinir a senha da sua conta Apura. Para criar uma nova senha, abra o link abaixo (válido por 1 hora):\n\n${url}\n\nSe você não pediu, ignore este e-mail: sua senha continua a mesma.`,
    html: emailHtml(
      'Redefinição de senha',
      [`Olá, ${u.name}.`, 'Recebemos um pedido para redefinir a senha da sua conta Apura. O link vale por 1 hora.', 'Se você não pediu, ignore este e-mail: sua senha continua a mesma.'],
      { label: 'Criar nova senha', url },
    ),
  };
}
