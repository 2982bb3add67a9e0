import { describe, expect, it } from 'vitest';
import { maskPhoneBR } from './phone-mask';

describe('maskPhoneBR', () => {
  it.each([
    ['', ''],
    ['1', '(1'],
    ['11', '(11'],
    ['119', '(11) 9'],
    ['1198765', '(11) 9876-5'],
    ['11987654321', '(11) 98765-4321'],
    ['1134567890', '(11) 3456-7890'],
    ['+55 (11) 98765-4321', '(11) 98765-4321'],
    ['119876543210000', '(11) 98765-4321'],
    ['abc', ''],
  ])('%s → %s', (input, out) => {
    expect(maskPhoneBR(input)).toBe(out);
  });
});
