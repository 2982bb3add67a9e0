import type { FieldDef, Obligation } from './layout-types';

/**
 * Reads the raw obligation columns of efd_layouts_fields.csv (SOURCES.md §8).
 * PVA: '1'/'0'; Guia Contribuições: 'S'/'N'; Guia ICMS/IPI: O/OC/N plus separate entry/exit columns
 * whose text carries PDF debris ("Não apre sen tar") — anything that is not O/OC means "not required".
 */
function one(raw: string): Obligation | null {
  const v = raw.trim().toUpperCase();
  if (v === 'O' || v === 'S' || v === '1') return 'O';
  if (v === 'OC') return 'OC';
  if (v === '') return null;
  return 'N';
}

export function readObligation(general: string, entrada: string, saida: string): Pick<FieldDef, 'reqIn' | 'reqOut'> {
  const g = one(general);
  const i = one(entrada);
  const o = one(saida);
  if (i === null && o === null) return { reqIn: g ?? 'N', reqOut: g ?? 'N' };
  return { reqIn: i ?? g ?? 'N', reqOut: o ?? g ?? 'N' };
}
