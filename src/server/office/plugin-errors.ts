import { APIError } from 'better-auth/api';
import { AppError } from '../http/errors';

/** pt-BR for the organization plugin's answers a person can meet (the plugin's own texts are English). */
const MESSAGES: Record<string, [number, string]> = {
  USER_IS_ALREADY_A_MEMBER_OF_THIS_ORGANIZATION: [409, 'Esta pessoa já é membro do escritório.'],
  USER_IS_ALREADY_INVITED_TO_THIS_ORGANIZATION: [409, 'Já existe um convite pendente para este e-mail.'],
  INVITATION_NOT_FOUND: [404, 'Convite não encontrado: ele expirou, foi cancelado ou já foi usado. Peça um novo convite ao titular.'],
  YOU_ARE_NOT_THE_RECIPIENT_OF_THE_INVITATION: [403, 'Este convite foi enviado para outro e-mail. Entre com a conta do e-mail convidado para aceitá-lo.'],
  EMAIL_VERIFICATION_REQUIRED_BEFORE_ACCEPTING_OR_REJECTING_INVITATION: [403, 'Confirme seu e-mail (link enviado no cadastro) antes de aceitar o convite.'],
  ORGANIZATION_MEMBERSHIP_LIMIT_REACHED: [409, 'O escritório atingiu o limite de membros.'],
  INVITATION_LIMIT_REACHED: [409, 'O escritório atingiu o limite de convites pendentes.'],
  MEMBER_NOT_FOUND: [404, 'Membro não encontrado.'],
  YOU_CANNOT_LEAVE_THE_ORGANIZATION_AS_THE_ONLY_OWNER: [409, 'O titular não pode sair do próprio escritório.'],
  YOU_CANNOT_LEAVE_THE_ORGANIZATION_WITHOUT_AN_OWNER: [409, 'O escritório não pode ficar sem titular.'],
  INVITER_IS_NO_LONGER_A_MEMBER_OF_THE_ORGANIZATION: [409, 'Quem enviou este convite não é mais membro do escritório. Peça um novo convite.'],
};

/** Runs a plugin call and turns its refusals into AppErrors with pt-BR messages (never the English text). */
export async function withPtBrErrors<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (!(err instanceof APIError)) throw err;
    const code = String((err.body as { code?: unknown } | undefined)?.code ?? '');
    const known = MESSAGES[code];
    if (known) throw new AppError(known[0], code, known[1]);
    if (err.statusCode === 403 || err.status === 'FORBIDDEN') throw new AppError(403, 'ACESSO_NEGADO', 'Seu papel no escritório não permite esta operação.');
    throw new AppError(400, 'ESCRITORIO_RECUSADO', 'Não foi possível concluir a operação no escritório. Tente novamente.');
  }
}
