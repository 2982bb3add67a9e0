import type { Viewer } from '../auth/viewer';
import { AppError } from '../http/errors';
import { formatDateBR, BR_TIMEZONE } from '../../sheets/format';

/**
 * A user whose access has expired may still sign in (to see history, download reports, buy
 * credits) but may not start new checks. The check pipeline calls this before debiting credits.
 */
export function assertCanStartChecks(viewer: Pick<Viewer, 'accessExpiresAt'>, now: Date = new Date()): void {
  const exp = viewer.accessExpiresAt;
  if (exp && exp.getTime() < now.getTime()) {
    throw new AppError(
      403,
      'ACESSO_EXPIRADO',
      `Seu acesso expirou em ${formatDateBR(exp, BR_TIMEZONE)}. Fale com o administrador do escritório para renovar.`,
    );
  }
}
