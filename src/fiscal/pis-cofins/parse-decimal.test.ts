import { describe, expect, it } from 'vitest';
import { parseDecimal } from './parse-decimal';

describe('parseDecimal', () => {
  it.each([
    [1234.56, 1234.56],
    ['1.234,56', 1234.56],
    ['1234,56', 1234.56],
    ['1234.56', 1234.56],
    ['1,234.56', 1234.56],
    ['1,65', 1.65],
    ['1,65%', 1.65],
    ['7,60 %', 7.6],
    ['0.0165', 0.0165],
    ['R$ 1.234,56', 1234.56],
    ['R$1.234.567,89', 1234567.89],
    ['-12,50', -12.5],
    ['12,50-', -12.5],
    ['(12,50)', -12.5],
    ['1.234.567', 1234567],
    ['0', 0],
    // Shapes of accounting exports: currency before the parentheses, typographic minus signs, explicit plus.
    ['R$ (1.234,56)', -1234.56],
    ['R$ -1.234,56', -1234.56],
    ['\u22121.234,56', -1234.56],
    ['\u20131.234,56', -1234.56],
    ['+1,5', 1.5],
    ['1.5E+3', 1500],
    // C/D (crédito/débito) of ledger exports: which one is negative depends on the account, so no sign
    // is taken from it; an explicit minus beside it still counts.
    ['1.234,56 C', 1234.56],
    ['1.234,56 D', 1234.56],
    ['D 1.234,56', 1234.56],
    ['C 1.234,56', 1234.56],
    ['1.234,56C', 1234.56],
    ['1.234,56 d', 1234.56],
    ['R$ 1.234,56 D', 1234.56],
    ['-1.234,56 D', -1234.56],
  ])('%j → %j', (input, expected) => {
    expect(parseDecimal(input)).toBeCloseTo(expected, 10);
  });

  it.each([[''], ['  '], ['-'], ['abc'], [null], [undefined], [Number.NaN], [true], ['1,2,3a'], ['R$ -'], ['\u2013'], ['(-)'], ['D'], ['C'], ['CD'], ['1,2 CD'], ['ABC']])(
    '%j → null',
    (input) => {
      expect(parseDecimal(input)).toBeNull();
    },
  );
});
