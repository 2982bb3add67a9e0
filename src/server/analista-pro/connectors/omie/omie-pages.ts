import type { ListProgress } from '../types';
import { isNoRecords } from './omie-faults';

/** The paging envelope every Omie "Listar…" call returns. */
export interface OmiePage<T> {
  pagina: number;
  total_de_paginas: number;
  registros: number;
  total_de_registros: number;
  items: T[];
}

export interface FetchAllOptions {
  onProgress?: (p: ListProgress) => void;
  signal?: AbortSignal;
}

/**
 * Reads page 1, then every other page at once — the transport's semaphore keeps it to 4 in flight and
 * its limiters to the per-minute budget. Omie answers an empty list with the fault "Não existem registros
 * para a página [1]"; that is an empty result, not an error. A later page that vanished (records deleted
 * while we read) is an empty page. One failing page cancels the others.
 */
export async function fetchAllPages<T>(
  fetchPage: (pagina: number, signal: AbortSignal) => Promise<OmiePage<T>>,
  opts: FetchAllOptions = {},
): Promise<T[]> {
  const ctl = new AbortController();
  const signal = opts.signal ? AbortSignal.any([opts.signal, ctl.signal]) : ctl.signal;
  const tolerant = async (pagina: number): Promise<OmiePage<T> | null> => {
    try {
      return await fetchPage(pagina, signal);
    } catch (e) {
      if (isNoRecords(e)) return null;
      ctl.abort(e);
      throw e;
    }
  };
  const first = await tolerant(1);
  if (!first) {
    opts.onProgress?.({ pagina: 0, totalPaginas: 0, registrosLidos: 0, totalRegistros: 0 });
    return [];
  }
  const totalPaginas = Math.max(1, first.total_de_paginas);
  const pages: T[][] = new Array<T[]>(totalPaginas);
  pages[0] = first.items;
  let lidas = 1;
  let registros = first.items.length;
  const report = (): void =>
    opts.onProgress?.({ pagina: lidas, totalPaginas, registrosLidos: registros, totalRegistros: first.total_de_registros });
  report();
  await Promise.all(
    Array.from({ length: totalPaginas - 1 }, async (_, i) => {
      const p = await tolerant(i + 2);
      pages[i + 1] = p?.items ?? [];
      lidas += 1;
      registros += pages[i + 1]!.length;
      report();
    }),
  );
  return pages.flat();
}
