/**
 * Lines an ERP prints around the data of a report exported to Excel: the title block (company, CNPJ,
 * period, "Página 2 de 5") repeated at the top of every printed page, footers such as
 * "Fim do relatório" or "Quantidade de itens: 12", and group headings ("Grupo: 01 - LATICÍNIOS").
 * Read as items they would each become an "NCM não informado" finding.
 */
import { cellText } from './header-match';
import { normalizeText } from './normalize-header';
import { isEmptyCell } from './row-source';
import type { CellValue } from './types';

/** Footer labels; each needs its own shape ("Página" + number) so a product named "Folha de alumínio" is not one. */
const FOOTER = /^((pagina|pag|folha|fl) \d+( de \d+)?|fim d[oa] (relatorio|listagem|consulta)|(emitido|impresso|gerado|emissao) (em|por)( |$)|continua)/;

/**
 * Lines that only count the listing ("Quantidade de itens: 12", "Total de registros: 250",
 * "Registros listados: 250"), matched on the normalised text; the number must end the cell.
 */
/** Titles of the summaries ERP reports print after the items ("Resumo por CFOP", "Totalizadores"). */
const SUMMARY = /^(resumo|quadro resumo|totalizadores|totais por|sumario)( |$)/;

const COUNT = /^((quantidade|qtd|qtde|qt|total|numero|nro|no|n) (de |do |dos )?(itens|items|registros|produtos|linhas)|(itens|produtos|registros) (listados|impressos|encontrados)|registros) \d+$/;

/**
 * Group headings of reports grouped by product group, family or CFOP ("Grupo: 01 - LATICÍNIOS",
 * "Família 12 - Bebidas", "CFOP: 5102"). The word must be followed by a colon, or a code and a dash,
 * so an item named "LINHA DE NYLON" or "MARCA TEXTO" is not one; matched on the text with its punctuation.
 */
const GROUP = /^(grupo|sub-? ?grupo|familia|categoria|departamento|depto\.?|secao|marca|linha|classe|cfop|natureza( de operacao)?)(\s+(de\s+)?produtos?)?\s*(:|n?[o.º°]?\s*\d+\s*[-\u2013:])/;

function foldAccents(text: string): string {
  return text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().trim();
}

/** A footer, a count line, a summary title or a group heading (see FOOTER, COUNT, SUMMARY, GROUP). */
function isListingLine(cell: CellValue): boolean {
  const text = cellText(cell);
  const norm = normalizeText(text);
  return FOOTER.test(norm) || COUNT.test(norm) || SUMMARY.test(norm) || GROUP.test(foldAccents(text));
}

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
 * is a footer, count or group line with the item columns empty.
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
    return requiredCols.every((c) => isEmptyCell(cells[c] ?? null)) && isListingLine(filled[0]);
  };
}
