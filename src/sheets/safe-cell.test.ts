import { describe, expect, it } from 'vitest';
import { safeCell, safeText } from './safe-cell';

describe('safeCell', () => {
  it.each([
    ['=HYPERLINK("http://x","y")', `'=HYPERLINK("http://x","y")`],
    ['+5511999999999', `'+5511999999999`],
    ['-2+3', `'-2+3`],
    ['@SUM(A1)', `'@SUM(A1)`],
    ['\tcmd', `'\tcmd`],
    ['\rcmd', `'\rcmd`],
    ['04011000', '04011000'],
    ['Leite = bom', 'Leite = bom'],
    ['', ''],
  ])('%j → %j', (input, expected) => {
    expect(safeCell(input)).toBe(expected);
    expect(safeText(input)).toBe(expected);
  });

  it('leaves non-text values alone (a negative number is not a formula)', () => {
    const date = new Date(Date.UTC(2025, 0, 1));
    expect(safeCell(-10)).toBe(-10);
    expect(safeCell(date)).toBe(date);
    expect(safeCell(true)).toBe(true);
    expect(safeCell(null)).toBeNull();
  });
});
