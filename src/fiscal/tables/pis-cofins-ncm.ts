import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildPisCofinsTables } from './pis-cofins-build';
import type { PisCofinsTables } from './pis-cofins-types';

export type { PisCofinsTables, PisCofinsTreatment, CstPisCofins, PisCofinsTableId } from './pis-cofins-types';

/** Paths relative to the reference-data folder (TABLES_DIR), see SOURCES.md §5. */
export const PIS_COFINS_FILES = {
  natureza: 'sped/efd_contribuicoes/natureza_receita_pis_cofins_oca.csv',
  cst: 'sped/efd_contribuicoes/cst_pis_cofins.csv',
} as const;

/**
 * Reads the PIS/COFINS tables from `dir` (the shared data folder) and indexes them.
 * Throws a plain Error naming the missing file when a file cannot be read.
 */
export function loadPisCofinsTables(dir: string): PisCofinsTables {
  const read = (rel: string): string => {
    try {
      return readFileSync(join(dir, rel), 'utf8');
    } catch {
      throw new Error(`Tabela de PIS/COFINS não encontrada: ${join(dir, rel)}`);
    }
  };
  return buildPisCofinsTables(read(PIS_COFINS_FILES.natureza), read(PIS_COFINS_FILES.cst));
}
