import { describe, expect, it } from 'vitest';
import { normalizePhoneBR } from './phone';

describe('normalizePhoneBR', () => {
  it.each([
    ['11987654321', '(11) 98765-4321'],
    ['(11) 98765-4321', '(11) 98765-4321'],
    ['+55 11 98765-4321', '(11) 98765-4321'],
    ['011 98765-4321', '(11) 98765-4321'],
    ['1134567890', '(11) 3456-7890'],
    ['', ''],
    ['   ', ''],
  ])('%s → %s', (input, out) => {
    expect(normalizePhoneBR(input)).toBe(out);
  });

  it.each([['12345'], ['00987654321'], ['11887654321'], ['1194567890'], ['119876543210']])('%s is not a Brazilian phone', (input) => {
    expect(normalizePhoneBR(input)).toBeNull();
  });
});
