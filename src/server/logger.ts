import pino from 'pino';

/**
 * Paths never written to the log: credentials in headers and bodies (ADR 009). pino
 * replaces them with "[oculto]" wherever an object with these keys is logged.
 */
export const REDACT_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-apura-local-token"]',
  'res.headers["set-cookie"]',
  'headers.cookie',
  'headers.authorization',
  '*.password',
  '*.newPassword',
  '*.currentPassword',
  '*.token',
  '*.secret',
  'password',
  'token',
];

/** A request URL fit for the log: no query string, and no token in better-auth's reset path. */
export function safeUrl(url: string): string {
  const pathname = url.split('?')[0] ?? url;
  return pathname.replace(/^(\/api\/auth\/reset-password\/)[^/]+/, '$1[oculto]');
}

export function createLogger(level: string, destination?: pino.DestinationStream) {
  const options: pino.LoggerOptions = {
    level,
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: { paths: REDACT_PATHS, censor: '[oculto]' },
    serializers: {
      req: (req: { method?: string; url?: string; ip?: string }) => ({ method: req.method, url: safeUrl(req.url ?? ''), remoteAddress: req.ip }),
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
