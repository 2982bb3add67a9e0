import { loadReformaTables } from '../../../fiscal/tables/load-reforma';
import type { ReformaTables } from '../../../fiscal/tables/reforma-types';

const cache = new Map<string, ReformaTables>();

/** The reform tables are loaded on the first CBS/IBS check (not at start-up) and kept per tables dir. */
export function reformaTablesFor(dir: string): ReformaTables {
  let t = cache.get(dir);
  if (!t) {
    t = loadReformaTables(dir);
    cache.set(dir, t);
  }
  return t;
}
