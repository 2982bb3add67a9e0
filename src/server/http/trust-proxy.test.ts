import { describe, expect, it } from 'vitest';
import { parseTrustProxy } from './trust-proxy';

describe('TRUST_PROXY parsing', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['false', false],
    ['true', true],
    ['1', 1],
    ['2', 2],
    ['10.0.0.1', ['10.0.0.1']],
    ['10.0.0.0/8, 192.168.1.1', ['10.0.0.0/8', '192.168.1.1']],
    ['loopback', ['loopback']],
    ['::1,fd00::/8', ['::1', 'fd00::/8']],
  ])('accepts %j', (raw, value) => {
    expect(parseTrustProxy(raw)).toEqual({ ok: true, value });
  });

  it.each(['0', '11', 'sim', '10.0.0.0/33', '300.1.1.1', '10.0.0.1/8/9', 'example.com', ','])('refuses %j with a pt-BR message', (raw) => {
    const r = parseTrustProxy(raw);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(/inválido|entre 1 e 10/);
  });
});
