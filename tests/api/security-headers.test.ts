import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/test-server';

// Issue 16: no HSTS or CSP. Every response now carries the CSP and the usual hardening headers;
// HSTS only when APP_URL is https (sending it over plain http would be meaningless or harmful).
describe('security headers', () => {
  let https: TestServer;
  let http: TestServer;
  beforeAll(async () => {
    https = await startTestServer({ env: { APP_URL: 'https://apura.escritorio.test' } });
    http = await startTestServer({ env: { APP_URL: 'http://localhost:3000' } });
  });
  afterAll(async () => {
    await https?.stop();
    await http?.stop();
  });

  it.each(['/api/health', '/api/me', '/', '/login', '/api/nao-existe'])('%s carries the CSP and hardening headers', async (p) => {
    const res = await https.fetch(p);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('strict-transport-security')).toBe('max-age=15552000');
  });

  it('no HSTS when APP_URL is http', async () => {
    const res = await http.fetch('/api/health');
    expect(res.headers.get('strict-transport-security')).toBeNull();
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
  });
});
