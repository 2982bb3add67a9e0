import { existsSync } from 'node:fs';
import type { TableVersion } from './contracts';
import type { CestTable } from './cest-table';
import type { CfopTable } from './cfop-table';
import type { IbptTable } from './ibpt-table';
import { loadCest, loadCfop, loadIbpt, loadTipi } from './load-aux-tables';
import { loadNcmTable } from './load-ncm';
import type { NcmTable } from './ncm-table';
import { loadPisCofinsTables, type PisCofinsTables } from './pis-cofins-ncm';
import { TablesError } from './tables-error';
import type { TipiTable } from './tipi-table';

/**
 * Every reference table the checks use, indexed in memory. NCM is required; the others are
 * optional (null when their files are absent) so a partial data folder still gives NCM checks.
 */
export interface ReferenceTables {
  dir: string;
  ncm: NcmTable;
  tipi: TipiTable | null;
  cest: CestTable | null;
  cfop: CfopTable | null;
  ibpt: IbptTable | null;
  pisCofins: PisCofinsTables | null;
  /** Every loaded table (each NCM version separately), for "tabelas usadas" in reports. */
  versions: TableVersion[];
  /** Non-fatal problems (a table that was absent or unreadable), pt-BR. */
  warnings: string[];
  /** Milliseconds spent loading, measured. */
  loadMs: number;
}

export type TryLoadResult = { ok: true; tables: ReferenceTables } | { ok: false; message: string };

/** Loads everything from `dir` (laid out like ../shared/data). Throws TablesError (pt-BR) when NCM is missing. */
export function loadTables(dir: string): ReferenceTables {
  const t0 = performance.now();
  if (!existsSync(dir)) throw new TablesError('PASTA_AUSENTE', `Pasta de tabelas de referência não encontrada: ${dir}`);
  const ncm = loadNcmTable(dir);
  const warnings: string[] = [];
  const versions: TableVersion[] = ncm.versions.map((v) => v.version);
  const optional = <T>(name: string, fn: () => T | null): T | null => {
    try {
      const t = fn();
      if (t === null) warnings.push(`Tabela ${name} não encontrada em ${dir}; informações de ${name} ficam indisponíveis.`);
      return t;
    } catch (e) {
      warnings.push(`Tabela ${name} não pôde ser lida: ${e instanceof Error ? e.message : String(e)}`);
      return null;
    }
  };
  const latest = ncm.latest;
  const tipi = optional('TIPI', () => loadTipi(dir));
  if (tipi) versions.push(fixedVersion('TIPI', 'TIPI (Decreto nº 11.158/2022, com alterações posteriores)', tipi.size));
  const cest = optional('CEST', () => loadCest(dir, (p) => ncm.hasPrefix(p)));
  if (cest) versions.push(fixedVersion('CEST', 'CEST (Convênio ICMS 142/2018, transcrição de 2019)', cest.entries.length));
  const cfop = optional('CFOP', () => loadCfop(dir));
  if (cfop) versions.push(fixedVersion('CFOP', 'CFOP (Convênio s/nº de 1970 e Ajustes SINIEF)', cfop.size));
  const ibpt = optional('IBPT', () => loadIbpt(dir));
  if (ibpt) {
    versions.push({
      id: `IBPT ${ibpt.meta.versao}`,
      label: `IBPT De Olho no Imposto ${ibpt.meta.versao}`,
      validFrom: ibpt.meta.validFrom ?? latest.version.validFrom,
      validTo: ibpt.meta.validTo,
      rows: ibpt.size,
    });
  }
  const pisCofins = optional('PIS/COFINS', () => loadPisCofinsTables(dir));
  if (pisCofins) {
    versions.push({ id: pisCofins.version.id, label: pisCofins.version.label, validFrom: '2019-01-01', validTo: null, rows: pisCofins.version.rows });
  }
  return { dir, ncm, tipi, cest, cfop, ibpt, pisCofins, versions, warnings, loadMs: performance.now() - t0 };
}

/** Same as loadTables, but never throws: the app starts without tables and shows `message`. */
export function tryLoadTables(dir: string): TryLoadResult {
  try {
    return { ok: true, tables: loadTables(dir) };
  } catch (e) {
    const message =
      e instanceof TablesError ? e.message : `Não foi possível carregar as tabelas de referência de ${dir}: ${e instanceof Error ? e.message : String(e)}`;
    return { ok: false, message };
  }
}

// Tables without an official validity date in their files: labelled, with an open validity.
function fixedVersion(id: string, label: string, rows: number): TableVersion {
  return { id, label, validFrom: '1900-01-01', validTo: null, rows };
}
