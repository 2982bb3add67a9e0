import { describe, expect, it } from 'vitest';
import { evidenceOf, parseMoney } from './number-convention';

describe('parseMoney: sinal dos formatos ambíguos ("1.234")', () => {
  it.each([
    ['(1.234)', ',', -1234],
    ['R$ (1.234)', ',', -1234],
    ['R$ -1.234', ',', -1234],
    ['\u22121.234', ',', -1234],
    ['1.234-', ',', -1234],
    ['R$ 1.234', ',', 1234],
    ['R$ (1.234)', '.', -1.234],
    // A C/D mark is not a sign (the account decides which is negative): the amount is read as written.
    ['1.234 D', ',', 1234],
    ['1.234 C', ',', 1234],
    ['D 1.234', ',', 1234],
    ['1.234,56 C', ',', 1234.56],
    ['1.234 D', '.', 1.234],
  ] as const)('%j com marca %j → %j', (input, mark, expected) => {
    expect(parseMoney(input, mark)).toBe(expected);
  });
});

describe('evidenceOf: C/D marks do not hide the decimal mark', () => {
  it.each([
    ['1.234,56 D', ','],
    ['D 1234.56', '.'],
    ['20,36 C', ','],
  ] as const)('%j → %j', (input, expected) => {
    expect(evidenceOf(input)).toBe(expected);
  });
});
