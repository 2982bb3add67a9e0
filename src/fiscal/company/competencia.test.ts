import { describe, expect, it } from 'vitest';
import { competenciaFromIsoDate, competenciaFromSpedDate, formatCompetencia, parseCompetencia } from './competencia';

describe('competência (AAAA-MM stored, mm/aaaa shown)', () => {
  it.each([
    ['03/2026', '2026-03'],
    ['3/2026', '2026-03'],
    [' 12/2025 ', '2025-12'],
    ['2026-01', '2026-01'],
    ['13/2026', null],
    ['00/2026', null],
    ['2026-13', null],
    ['03-2026', null],
    ['março/2026', null],
    ['03/26', null],
    ['', null],
  ])('parseCompetencia(%j) → %j', (input, want) => {
    expect(parseCompetencia(input)).toBe(want);
  });

  it.each([
    ['01032023', '2023-03'], // Guia Prático, registro 0000 DT_INI: DDMMAAAA
    ['01122025', '2025-12'],
    ['0103202', null],
    ['01132023', null],
    ['', null],
  ])('SPED 0000 DT_INI %j → %j', (input, want) => {
    expect(competenciaFromSpedDate(input)).toBe(want);
  });

  it.each([
    ['2026-03-15T10:00:00-03:00', '2026-03'], // NF-e ide/dhEmi (MOC 4.00, campo B09): the issuer's local date
    ['2025-12-31T23:59:59-03:00', '2025-12'],
    ['2026-01-02', '2026-01'],
    ['15/03/2026', null],
  ])('NF-e dhEmi %j → %j', (input, want) => {
    expect(competenciaFromIsoDate(input)).toBe(want);
  });

  it('shows AAAA-MM as mm/aaaa', () => {
    expect(formatCompetencia('2026-03')).toBe('03/2026');
  });
});
