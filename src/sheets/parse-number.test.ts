import { describe, expect, it } from 'vitest';
import { parseBrDate, parseBrNumber } from './parse-number';

describe('parseBrNumber', () => {
  it.each([
    [1234.56, 1234.56],
    [4011000, 4011000],
    ['1.234,56', 1234.56],
    ['1234,56', 1234.56],
    ['1234.56', 1234.56],
    ['1,65%', 1.65],
    ['R$ 1.234,56', 1234.56],
    ['R$1.234,56', 1234.56],
    ['-R$ 10,00', -10],
    ['R$ -10,00', -10],
    ['(1.234,56)', -1234.56],
    ['1.234,56-', -1234.56],
    ['-0,5', -0.5],
    ['1.234.567,89', 1234567.89],
    ['1,234.56', 1234.56],
    ['1.234', 1234],
    ['0.125', 0.125],
    ['10', 10],
    [' 7,6 ', 7.6],
    ['1\u00a0234,56', 1234.56],
    [',5', 0.5],
    ['1.5E+3', 1500],
    ['\u20131.234,56', -1234.56],
    ['\u22121.234,56', -1234.56],
    // C/D (crédito/débito) of ledger exports: no sign from it (it depends on the account).
    ['1.234,56 C', 1234.56],
    ['1.234,56 D', 1234.56],
    ['D 1.234,56', 1234.56],
    ['R$ 1.234,56C', 1234.56],
    ['(1.234,56) D', -1234.56],
  ])('%j → %j', (input, expected) => {
    expect(parseBrNumber(input)).toBe(expected);
  });

  it.each([['-'], [''], ['   '], ['abc'], ['12a'], ['1,2,3,4'], ['1.23.4'], ['1.234,56,7'], [null], [true], [Number.NaN]])('%j → null', (input) => {
    expect(parseBrNumber(input as string | number | boolean | null)).toBeNull();
  });

  it('does not read a date cell as a number', () => {
    expect(parseBrNumber(new Date())).toBeNull();
  });
});

describe('parseBrDate', () => {
  const d = (y: number, m: number, day: number, hh = 0, mi = 0) => new Date(Date.UTC(y, m - 1, day, hh, mi));
  it.each([
    ['15/01/2025', d(2025, 1, 15)],
    ['5/1/2025', d(2025, 1, 5)],
    ['15/01/25', d(2025, 1, 15)],
    ['31/12/99', d(1999, 12, 31)],
    ['2025-01-15', d(2025, 1, 15)],
    ['2025-01-15T10:30:00', d(2025, 1, 15, 10, 30)],
    ['15/01/2025 10:30', d(2025, 1, 15, 10, 30)],
    ['15-01-2025', d(2025, 1, 15)],
    [45672, d(2025, 1, 15)],
    ['45672', d(2025, 1, 15)],
    [45672.5, d(2025, 1, 15, 12, 0)],
  ])('%j → %s', (input, expected) => {
    expect(parseBrDate(input)).toEqual(expected);
  });

  it('passes Date cells through', () => {
    const date = d(2024, 2, 29);
    expect(parseBrDate(date)).toBe(date);
  });

  it.each([['31/02/2025'], ['15/13/2025'], ['abc'], [''], [null], [12], [4011000], ['2025-02-30'], ['15/01/2025 25:00']])('%j → null', (input) => {
    expect(parseBrDate(input as string | number | null)).toBeNull();
  });
});
