import { describe, expect, it } from 'vitest';
import { zeroMaskText } from './zero-mask';

describe('zeroMaskText: número mostrado por uma máscara de zeros', () => {
  it.each([
    [4011000, '00000000', '04011000'],
    [4011000, '0000\\.00\\.00', '0401.10.00'],
    [4011000, '0000"."00"."00', '0401.10.00'],
    // exceljs entrega '0000\.00\.00' sem as barras.
    [4011000, '0000.00.00', '0401.10.00'],
    [85444200, '0000\\.00\\.00', '8544.42.00'],
    [1, '00', '01'],
    [5102, '0000', '5102'],
  ])('%s com "%s" → "%s"', (v, fmt, expected) => {
    expect(zeroMaskText(v, fmt)).toBe(expected);
  });

  it.each([
    [4011000, 'General'],
    [4011000, '@'],
    [4011000, '0'],
    [1234, '00.00'],
    [1234, '#,##0.00'],
    [16.5, '00000000'],
    [-5, '00000000'],
    [123456789, '00000000'],
    [45717, 'dd/mm/yyyy'],
  ])('%s com "%s" fica número', (v, fmt) => {
    expect(zeroMaskText(v, fmt)).toBe(v);
  });
});
