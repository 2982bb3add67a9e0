/**
 * The reference tables as the server sees them: loaded once at start (in the background, so the
 * app starts even without them) and shared by every check. Typed loosely here on purpose: the
 * concrete `ReferenceTables` type belongs to src/fiscal/tables and is used by the checks.
 */
export type TablesState<T = unknown> =
  | { status: 'carregando'; dir: string | null }
  | { status: 'ok'; dir: string; tables: T; loadMs: number }
  | { status: 'indisponivel'; dir: string | null; message: string };

export interface TablesHolder<T = unknown> {
  get(): TablesState<T>;
  /** Resolves when loading has finished (successfully or not). */
  ready(): Promise<TablesState<T>>;
}
