import { loadSpedLayouts } from '../../../fiscal/sped/layouts/load-layouts';
import type { SpedLayouts } from '../../../fiscal/sped/layouts/layout-types';

const cache = new Map<string, SpedLayouts>();

/** The SPED layouts are loaded on the first SPED check (not at start-up) and kept per tables dir. */
export function spedLayoutsFor(dir: string): SpedLayouts {
  let l = cache.get(dir);
  if (!l) {
    l = loadSpedLayouts(dir);
    cache.set(dir, l);
  }
  return l;
}
