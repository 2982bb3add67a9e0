/**
 * The one error type every connector throws. `message` is pt-BR and safe to show to the user
 * (never a secret, never a stack); `detail` keeps the ERP's own text, redacted, for logs and support.
 */
export type ErpErrorCode = 'AUTH' | 'RATE_LIMIT' | 'NOT_FOUND' | 'VALIDATION' | 'UNAVAILABLE' | 'UNSUPPORTED';

export interface ErpErrorOptions {
  /** The ERP's own message (already redacted), for logs. */
  detail?: string;
  httpStatus?: number;
  /** Whether trying again later may succeed (rate limits, outages). */
  retryable?: boolean;
  /** How long the ERP asked us to wait, when it said so. */
  retryAfterMs?: number;
}

export class ErpError extends Error {
  readonly code: ErpErrorCode;
  readonly detail: string | undefined;
  readonly httpStatus: number | undefined;
  readonly retryable: boolean;
  readonly retryAfterMs: number | undefined;

  constructor(code: ErpErrorCode, message: string, opts: ErpErrorOptions = {}) {
    super(message);
    this.name = 'ErpError';
    this.code = code;
    this.detail = opts.detail;
    this.httpStatus = opts.httpStatus;
    this.retryable = opts.retryable ?? false;
    this.retryAfterMs = opts.retryAfterMs;
  }
}

export function isErpError(e: unknown): e is ErpError {
  return e instanceof ErpError;
}

/** Removes credentials an ERP might echo back in an error text before it reaches a log or a user. */
export function redact(text: string, secrets: readonly (string | undefined)[]): string {
  let out = text;
  for (const s of secrets) {
    if (s && s.length >= 4) out = out.split(s).join('••••');
  }
  return out;
}
