import type { CellValue } from '../../sheets/types';
import type { TableSheet } from '../../sheets/write-table-xlsx';

/** An iterable whose items are computed only when a writer reaches it (extra sheets are written after the rows). */
export function lazy<T>(fn: () => Iterable<T>): Iterable<T> {
  return { [Symbol.iterator]: () => fn()[Symbol.iterator]() };
}

/** The 'Resumo' sheet every report opens with: Item | Valor pairs, computed lazily. */
export function summarySheet(pairs: () => [string, CellValue][], opts: { valueNumFmt?: string; labelWidth?: number } = {}): TableSheet {
  return {
    name: 'Resumo',
    columns: [
      { header: 'Item', key: 'label', width: opts.labelWidth ?? 40 },
      { header: 'Valor', key: 'value', width: 80, ...(opts.valueNumFmt ? { numFmt: opts.valueNumFmt } : {}) },
    ],
    rows: lazy(() => pairs().map(([label, value]) => ({ label, value }))),
  };
}
