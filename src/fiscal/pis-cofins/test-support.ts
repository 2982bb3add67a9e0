import { resolve } from 'node:path';
import type { NcmStatus, NcmValidity, TableVersion } from '../tables/contracts';
import { loadPisCofinsTables } from '../tables/pis-cofins-ncm';
import type { PisCofinsTables } from '../tables/pis-cofins-types';

/** Test-only helpers (not used by the product). */
export const TABLES_DIR = resolve(process.cwd(), process.env.TABLES_DIR ?? '../shared/data');

let cached: PisCofinsTables | null = null;
export function realPisCofinsTables(): PisCofinsTables {
  cached ??= loadPisCofinsTables(TABLES_DIR);
  return cached;
}

const VERSION: TableVersion = { id: 'fake', label: 'NCM de teste', validFrom: '2022-04-01', validTo: null, rows: 0 };

/** Every 8-digit code is in force except those listed as extinct or nonexistent. */
export function fakeNcm(extintos: string[] = [], inexistentes: string[] = []): NcmValidity {
  return {
    statusOn(code: string): NcmStatus {
      if (inexistentes.includes(code)) return { kind: 'inexistente', code };
      if (extintos.includes(code))
        return { kind: 'extinto', code, description: 'x', lastVersion: VERSION, endedOn: '2026-02-01', successors: ['59039010'] };
      return { kind: 'vigente', code, description: 'x', version: VERSION };
    },
    versionOn: () => VERSION,
  };
}

/** A sheet row as the reader would give it: keys are the column keys of PIS_COFINS_COLUMNS. */
export function item(over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    data: '15/03/2025',
    documento: '1001',
    produto: 'Mesa de escritório',
    ncm: '94033000',
    cfop: '5102',
    valor: 1000,
    cst_pis: '01',
    base_pis: 1000,
    aliq_pis: 1.65,
    valor_pis: 16.5,
    cst_cofins: '01',
    base_cofins: 1000,
    aliq_cofins: 7.6,
    valor_cofins: 76,
    ...over,
  };
}
