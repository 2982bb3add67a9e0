import { describe, expect, it } from 'vitest';
import { parsePriceCents } from './price-input';

describe('preço digitado pelo admin → centavos', () => {
  it.each([
    ['39,90', 3990], ['39,9', 3990], ['R$ 1.234,56', 123456], ['1234', 123400], ['1.234', 123400], ['39.90', 3990], ['0', 0], [' 15 ', 1500],
  ])('%s → %i', (t, c) => expect(parsePriceCents(t)).toBe(c));
  it.each(['', 'abc', '1,2,3', '-5', '39,999', '1.2.3,4,5'])('"%s" não é preço', (t) => expect(parsePriceCents(t)).toBeNull());
});
