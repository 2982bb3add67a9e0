import { emailHtml, type MailMessage } from '../mail/mailer';
import { OFFICE_ROLE_LABEL, isOfficeRole } from './office-roles';

export const INVITATION_VALID_DAYS = 7;
export const INVITATION_SUBJECT = 'Apura — convite para o escritório';

/** Where the invitee accepts (signed in, or after creating an account with the invited e-mail). */
export const invitationUrl = (appUrl: string, id: string) => `${appUrl}/convite/${encodeURIComponent(id)}`;

export function invitationEmail(input: { to: string; id: string; role: string; officeName: string; inviterName: string; appUrl: string }): MailMessage {
  const url = invitationUrl(input.appUrl, input.id);
  const papel = isOfficeRole(input.role) ? OFFICE_ROLE_LABEL[input.role] : input.role;
  const lines = [
    `${input.inviterName} convidou você para a equipe do escritório ${input.officeName} na Apura, com o papel ${papel}.`,
    `Abra o link para aceitar (válido por ${INVITATION_VALID_DAYS} dias). Se você ainda não tem conta, crie uma com este e-mail (${input.to}) e volte ao link.`,
    'Se você não esperava este convite, ignore este e-mail.',
  ];
  return {
    to: input.to,
    subject: `${INVITATION_SUBJECT} ${input.officeName}`,
    text: `Olá.\n\n${lines[0]}\n\n${lines[1]}\n\n${url}\n\n${lines[2]}`,
    html: emailHtml('Convite para o escritório', ['Olá.', ...lines], { label: 'Ver convite', url }),
  };
}
