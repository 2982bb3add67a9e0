/**
 * Lines an ERP prints around the data of a report exported to Excel: the title block (company, CNPJ,
 * period, "Página 2 de 5") repeated at the top of every printed page and footers such as
 * "Fim do relatório". Read as items they would each become an "NCM não informado" finding.
 */
import { cellText } from './header-match';
import { normalizeText } from './normalize-header';
import { isEmptyCell } from './row-source';
import type { CellValue } from './types';

/** Footer labels; each needs its own shape ("Página" + number) so a product named "Folha de alumínio" is not one. */
const FOOTER = /^((pagina|pag|folha|fl) \d+( de \d+)?|fim d[oa] (relatorio|listagem|consulta)|(emitido|impresso|gerado|emissao) (em|por)( |$)|continua)/;

function signature(cells: CellValue[]): string {
  return normalizeText(cells.map(cellText).join(' '));
}

/** Page numbers and dates change from page to page; the words do not. */
function masked(sig: string): string {
  return sig.replace(/\d+/g, '#');
}

/**
 * `titleRows`: the filled rows above the header. A row is report chrome when it repeats a title row
 * (the same text; or the same words with other numbers when the item columns hold no bare code) or
 * is a footer line with the item columns empty.
 */
export function reportChromeMatcher(titleRows: CellValue[][], requiredCols: number[]): (cells: CellValue[]) => boolean {
  const exact = new Set<string>();
  const loose = new Set<string>();
  for (const row of titleRows) {
    const sig = signature(row);
    // Only rows with words: a title "2025" must not swallow an item whose only cell is a number.
    if (!/[a-z]/.test(sig)) continue;
    exact.add(sig);
    loose.add(masked(sig));
  }
  return (cells) => {
    // Runs for every row: item rows usually have more than three cells and leave at once.
    const filled: CellValue[] = [];
    for (const c of cells) {
      if (isEmptyCell(c)) continue;
      if (filled.push(c) > 3) return false;
    }
    if (filled.length === 0) return false;
    const sig = signature(cells);
    if (exact.has(sig)) return true;
    // With other numbers the item columns may hold words ("Emitido em 03/04" spilling over NCM), never a bare code.
    if (loose.has(masked(sig)) && requiredCols.every((c) => isEmptyCell(cells[c] ?? null) || /[a-z]/i.test(cellText(cells[c] ?? null)))) return true;
    return requiredCols.every((c) => isEmptyCell(cells[c] ?? null)) && FOOTER.test(normalizeText(cellText(filled[0])));
  };
}
