import { describe, expect, it } from 'vitest';
import { typedCodeError } from './typed-ncm';

describe('typedCodeError ("Informar NCM": 8 digits, Decreto 11.158/2022 NCM format)', () => {
  it.each([
    ['2203.00.00', null],
    ['22030000', null],
    [' 2203 00 00 ', null],
    ['', 'Informe o NCM correto.'],
    ['2203', 'O NCM tem 8 dígitos; você digitou 4.'],
    ['220300001', 'O NCM tem 8 dígitos; você digitou 9.'],
    ['2203.00.0A', 'O NCM tem só números (pontos são opcionais), ex.: 2203.00.00.'],
  ])('%j → %j', (input, expected) => expect(typedCodeError(input)).toBe(expected));
});
