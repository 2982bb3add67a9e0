import { describe, expect, it } from 'vitest';
import { registerRoutes, routeExists } from './known-routes';

describe('routeExists', () => {
  it('reconhece rotas reais e ignora o 404 coringa', () => {
    registerRoutes([
      { path: '/', children: [{ index: true }, { path: 'solucoes' }] },
      { path: '/dashboard', children: [{ index: true }, { path: 'perfil' }] },
      { path: '*' },
    ]);
    expect(routeExists('/dashboard')).toBe(true);
    expect(routeExists('/dashboard/perfil')).toBe(true);
    expect(routeExists('/solucoes')).toBe(true);
    expect(routeExists('/dashboard/ncm')).toBe(false);
    expect(routeExists('/qualquer')).toBe(false);
  });
});
