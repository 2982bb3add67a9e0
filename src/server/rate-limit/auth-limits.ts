import type { Env } from '../env';
import type { LimitRule } from './rate-limit';

export interface AuthLimit {
  rule: LimitRule;
  /** What the counter is kept per: the client's address, or the e-mail named in the body. */
  per: 'ip' | 'email';
}

/**
 * Limits on better-auth's routes (path below /api/auth). Sign-in and sign-up follow
 * AUTH_RATE_LIMIT_MAX per minute per address; e-mail sending routes are also limited per
 * destination, so one address cannot be flooded from many clients.
 */
export function authLimitsFor(env: Env, path: string): AuthLimit[] {
  const perIp = (bucket: string, max: number, windowSeconds = 60): AuthLimit => ({ rule: { bucket, max, windowSeconds }, per: 'ip' });
  const perEmail = (bucket: string, max: number, windowSeconds: number): AuthLimit => ({ rule: { bucket, max, windowSeconds }, per: 'email' });
  const general = perIp('auth', Math.max(100, env.AUTH_RATE_LIMIT_MAX * 2));
  switch (path) {
    case '/sign-in/email':
      return [perIp('login', env.AUTH_RATE_LIMIT_MAX), general];
    case '/sign-up/email':
      return [perIp('cadastro', env.AUTH_RATE_LIMIT_MAX), general];
    case '/request-password-reset':
    case '/forget-password':
      return [perIp('senha', 5), perEmail('senha-email', 3, 15 * 60), general];
    case '/send-verification-email':
      return [perIp('verificacao', 5), perEmail('verificacao-email', 3, 15 * 60), general];
    default:
      return [general];
  }
}
