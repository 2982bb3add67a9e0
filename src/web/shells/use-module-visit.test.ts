import { describe, expect, it } from 'vitest';
import { moduleOfPath } from './use-module-visit';

describe('moduleOfPath: which module page is open (for the module-access audit entry)', () => {
  it.each([
    ['/dashboard/ncm', 'ncm'],
    ['/dashboard/pis-cofins', 'pis-cofins'],
    ['/dashboard/escrituracao', 'escrituracao'],
    ['/dashboard/analista-pro/wizard', 'analista-pro'],
    ['/dashboard/analista-pro/empresas', 'analista-pro'],
    ['/dashboard', null],
    ['/dashboard/perfil', null],
    ['/dashboard/ncmx', null],
  ])('%s → %s', (path, expected) => {
    expect(moduleOfPath(path)).toBe(expected);
  });
});
