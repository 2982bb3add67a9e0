import { describe, expect, it } from 'vitest';
import { registerRoutes } from './lib/known-routes';
import { dashboardNav, modulePath, visibleAdminNav, visibleNav } from './nav';

describe('menu lateral', () => {
  registerRoutes([
    { path: '/dashboard', children: [{ index: true }, { path: 'ncm' }, { path: 'perfil' }, { path: 'escrituracao' }] },
    { path: '/admin', children: [{ index: true }, { path: 'usuarios' }] },
    { path: '*' },
  ]);

  it('mostra só entradas cuja rota existe e cujo módulo está liberado', () => {
    const labels = visibleNav(new Set(['ncm', 'pis-cofins'])).map((e) => e.label);
    // pis-cofins is allowed but has no page; escrituracao has a page but is not allowed.
    expect(labels).toEqual(['Dashboard', 'NCM', 'Perfil']);
  });

  it('sem módulos liberados, sobram as entradas que não são de módulo', () => {
    expect(visibleNav(new Set()).map((e) => e.label)).toEqual(['Dashboard', 'Perfil']);
  });

  it('"Acessar" só tem destino quando a página do módulo existe', () => {
    expect(modulePath('ncm')).toBe('/dashboard/ncm');
    expect(modulePath('pis-cofins')).toBeNull();
  });

  it('cada módulo do contrato tem uma entrada no registro', () => {
    const ids = new Set(dashboardNav.map((e) => e.moduleId).filter(Boolean));
    expect([...ids].sort()).toEqual(['analista-pro', 'escrituracao', 'ncm', 'pis-cofins', 'reforma']);
  });

  it('menu administrativo lista só seções existentes', () => {
    expect(visibleAdminNav().map((e) => e.to)).toEqual(['/admin', '/admin/usuarios']);
  });
});
