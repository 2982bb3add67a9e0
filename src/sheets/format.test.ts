import { describe, expect, it } from 'vitest';
import { BR_TIMEZONE, formatBRL, formatDateBR, formatDateTimeBR, formatNumberBR, formatPercentBR } from './format';

describe('pt-BR formatters', () => {
  it('formats money', () => {
    expect(formatBRL(1234.56)).toBe('R$ 1.234,56');
    expect(formatBRL(0)).toBe('R$ 0,00');
    expect(formatBRL(-10.5)).toBe('-R$ 10,50');
    expect(formatBRL(1234567.891)).toBe('R$ 1.234.567,89');
  });

  it('formats numbers and percentages', () => {
    expect(formatNumberBR(1234.5)).toBe('1.234,50');
    expect(formatNumberBR(3, 0)).toBe('3');
    expect(formatPercentBR(1.65)).toBe('1,65%');
  });

  it('formats a moment in Brasília time (UTC-3)', () => {
    expect(formatDateTimeBR(new Date('2025-01-15T13:05:00Z'))).toBe('15/01/2025 10:05');
    expect(formatDateTimeBR(new Date('2025-01-16T02:30:00Z'))).toBe('15/01/2025 23:30');
    expect(formatDateTimeBR(new Date('2025-01-16T03:00:00Z'))).toBe('16/01/2025 00:00');
  });

  it('formats calendar dates read from files in UTC, moments in Brasília', () => {
    const fromSheet = new Date(Date.UTC(2025, 0, 15));
    expect(formatDateBR(fromSheet)).toBe('15/01/2025');
    expect(formatDateBR(fromSheet, BR_TIMEZONE)).toBe('14/01/2025');
  });
});

describe('toBrasiliaWallClock', () => {
  it('shifts an instant so its UTC fields read as Brasília time', async () => {
    const { toBrasiliaWallClock } = await import('./format');
    expect(toBrasiliaWallClock(new Date('2025-01-15T13:05:00Z')).toISOString()).toBe('2025-01-15T10:05:00.000Z');
    expect(toBrasiliaWallClock(new Date('2025-01-16T01:00:00Z')).toISOString()).toBe('2025-01-15T22:00:00.000Z');
  });
});
