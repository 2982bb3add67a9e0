/**
 * `--catalogo <arquivo.csv|xlsx>` of `apura ncm`: the office catalogue exported from the web app
 * ("Catálogo do escritório" → Baixar), read with the same reader as the sheets and validated like the import route.
 */
import { buildOfficeCatalogue, validateOfficeCode, type OfficeCatalogue, type OfficeDecision } from '../fiscal/ncm/office-catalogue';
import { CATALOGUE_COLUMNS, decisionFromRow } from '../fiscal/ncm/office-catalogue-file';
import type { ReferenceTables } from '../fiscal/tables/load-tables';
import { readRows } from '../sheets/read-rows';

export interface ReadCatalogue {
  catalogue: OfficeCatalogue;
  /** pt-BR messages of rows left out (bad decision, code not in force). */
  refused: string[];
}

/** Reads the file; rows that do not hold a usable decision are reported, never applied. */
export async function readOfficeCatalogue(file: string, tables: ReferenceTables, today = new Date()): Promise<ReadCatalogue> {
  const { rows } = await readRows(file, CATALOGUE_COLUMNS, { maxRows: 200_000 });
  const decisions: OfficeDecision[] = [];
  const refused: string[] = [];
  const fallback = { by: 'catálogo importado', at: today.toISOString() };
  for await (const r of rows) {
    const parsed = decisionFromRow(r.values, r.line, fallback);
    if (!parsed.ok) {
      refused.push(parsed.message);
      continue;
    }
    const code = parsed.decision.code;
    if (code) {
      const v = validateOfficeCode(code, tables, today);
      if (!v.ok) {
        refused.push(`Linha ${r.line}: ${v.message}`);
        continue;
      }
    }
    decisions.push(parsed.decision);
  }
  return { catalogue: buildOfficeCatalogue(decisions), refused };
}
