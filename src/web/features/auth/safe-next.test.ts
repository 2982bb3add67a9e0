import { describe, expect, it } from 'vitest';
import { loginUrlFor, safeNext } from './safe-next';

describe('safeNext', () => {
  it.each([
    [null, '/dashboard'],
    ['/dashboard/perfil', '/dashboard/perfil'],
    ['/dashboard/historico?pagina=2', '/dashboard/historico?pagina=2'],
    ['https://evil.example/x', '/dashboard'],
    ['//evil.example', '/dashboard'],
    ['/\\evil.example', '/dashboard'],
    ['dashboard', '/dashboard'],
    ['/login?next=/login', '/dashboard'],
  ])('%s → %s', (raw, expected) => {
    expect(safeNext(raw)).toBe(expected);
  });

  it('monta a URL de login com o destino codificado', () => {
    expect(loginUrlFor('/dashboard/perfil?a=1')).toBe('/login?next=%2Fdashboard%2Fperfil%3Fa%3D1');
  });
});
