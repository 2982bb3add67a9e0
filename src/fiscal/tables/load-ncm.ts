import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { buildNcmVersion, NcmTable, type SiscomexNcmFile } from './ncm-table';
import { TablesError } from './tables-error';

/**
 * Discovers every `ncm/Tabela_NCM_Vigente_*.json` (Siscomex export) in `dir`, so dropping in a
 * newer export is enough to use it.
 */
export function loadNcmTable(dir: string): NcmTable {
  const ncmDir = path.join(dir, 'ncm');
  let names: string[];
  try {
    names = readdirSync(ncmDir).filter((n) => /^Tabela_NCM_Vigente_.*\.json$/i.test(n));
  } catch {
    throw new TablesError('NCM_AUSENTE', `Pasta de tabelas NCM não encontrada: ${ncmDir}`);
  }
  if (names.length === 0) {
    throw new TablesError('NCM_AUSENTE', `Nenhuma tabela NCM (Tabela_NCM_Vigente_*.json) encontrada em ${ncmDir}`);
  }
  const versions = names.map((name) => {
    let parsed: SiscomexNcmFile;
    try {
      parsed = JSON.parse(readFileSync(path.join(ncmDir, name), 'utf8')) as SiscomexNcmFile;
    } catch {
      throw new TablesError('NCM_INVALIDA', `A tabela NCM ${name} não pôde ser lida (JSON inválido).`);
    }
    if (!Array.isArray(parsed.Nomenclaturas)) {
      throw new TablesError('NCM_INVALIDA', `A tabela NCM ${name} não está no formato do Siscomex.`);
    }
    return buildNcmVersion(parsed, name);
  });
  return new NcmTable(versions);
}
