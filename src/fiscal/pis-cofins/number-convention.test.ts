import { describe, expect, it } from 'vitest';
import { parseMoney } from './number-convention';

describe('parseMoney: sinal dos formatos ambíguos ("1.234")', () => {
  it.each([
    ['(1.234)', ',', -1234],
    ['R$ (1.234)', ',', -1234],
    ['R$ -1.234', ',', -1234],
    ['\u22121.234', ',', -1234],
    ['1.234-', ',', -1234],
    ['R$ 1.234', ',', 1234],
    ['R$ (1.234)', '.', -1.234],
  ] as const)('%j com marca %j → %j', (input, mark, expected) => {
    expect(parseMoney(input, mark)).toBe(expected);
  });
});
