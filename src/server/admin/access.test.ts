import { describe, expect, it } from 'vitest';
import { AppError } from '../http/errors';
import { assertCanStartChecks } from './access';
import { endOfDayBrasilia, isoDayBrasilia, startOfDayBrasilia } from './admin-dates';

describe('assertCanStartChecks', () => {
  const now = new Date('2026-11-22T12:00:00Z');

  it('lets users without an expiry or with a future expiry start checks', () => {
    expect(() => assertCanStartChecks({ accessExpiresAt: null }, now)).not.toThrow();
    expect(() => assertCanStartChecks({ accessExpiresAt: new Date('2026-11-23T00:00:00Z') }, now)).not.toThrow();
  });

  it('refuses an expired user with 403 and the expiry day in Brasília', () => {
    // 2026-11-21 23:59:59.999 -03:00 is already the 22nd in UTC: the message must say 21/11.
    const exp = endOfDayBrasilia('2026-11-21');
    let err: unknown;
    try {
      assertCanStartChecks({ accessExpiresAt: exp }, now);
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).status).toBe(403);
    expect((err as AppError).message).toBe('Seu acesso expirou em 21/11/2026. Fale com o administrador do escritório para renovar.');
  });

  it('expiry dates are whole days in Brasília', () => {
    expect(endOfDayBrasilia('2026-12-31').toISOString()).toBe('2027-01-01T02:59:59.999Z');
    expect(startOfDayBrasilia('2026-12-31').toISOString()).toBe('2026-12-31T03:00:00.000Z');
    expect(isoDayBrasilia(endOfDayBrasilia('2026-12-31'))).toBe('2026-12-31');
  });
});
