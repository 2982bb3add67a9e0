import { describe, expect, it } from 'vitest';
import { cnpjError } from './cnpj';

describe('cnpjError (client check mirrors the Receita rule)', () => {
  it.each([
    ['11.222.333/0001-81', null],
    ['45723174000110', null],
    ['45.723.174/0001-11', 'CNPJ inválido: confira os dígitos verificadores.'],
    ['11111111111111', 'CNPJ inválido.'],
    ['123', 'O CNPJ tem 14 dígitos.'],
  ])('%s', (input, expected) => expect(cnpjError(input)).toBe(expected));
});
