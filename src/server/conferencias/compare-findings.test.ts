import { describe, expect, it } from 'vitest';
import { compareFindings, previousCompetencia, type KeyedFinding } from './compare-findings';

const f = (...keys: string[]): KeyedFinding<string>[] => keys.map((key) => ({ key, finding: key }));
const keysOf = (list: { key: string; motivo: string | null }[]) => list.map((x) => (x.motivo ? `${x.key}:${x.motivo}` : x.key));

describe('compareFindings: novos, persistentes e resolvidos contra a competência anterior', () => {
  const cases: { name: string; previous: string[]; current: string[]; marked: string[]; novos: string[]; persistentes: string[]; resolvidos: string[] }[] = [
    { name: 'nothing before: everything is new', previous: [], current: ['a', 'b'], marked: [], novos: ['a', 'b'], persistentes: [], resolvidos: [] },
    { name: 'nothing now: everything before is resolved (gone)', previous: ['a', 'b'], current: [], marked: [], novos: [], persistentes: [], resolvidos: ['a:ausente', 'b:ausente'] },
    { name: 'same keys: persistent', previous: ['a', 'b'], current: ['b', 'a'], marked: [], novos: [], persistentes: ['b', 'a'], resolvidos: [] },
    { name: 'mixed', previous: ['a', 'b', 'c'], current: ['b', 'd'], marked: [], novos: ['d'], persistentes: ['b'], resolvidos: ['a:ausente', 'c:ausente'] },
    { name: 'a persistent finding marked by the office this month counts as resolved', previous: ['a', 'b'], current: ['a', 'b'], marked: ['a'], novos: [], persistentes: ['b'], resolvidos: ['a:marcado'] },
    { name: 'a new finding marked this month stays new (it was not there to be resolved)', previous: [], current: ['x'], marked: ['x'], novos: ['x'], persistentes: [], resolvidos: [] },
    { name: 'the n-th occurrence matches the n-th one: one of two notes fixed', previous: ['a', 'a#2'], current: ['a'], marked: [], novos: [], persistentes: ['a'], resolvidos: ['a#2:ausente'] },
  ];
  it.each(cases)('$name', (c) => {
    const r = compareFindings(f(...c.previous), f(...c.current), new Set(c.marked));
    expect(keysOf(r.novos)).toEqual(c.novos);
    expect(keysOf(r.persistentes)).toEqual(c.persistentes);
    expect(keysOf(r.resolvidos)).toEqual(c.resolvidos);
  });
});

describe('previousCompetencia', () => {
  it.each([
    ['2026-03', '2026-02'],
    ['2026-01', '2025-12'],
    ['2026-10', '2026-09'],
    ['2026-13', null],
    ['03/2026', null],
    ['', null],
  ])('%s → %s', (c, want) => expect(previousCompetencia(c)).toBe(want));
});
