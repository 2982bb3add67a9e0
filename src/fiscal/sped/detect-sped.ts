import type { SpedKind } from './types';

export interface Detected { sped: SpedKind; codVer: string; dtIni: string; dtFin: string; cnpj: string; name: string; /** UF of 0000 (EFD ICMS/IPI field 09, EFD-Contribuições field 10). */ uf: string }

const isDate = (v: string | undefined) => !!v && /^\d{8}$/.test(v);

/**
 * Which EFD a 0000 belongs to. COD_VER ranges overlap (ICMS/IPI 002–020, Contribuições 001–006), so the
 * shape decides: ICMS/IPI has DT_INI/DT_FIN at fields 04–05, Contribuições at 06–07.
 */
export function detectSped(vals: string[]): Detected | null {
  if (vals[0] !== '0000') return null;
  if (isDate(vals[3]) && isDate(vals[4])) {
    return { sped: 'efd_icms_ipi', codVer: vals[1] ?? '', dtIni: vals[3]!, dtFin: vals[4]!, cnpj: vals[6] || vals[7] || '', name: vals[5] ?? '', uf: vals[8] ?? '' };
  }
  if (isDate(vals[5]) && isDate(vals[6])) {
    return { sped: 'efd_contribuicoes', codVer: vals[1] ?? '', dtIni: vals[5]!, dtFin: vals[6]!, cnpj: vals[8] ?? '', name: vals[7] ?? '', uf: vals[9] ?? '' };
  }
  return null;
}
