import { SheetError } from '../../sheets/types';
import { AppError } from '../http/errors';

/** Problems the user can act on (bad input): their message is shown as is. Anything else is hidden behind a generic pt-BR text. */
export class InputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InputError';
  }
}

export function userFacingMessage(err: unknown): string | null {
  if (err instanceof InputError || err instanceof SheetError) return err.message;
  if (err instanceof AppError && err.status < 500) return err.message;
  return null;
}
