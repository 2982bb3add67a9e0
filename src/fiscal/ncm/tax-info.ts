import type { ReferenceTables } from '../tables/load-tables';
import { formatIpiRate } from '../tables/tipi-table';

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

/** Informational taxes of an 8-digit NCM, cached per tables. */
export function ncmTaxInfo(code: string, tables: ReferenceTables): NcmTaxInfo {
  let m = cache.get(tables);
  if (!m) {
    m = new Map();
    cache.set(tables, m);
  }
  const hit = m.get(code);
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
    const treatments = tables.pisCofins.treatmentFor(code).map((t) => ({
      table: t.table,
      tableLabel: t.tableLabel,
      natureza: t.natureza,
      description: t.description,
      ex: t.ex,
    }));
    pisCofins = { indicativo: true, label: pisCofinsLabel(treatments), treatments };
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
  m.set(code, info);
  return info;
}

const KIND: Record<string, string> = {
  '4.3.10': 'monofásico',
  '4.3.11': 'alíquota por unidade de medida',
  '4.3.12': 'substituição tributária',
  '4.3.13': 'alíquota zero',
  '4.3.14': 'isenção',
  '4.3.15': 'sem incidência',
  '4.3.16': 'suspensão',
};

function pisCofinsLabel(ts: { table: string; natureza: string; ex: string | null }[]): string {
  if (ts.length === 0) return 'Tributação normal (nenhuma tabela 4.3.10–4.3.16 lista este NCM) — indicativo';
  const parts = new Map<string, string[]>();
  for (const t of ts) {
    const k = KIND[t.table] ?? t.table;
    const list = parts.get(k) ?? [];
    list.push(t.ex ? `${t.natureza} (Ex ${t.ex})` : t.natureza);
    parts.set(k, list);
  }
  return `${[...parts].map(([k, n]) => `${k}: natureza ${[...new Set(n)].join(', ')}`).join('; ')} — indicativo`;
}

/** Short text for a spreadsheet cell. */
export function cestLabel(info: NcmTaxInfo): string {
  return info.cest.map((c) => c.code).join(', ');
}
