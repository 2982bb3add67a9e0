import { describe, expect, it } from 'vitest';
import { fileIdentity, problemsIn, resolvedAlertsBetween } from './resolved-alerts';
import { monthWindows, trendPercent } from './month-window';

describe('resolved alerts', () => {
  it.each([
    ['vendas.xlsx', 'vendas'],
    ['Vendas (corrigido).xlsx', 'vendas'],
    ['vendas_corrigida (1).XLSX', 'vendas'],
    ['Vendas - Cópia.xls', 'vendas'],
    ['produtos_nov_2024_v2.csv', 'produtos nov 2024'],
    ['outro.xlsx', 'outro'],
  ])('%s is the same file as %s', (name, id) => {
    expect(fileIdentity(name)).toBe(id);
  });

  it('counts errors, warnings and suggestions; a summary without counts is not comparable', () => {
    expect(problemsIn({ correct: 9, warnings: 2, errors: 3 })).toBe(5);
    expect(problemsIn({ correct: 9, suggestions: 1, errors: 0 })).toBe(1);
    expect(problemsIn({ correct: 9 })).toBeNull();
    expect(problemsIn(null)).toBeNull();
  });

  it('credits the drop between consecutive runs of the same file to the later run’s window', () => {
    const d = (iso: string) => new Date(iso);
    const runs = [
      { kind: 'ncm', fileName: 'a.xlsx', createdAt: d('2026-10-05T12:00:00Z'), summary: { errors: 10 } },
      { kind: 'ncm', fileName: 'a (corrigido).xlsx', createdAt: d('2026-11-02T12:00:00Z'), summary: { errors: 4 } },
      { kind: 'ncm', fileName: 'a (corrigido) (1).xlsx', createdAt: d('2026-11-03T12:00:00Z'), summary: { errors: 6 } },
      { kind: 'ncm', fileName: 'a final.xlsx', createdAt: d('2026-11-04T12:00:00Z'), summary: { errors: 0 } },
      // Same name, other kind: not a re-check of the NCM run.
      { kind: 'pis-cofins', fileName: 'a.xlsx', createdAt: d('2026-11-05T12:00:00Z'), summary: { errors: 1 } },
    ];
    const { current, previous } = monthWindows(d('2026-11-20T12:00:00Z'));
    // 10→4 (+6), 4→6 (+0: worse is not negative), 6→0 (+6)
    expect(resolvedAlertsBetween(runs, current.start, current.end)).toBe(12);
    expect(resolvedAlertsBetween(runs, previous.start, previous.end)).toBe(0);
  });
});

describe('month windows and trends', () => {
  it('months start at midnight in São Paulo (03:00 UTC)', () => {
    const { current, previous } = monthWindows(new Date('2026-12-01T02:30:00Z'));
    expect(current.start.toISOString()).toBe('2026-11-01T03:00:00.000Z');
    expect(current.end.toISOString()).toBe('2026-12-01T03:00:00.000Z');
    expect(previous.start.toISOString()).toBe('2026-10-01T03:00:00.000Z');
    expect(current.label).toBe('novembro de 2026');
    expect(monthWindows(new Date('2026-01-15T12:00:00Z')).previous.label).toBe('dezembro de 2025');
  });

  it('trend is a real percentage, null without a previous value', () => {
    expect(trendPercent(15, 10)).toBe(50);
    expect(trendPercent(5, 10)).toBe(-50);
    expect(trendPercent(3, 0)).toBeNull();
    expect(trendPercent(3, null)).toBeNull();
  });
});
