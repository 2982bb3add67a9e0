import { isValidCnpj } from '../../fiscal/sped/br-docs';
import { badRequest } from '../http/errors';

/** The CNPJ typed by a person (with or without punctuation) as 14 characters, or a pt-BR 400. */
export function parseCnpj(input: string): string {
  const c = input.toUpperCase().replace(/[.\-/\s]/g, '');
  if (c.length !== 14) throw badRequest('O CNPJ tem 14 caracteres (por exemplo 12.345.678/0001-95).', { campo: 'cnpj' });
  if (!isValidCnpj(c)) throw badRequest('CNPJ inválido: confira os dígitos verificadores.', { campo: 'cnpj' });
  return c;
}
