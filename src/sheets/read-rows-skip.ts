/**
 * Rows of an ERP export that are not items to check: rows of cancelled notes (an entries or sales report
 * lists them with a "Nota Cancelada = Sim" or "Situação = Cancelada" column, values and all) and the
 * count line that closes a listing ("2584 registros"). A cancelled note has no tax effect (its items are
 * not escriturados: Guia Prático EFD ICMS/IPI and EFD-Contribuições, C100 with COD_SIT 02/03 carries no
 * items), so checking its rows would only produce findings about documents that do not count.
 */
import { cellText } from './header-match';
import { headerTokens, normalizeText } from './normalize-header';
import type { CellValue } from './types';

/** Counters filled while the rows are read (read them after the iteration). */
export interface SkippedRows {
  /** Rows of cancelled notes left out. */
  canceladas: number;
}

const STOP = new Set(['de', 'do', 'da', 'dos', 'das']);
const key = (text: string) => headerTokens(text).filter((t) => !STOP.has(t)).join(' ');

/** Yes/no columns: the note is cancelled when the cell says so ("Sim", "S", "X", true). */
const FLAG_HEADERS = new Set(['Nota cancelada', 'NF cancelada', 'NF-e cancelada', 'Cancelada', 'Cancelado', 'Documento cancelado', 'Cancelamento', 'Nota fiscal cancelada', 'Cancelada (S/N)'].map(key));
const YES = new Set(['sim', 's', 'x', 'true', 'verdadeiro', 'yes', 'y', '1', 'cancelada', 'cancelado']);

/** Status columns: the note is cancelled when the text starts with "cancel" ("Cancelada", "02 - Cancelado"). */
const STATUS_HEADERS = new Set(['Situação', 'Situação da nota', 'Situação NF', 'Situação NF-e', 'Situação do documento', 'Sit. documento', 'Status', 'Status da nota', 'Status NF', 'Status NF-e', 'Status do documento'].map(key));
const CANCELLED_STATUS = /^(\d{1,2}\s+)?cancelad[oa]s?\b/;

/**
 * A test for rows of cancelled notes, from the header cells (columns read for the check are not
 * considered); null when the sheet has no such column.
 */
export function cancelledRowMatcher(headerCells: CellValue[], mappedCols: number[]): ((cells: CellValue[]) => boolean) | null {
  const mapped = new Set(mappedCols);
  const flags: number[] = [];
  const statuses: number[] = [];
  headerCells.forEach((h, col) => {
    if (mapped.has(col)) return;
    const k = key(cellText(h ?? null));
    if (k === '') return;
    if (FLAG_HEADERS.has(k)) flags.push(col);
    else if (STATUS_HEADERS.has(k)) statuses.push(col);
  });
  if (flags.length === 0 && statuses.length === 0) return null;
  return (cells) => {
    for (const c of flags) {
      const v = cells[c] ?? null;
      if (v === true || (typeof v === 'string' && YES.has(normalizeText(v))) || v === 1) return true;
    }
    for (const c of statuses) {
      const v = cells[c] ?? null;
      if (typeof v === 'string' && CANCELLED_STATUS.test(normalizeText(v))) return true;
    }
    return false;
  };
}

/** "2584 registros", "312 itens listados", "45 notas": the line counting the listing, number first. */
const COUNT_FIRST = /^\d+ (registros?|itens|itens? listados|notas?( fiscais)?|documentos?|lancamentos?|linhas)( (listados|encontrados|impressos))?$/;

export function isCountLabel(text: string): boolean {
  return COUNT_FIRST.test(normalizeText(text));
}

/** pt-BR note for a result's notes: "N linhas de notas canceladas ignoradas"; null when none. */
export function skippedNote(s: SkippedRows): string | null {
  if (s.canceladas === 0) return null;
  return `${s.canceladas} ${s.canceladas === 1 ? 'linha de nota cancelada ignorada' : 'linhas de notas canceladas ignoradas'} (coluna de nota cancelada/situação da planilha): nota cancelada não tem efeito fiscal.`;
}

/** A copy of `result` with the skipped-rows note added to its notes (results are built more than once). */
export function withSkippedNote<T extends { notes: string[] }>(result: T, s: SkippedRows): T {
  const note = skippedNote(s);
  return note ? { ...result, notes: [...result.notes, note] } : result;
}
