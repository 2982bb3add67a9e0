import type { FastifyInstance } from 'fastify';

/**
 * The app's Content-Security-Policy. Scripts only from our origin (the Vite build emits no inline
 * script); styles also inline because Radix and sonner inject <style> elements and style attributes;
 * images also as data:/blob: (avatar previews) and Google profile pictures (Google sign-in).
 */
export function contentSecurityPolicy(): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://*.googleusercontent.com",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Headers every response carries; HSTS only when the public address is https (never on plain http). */
export function securityHeaders(appUrl: string): Record<string, string> {
  const headers: Record<string, string> = {
    'content-security-policy': contentSecurityPolicy(),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    'cross-origin-opener-policy': 'same-origin',
  };
  if (appUrl.startsWith('https://')) headers['strict-transport-security'] = 'max-age=15552000';
  return headers;
}

export function installSecurityHeaders(app: FastifyInstance, appUrl: string): void {
  const headers = securityHeaders(appUrl);
  app.addHook('onSend', async (_req, reply) => {
    for (const [k, v] of Object.entries(headers)) reply.header(k, v);
  });
}
