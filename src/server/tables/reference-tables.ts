import { tryLoadTables, type ReferenceTables } from '../../fiscal/tables/load-tables';
import type { TablesHolder, TablesState } from './tables-state';

export type ServerTables = TablesHolder<ReferenceTables>;

/**
 * Loads the official tables after start-up so /api/health answers at once; checks wait for
 * `ready()`. Missing tables are a state, not a crash: checks are refused with a pt-BR message.
 */
export function loadReferenceTablesInBackground(dir: string | null, log: (msg: string) => void): ServerTables {
  let state: TablesState<ReferenceTables> = dir
    ? { status: 'carregando', dir }
    : { status: 'indisponivel', dir: null, message: 'As tabelas de referência não estão carregadas: defina TABLES_DIR com a pasta das tabelas oficiais.' };
  const done: Promise<TablesState<ReferenceTables>> = dir
    ? new Promise((resolve) => {
        setImmediate(() => {
          const t0 = performance.now();
          const r = tryLoadTables(dir);
          const loadMs = Math.round(performance.now() - t0);
          state = r.ok ? { status: 'ok', dir, tables: r.tables, loadMs } : { status: 'indisponivel', dir, message: r.message };
          log(r.ok ? `tabelas de referência carregadas de ${dir} em ${loadMs} ms` : `tabelas de referência indisponíveis: ${r.message}`);
          resolve(state);
        });
      })
    : Promise.resolve(state);
  return { get: () => state, ready: () => done };
}
