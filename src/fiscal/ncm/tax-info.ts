import type { ReferenceTables } from '../tables/load-tables';
import { formatIpiRate } from '../tables/tipi-table';
import { BEBIDAS_FRIAS_FROM } from '../pis-cofins/bebidas-frias';
import { pisCofinsTreatmentOfNcm } from '../pis-cofins/ncm-treatment';

export interface NcmTaxInfo {
  code: string;
  /** Full hierarchical official text (newest version that has the code). */
  description: string;
  ipi: { rate: string; label: string; ex: { ex: string; description: string; rate: string; label: string }[] } | null;
  /** From a partial 2019 transcription of the SPED tables: always indicative. */
  pisCofins: {
    indicativo: true;
    label: string;
    treatments: { table: string; tableLabel: string; natureza: string; description: string; ex: string | null }[];
  } | null;
  cest: { code: string; description: string }[];
  ibpt: { versao: string; federalNacional: number; federalImportado: number; estadual: number; municipal: number } | null;
}

const cache = new WeakMap<ReferenceTables, Map<string, NcmTaxInfo>>();

/**
 * Informational taxes of an 8-digit NCM on a date, cached per tables. The PIS/COFINS treatment comes from
 * the PIS/COFINS check's own rules (src/fiscal/pis-cofins/ncm-treatment.ts), never a copy of them.
 */
export function ncmTaxInfo(code: string, tables: ReferenceTables, date: Date = new Date()): NcmTaxInfo {
  let m = cache.get(tables);
  if (!m) {
    m = new Map();
    cache.set(tables, m);
  }
  // The treatment only changes with the date at the bebidas-frias cut-off (01/05/2015).
  const key = date.getTime() < BEBIDAS_FRIAS_FROM ? `${code}<2015` : code;
  const hit = m.get(key);
  if (hit) return hit;
  const base = tables.tipi?.base(code);
  const exLines = (tables.tipi?.lines(code) ?? []).filter((l) => l.ex);
  const ipi =
    base || exLines.length
      ? {
          rate: base?.rate ?? '',
          label: base ? formatIpiRate(base.rate) : 'código ausente da TIPI',
          ex: exLines.map((l) => ({ ex: l.ex!, description: l.description, rate: l.rate, label: `Ex ${l.ex}: ${formatIpiRate(l.rate)}` })),
        }
      : null;
  let pisCofins: NcmTaxInfo['pisCofins'] = null;
  if (tables.pisCofins) {
    const treatment = pisCofinsTreatmentOfNcm(tables.pisCofins, code, date);
    const treatments = treatment.treatments.map((t) => ({
      table: t.table,
      tableLabel: t.tableLabel,
      natureza: t.natureza,
      description: t.description,
      ex: t.ex,
    }));
    pisCofins = { indicativo: true, label: treatment.label, treatments };
  }
  const ib = tables.ibpt?.get(code).find((e) => e.ex === null) ?? tables.ibpt?.get(code)[0];
  const info: NcmTaxInfo = {
    code,
    description: tables.ncm.fullDescription(code),
    ipi,
    pisCofins,
    cest: (tables.cest?.candidatesFor(code) ?? []).map((c) => ({ code: c.code, description: c.description })),
    ibpt:
      ib && tables.ibpt
        ? { versao: tables.ibpt.meta.versao, federalNacional: ib.federalNacional, federalImportado: ib.federalImportado, estadual: ib.estadual, municipal: ib.municipal }
        : null,
  };
  m.set(key, info);
  return info;
}

/** Short text for a spreadsheet cell. */
export function cestLabel(info: NcmTaxInfo): string {
  return info.cest.map((c) => c.code).join(', ');
}
