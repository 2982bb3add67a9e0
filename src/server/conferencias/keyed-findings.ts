import type { AppContext } from '../context';
import type { CheckRow } from '../checks/check-kind';
import { findingKeys, type ReformaItemRef, type StoredFinding } from './finding-key';

export interface KeyedFindings {
  issues: StoredFinding[];
  /** keys[i] is the stable key of issues[i]. */
  keys: string[];
}

/** Recently read results, so paging through a large result (or comparing it) does not re-read the file each time. */
const cache = new Map<string, { at: number; value: KeyedFindings }>();
const TTL_MS = 60_000;
const MAX_CACHED = 20;

/** A finished check's findings with their stable keys; empty when the check has no result. */
export async function loadKeyedFindings(ctx: AppContext, row: CheckRow): Promise<KeyedFindings> {
  const hit = cache.get(row.id);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.value;
  if (!row.resultKey) return { issues: [], keys: [] };
  const parsed = JSON.parse((await ctx.storage.get(row.resultKey)).toString('utf8')) as { issues?: StoredFinding[]; itens?: ReformaItemRef[] };
  const issues = Array.isArray(parsed.issues) ? parsed.issues : [];
  // Reforma register findings carry only a line: its product comes from the result's items.
  const items = row.kind === 'reforma' && Array.isArray(parsed.itens) ? parsed.itens : [];
  const value = { issues, keys: findingKeys(row.kind, issues, items) };
  cache.set(row.id, { at: Date.now(), value });
  if (cache.size > MAX_CACHED) cache.delete(cache.keys().next().value as string);
  return value;
}
