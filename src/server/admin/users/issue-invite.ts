import { randomBytes } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { user, verification } from '../../db/schema';
import { emailHtml } from '../../mail/mailer';

/** An invitation stays valid longer than a password reset (1 h): people open it days later. */
export const INVITE_VALID_DAYS = 7;

/** What an admin gets back: the link to hand over when the e-mail did not go out (or to send by other means). */
export interface InviteLink {
  link: string;
  expiraEm: string;
  emailEnviado: boolean;
}

type Invitee = { id: string; name: string; email: string; company: string };

/**
 * Stores a better-auth password-reset token (the same 'reset-password:<token>' verification row its
 * /reset-password endpoint consumes) and e-mails a 'Convite' whose link opens /redefinir-senha?token=….
 * A failing e-mail does not fail the invitation: the account already exists, and the admin gets the
 * link to hand over (otherwise a second try would only meet 'e-mail em uso').
 * `replacePrevious` drops the invitee's older links first, so only the newest one works.
 */
export async function issueInvite(ctx: AppContext, inviterId: string, invitee: Invitee, opts: { replacePrevious?: boolean } = {}): Promise<InviteLink> {
  if (opts.replacePrevious) {
    await ctx.db.delete(verification).where(and(like(verification.identifier, 'reset-password:%'), eq(verification.value, invitee.id)));
  }
  const token = randomBytes(24).toString('base64url');
  const expiresAt = new Date(Date.now() + INVITE_VALID_DAYS * 86_400_000);
  const authCtx = await ctx.auth.$context;
  await authCtx.internalAdapter.createVerificationValue({ identifier: `reset-password:${token}`, value: invitee.id, expiresAt });
  const link = `${ctx.env.APP_URL}/redefinir-senha?token=${encodeURIComponent(token)}`;
  const [inviter] = await ctx.db.select({ name: user.name }).from(user).where(eq(user.id, inviterId));
  const by = inviter?.name ?? 'O administrador';
  const company = invitee.company ? ` (${invitee.company})` : '';
  let emailEnviado = true;
  try {
    await ctx.mailer.send({
      to: invitee.email,
      subject: 'Apura — convite para acessar a plataforma',
      text: `Olá, ${invitee.name}.\n\n${by} convidou você para usar a Apura${company}. Para criar sua senha e entrar, abra o link abaixo (válido por ${INVITE_VALID_DAYS} dias):\n\n${link}\n\nSe você não esperava este convite, ignore este e-mail.`,
      html: emailHtml(
        'Convite para a Apura',
        [
          `Olá, ${invitee.name}.`,
          `${by} convidou você para usar a Apura${company}.`,
          `Crie sua senha pelo botão abaixo. O link vale por ${INVITE_VALID_DAYS} dias.`,
          'Se você não esperava este convite, ignore este e-mail.',
        ],
        { label: 'Criar minha senha', url: link },
      ),
    });
  } catch (err) {
    emailEnviado = false;
    ctx.log.warn({ err, to: invitee.email }, 'e-mail de convite não enviado; o admin recebeu o link para repassar');
  }
  return { link, expiraEm: expiresAt.toISOString(), emailEnviado };
}
